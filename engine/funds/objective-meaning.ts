/**
 * Whether two objectives say the same thing. Wording-only differences ("The Fund aims to provide growth" /
 * "The objective of this fund is to grow your investment") are not findings; a different aim (income
 * instead of growth, a different index, a different horizon) is. Compared as sets of stemmed content words
 * (the personas' terms: stop words out, light stemming), with the words every objective uses dropped, by
 * the overlap coefficient (shared words over the smaller set), so one document's fuller wording of the
 * same aim still agrees with a shorter one.
 */
import { terms } from '../personas/passages.ts';

/** Words that appear in almost every objective and say nothing about this one. */
const COMMON = new Set(
  'objective aim fund trust product sub-fund investment invest return provide achieve seek sub policy will which before after charge fee expense over term period index'
    .split(' ')
    .map((w) => terms(w)[0] ?? w),
);

/** Same-meaning words that objectives swap freely. */
const SYNONYMS: Record<string, string> = {
  growth: 'grow',
  increase: 'grow',
  capital: 'capital',
  rise: 'grow',
  rising: 'grow',
  long: 'long',
  longer: 'long',
  maintain: 'preserve',
  preserve: 'preserve',
  protect: 'preserve',
  replicate: 'track',
  tracking: 'track',
  mirror: 'track',
  yearly: 'annual',
  year: 'year',
  years: 'year',
};

export function objectiveWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of terms(text.replace(/\(.*?\)/g, ' '))) {
    const word = SYNONYMS[t] ?? t;
    if (!COMMON.has(word) && word.length > 2 && !/^\d/.test(word)) out.add(word);
  }
  // figures are part of a meaning ("over 5 years", "+/-0.60%"), kept as they are
  for (const m of text.matchAll(/\d+(?:\.\d+)?%?/g)) out.add(m[0]);
  return out;
}

/** Overlap above which two objectives are taken to say the same. */
export const SAME_MEANING = 0.6;

/** Names in capitals ("FTSE", "MSCI", "ESG"): an objective naming another index or provider is another aim. */
function acronyms(text: string): Set<string> {
  if (text === text.toUpperCase()) return new Set();
  return new Set(
    [...text.matchAll(/\b[A-Z][A-Z0-9]{2,}\b/g)]
      .map((m) => m[0])
      .filter((w) => !/^(?:FUND|AIM|THE|GBP|OEIC|ICVC|UCITS)$/.test(w)),
  );
}

export function objectiveSimilarity(a: string, b: string): number {
  const na = acronyms(a);
  const nb = acronyms(b);
  if (na.size > 0 && nb.size > 0 && ![...na].some((w) => nb.has(w))) return 0;
  const wa = objectiveWords(a);
  const wb = objectiveWords(b);
  if (wa.size === 0 || wb.size === 0) return wa.size === wb.size ? 1 : 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / Math.min(wa.size, wb.size);
}

export function objectivesAgree(a: string, b: string): boolean {
  return objectiveSimilarity(a, b) >= SAME_MEANING;
}
