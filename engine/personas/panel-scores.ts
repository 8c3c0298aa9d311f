import type { ExtractedDocument } from '../document-model.ts';
import type { InterviewCategory } from '#common/personas.ts';
import { DocumentProfile, simulateInterview, type SimPersona, type SimQuestion } from './simulate.ts';

/**
 * A panel's mean simulated score per category for a document: how a set of personas would fare on it.
 * Used to predict what a revision does to persona scores before anyone accepts it (improvements), so it
 * is deterministic like the simulator itself. Categories no question covers are left out.
 */
export function panelScores(
  document: ExtractedDocument,
  personas: readonly SimPersona[],
  questions: readonly SimQuestion[],
): Partial<Record<InterviewCategory, number>> {
  if (personas.length === 0 || questions.length === 0) return {};
  const profile = new DocumentProfile(document);
  const sums = new Map<InterviewCategory, { total: number; n: number }>();
  for (const persona of personas) {
    for (const item of simulateInterview(profile, persona, questions).transcript) {
      const category = item.category as InterviewCategory;
      const entry = sums.get(category) ?? { total: 0, n: 0 };
      entry.total += item.qa_score;
      entry.n += 1;
      sums.set(category, entry);
    }
  }
  return Object.fromEntries(
    [...sums].map(([category, { total, n }]) => [category, Math.round((total / n) * 100) / 100]),
  ) as Partial<Record<InterviewCategory, number>>;
}

/** Categories whose panel score is below the middle of the scale (3): where a reader struggles most. */
export function weakCategoriesOf(scores: Partial<Record<InterviewCategory, number>>): InterviewCategory[] {
  return (Object.entries(scores) as [InterviewCategory, number][])
    .filter(([, score]) => score < 3)
    .sort((a, b) => a[1] - b[1])
    .map(([category]) => category);
}
