// The learned layer's findings (ADR 022): for each page, the concepts the classifier calls likely, as their own
// tier, "possible — for a person to judge". They never block approval by themselves; a reviewer confirms or
// dismisses them, and the dismissals feed the checker's measured reach (issue 26, item 3). Pure: the caller
// passes the model (concept-model.json) and, to avoid repeating the rules, the rule ids they already found.
import type { ExtractedDocument } from '../../document-model.ts';
import { textModel } from '../../text/index.ts';
import { scoreConcepts, type ConceptModel, type ConceptScore } from './model.ts';

export const POSSIBLE_TIER = 'possible';
export const POSSIBLE_TIER_LABEL = 'possible — for a person to judge';

export interface PossibleFinding {
  tier: typeof POSSIBLE_TIER;
  /** The concept the classifier saw, and the rule a confirmed finding would be filed under. */
  concept: string;
  ruleId: string;
  /** The page's probability for the concept (0-1), at or above the model's threshold. */
  probability: number;
  /** Never: a possible finding is for a person to judge, not an approval gate. */
  blocksApproval: false;
  /** The page and its sentence that weighs most for the concept (a pointer for the reviewer, not proof). */
  evidence: { page: number; quote: string };
}

export interface PossibleFindingsOptions {
  /** Rule ids the rule packs already reported on this document: the layer does not repeat them. */
  alreadyFound?: ReadonlySet<string>;
}

const MAX_QUOTE = 240;

export function findPossibleFindings(
  document: ExtractedDocument,
  model: ConceptModel,
  options: PossibleFindingsOptions = {},
): PossibleFinding[] {
  // The text model's sentences (those the rules read; memoised per document, so after a check they are free),
  // grouped by page in one pass.
  const byPage = new Map<number, { text: string }[]>();
  for (const sentence of textModel(document).flowSentences) {
    const list = byPage.get(sentence.page);
    if (list) list.push(sentence);
    else byPage.set(sentence.page, [sentence]);
  }
  const best = new Map<string, PossibleFinding>();
  for (const page of document.pages) {
    const sentences = byPage.get(page.number) ?? [];
    const text = sentences.map((s) => s.text).join('\n');
    if (text.trim() === '') continue;
    // Each sentence scored at most once per page, however many concepts ask which weighs most.
    let sentenceScores: ConceptScore[][] | undefined;
    for (const score of scoreConcepts(text, model)) {
      if (score.probability < score.threshold || options.alreadyFound?.has(score.ruleId)) continue;
      const previous = best.get(score.concept);
      if (previous !== undefined && previous.probability >= score.probability) continue;
      best.set(score.concept, {
        tier: POSSIBLE_TIER,
        concept: score.concept,
        ruleId: score.ruleId,
        probability: Math.round(score.probability * 1000) / 1000,
        blocksApproval: false,
        evidence: {
          page: page.number,
          quote: strongestSentence(
            sentences,
            (sentenceScores ??= sentences.map((s) => scoreConcepts(s.text, model))),
            score.concept,
          ),
        },
      });
    }
  }
  return [...best.values()].sort((a, b) => b.probability - a.probability);
}

function strongestSentence(
  sentences: readonly { text: string }[],
  scores: readonly ConceptScore[][],
  concept: string,
): string {
  let quote = sentences[0]?.text ?? '';
  let top = -1;
  for (const [i, sentence] of sentences.entries()) {
    const probability = scores[i]!.find((s) => s.concept === concept)?.probability ?? 0;
    if (probability > top) {
      top = probability;
      quote = sentence.text;
    }
  }
  return quote.length > MAX_QUOTE ? `${quote.slice(0, MAX_QUOTE - 1)}…` : quote;
}
