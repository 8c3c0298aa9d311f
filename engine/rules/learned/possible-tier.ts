// The learned layer's findings as a check stores them (ADR 022, issue 26 item 4): shaped like the rules' findings
// so people can decide and comment on them the same way, but keyed apart ("possible:<rule>") so a decision on
// one never lands on the rule's own finding, and marked with their tier so nothing counts them as breaches.
import type { ExtractedDocument } from '../../document-model.ts';
import type { ComplianceResult, Finding } from '../check-document.ts';
import type { RulePack } from '../schema.ts';
import type { ConceptModel } from './model.ts';
import { findPossibleFindings, POSSIBLE_TIER } from './possible-findings.ts';

export const POSSIBLE_KEY_PREFIX = 'possible:';
export const possibleKey = (ruleId: string) => `${POSSIBLE_KEY_PREFIX}${ruleId}`;
export const isPossibleKey = (key: string) => key.startsWith(POSSIBLE_KEY_PREFIX);

/** Where the model lives, relative to the repository's root (the server reads it at start-up, as the packs). */
export const CONCEPT_MODEL_FILE = 'engine/rules/learned/concept-model.json';

export interface PossibleTierFinding extends Finding {
  tier: typeof POSSIBLE_TIER;
  /** The rule of the packs a person who confirms it would file it under. */
  relatesTo: string;
  concept: string;
  probability: number;
}

/** Parses the committed model, refusing a file of another shape (a stale checkout, a hand edit). */
export function parseConceptModel(text: string): ConceptModel {
  const model = JSON.parse(text) as Partial<ConceptModel>;
  if (model.formatVersion !== 1 || typeof model.idf !== 'object' || typeof model.concepts !== 'object')
    throw new Error(`${CONCEPT_MODEL_FILE}: not a concept model of format 1.`);
  return model as ConceptModel;
}

/**
 * The possible findings of a checked document. Only rules the check ran and saw satisfied are candidates: a rule
 * that already fired needs no second voice, and one not applicable here (another document type, a pack not
 * chosen) must not be raised through the back door. Two concepts of one rule give one finding, the likelier.
 */
export function possibleTierOf(
  document: ExtractedDocument,
  result: Pick<ComplianceResult, 'passed'>,
  packs: readonly RulePack[],
  model: ConceptModel,
): PossibleTierFinding[] {
  const candidates = new Set(result.passed.map((p) => p.ruleId));
  const rules = new Map(packs.flatMap((p) => p.rules.map((r) => [r.id, r])));
  const seen = new Set<string>();
  const out: PossibleTierFinding[] = [];
  for (const possible of findPossibleFindings(document, model)) {
    const rule = rules.get(possible.ruleId);
    if (!rule || !candidates.has(rule.id) || seen.has(rule.id)) continue;
    seen.add(rule.id);
    const percent = Math.round(possible.probability * 100);
    out.push({
      tier: POSSIBLE_TIER,
      ruleId: possibleKey(rule.id),
      relatesTo: rule.id,
      concept: possible.concept,
      probability: possible.probability,
      ruleVersion: rule.version,
      title: rule.title,
      citation: rule.citation.provision,
      severity: rule.severity,
      message: `The rules passed this, but the learned layer reads page ${possible.evidence.page} as a possible breach (${percent}% for "${possible.concept.replace(/-/g, ' ')}"). It is right about 12 times in 20 on text it was not trained on: judge it, then resolve it if it is a breach or dismiss it if not.`,
      evidence: [possible.evidence],
      occurrences: 1,
      // The rule's advice, without the placeholders only the rule's own check can fill.
      suggestion: rule.suggestion.replace(/\s*\([^()]*\{\w+\}[^()]*\)|\s*\{\w+\}/g, ''),
    });
  }
  return out;
}
