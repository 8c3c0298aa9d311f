import type { ExtractedDocument } from '../document-model.ts';
import {
  INTERVIEW_CATEGORIES,
  MAX_SCORE,
  MIN_SCORE,
  groupMean,
  scoreInterview,
  scoreOf,
  type InterviewCategory,
  type LooseTranscriptItem,
} from '#common/personas.ts';
import { DocumentProfile, simulateInterview, type SimPersona, type SimQuestion } from './simulate.ts';

export type PanelScores = Partial<Record<InterviewCategory, number>>;

/** One completed interview of the document: who was asked, what, and the answers as stored. */
export interface PanelInterview {
  persona: SimPersona;
  questions: readonly SimQuestion[];
  transcript: readonly LooseTranscriptItem[];
}

/**
 * Per category, the group mean of the persona scores (common/persona-scores.ts): the figures Report
 * Effectiveness shows as its category averages. Categories nobody was asked about are left out.
 */
function groupScores(transcripts: ReadonlyArray<readonly LooseTranscriptItem[]>): PanelScores {
  const perPersona = transcripts.map((items) => scoreInterview(items).categories);
  return Object.fromEntries(
    INTERVIEW_CATEGORIES.flatMap((category) => {
      const score = groupMean(perPersona.map((p) => p[category].score));
      return score === null ? [] : [[category, score]];
    }),
  ) as PanelScores;
}

const clampScore = (n: number) => Math.min(MAX_SCORE, Math.max(MIN_SCORE, n));

/**
 * Persona scores of the interviews already run on a document, and what they would become on a revision of
 * it (improvements, issue 17). On the document as it is the scorer returns exactly the stored results, the
 * numbers Report Effectiveness shows; on a revision each stored answer moves by the change the simulator
 * predicts for that persona and question (same persona, same questions, same engine), so an LLM-run
 * interview is adjusted rather than replaced, and an unchanged document reads unchanged.
 */
export function interviewPanelScorer(
  original: ExtractedDocument,
  panel: readonly PanelInterview[],
): (document: ExtractedDocument) => PanelScores {
  const predict = (profile: DocumentProfile) =>
    panel.map((m) => simulateInterview(profile, m.persona, m.questions).transcript.map((i) => i.qa_score));
  const baseline = predict(new DocumentProfile(original));
  return (document) => {
    if (document === original) return groupScores(panel.map((m) => m.transcript));
    const revised = predict(new DocumentProfile(document));
    return groupScores(
      panel.map((m, k) =>
        m.transcript.map((item, i) => {
          // answers the simulator cannot pair with a question (a transcript of another length) stay as stored
          const shift = (revised[k]![i] ?? 0) - (baseline[k]![i] ?? 0);
          return { ...item, qa_score: clampScore(scoreOf(item) + shift) };
        }),
      ),
    );
  };
}

/** Categories whose panel score is below the middle of the scale (3): where a reader struggles most. */
export function weakCategoriesOf(scores: PanelScores): InterviewCategory[] {
  return (Object.entries(scores) as [InterviewCategory, number][])
    .filter(([, score]) => score < 3)
    .sort((a, b) => a[1] - b[1])
    .map(([category]) => category);
}
