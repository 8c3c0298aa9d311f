/**
 * Bag-of-words scores for judging extraction against reference text. Words are runs of letters and digits
 * after Unicode compatibility normalisation (so "ﬁ" = "fi") and case folding; punctuation and layout
 * whitespace do not count, word order does not either.
 */

export interface WordScores {
  precision: number;
  recall: number;
  f1: number;
  /** Words in the candidate and the reference. */
  candidateWords: number;
  referenceWords: number;
}

export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function counts(tokens: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
}

export function wordScores(candidate: string, reference: string): WordScores {
  const c = words(candidate);
  const r = words(reference);
  const cc = counts(c);
  let overlap = 0;
  for (const [word, n] of counts(r)) overlap += Math.min(n, cc.get(word) ?? 0);
  const precision = c.length === 0 ? (r.length === 0 ? 1 : 0) : overlap / c.length;
  const recall = r.length === 0 ? (c.length === 0 ? 1 : 0) : overlap / r.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, candidateWords: c.length, referenceWords: r.length };
}
