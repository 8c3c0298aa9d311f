/**
 * What a suggestion does to its own passage: its sentences over 25 words, its words and its reading age. A
 * suggestion that makes its passage read worse is not proposed (issue 30: accepting every suggestion made the
 * reading age and long sentences worse):
 * - no change may leave its passage with more long sentences, or make a long sentence longer;
 * - a rewrite whose whole point is easier reading (a split, plain words) may not raise its passage's reading
 *   age. An explanation ("benchmark (comparison measure)", a spelt-out acronym) adds words by design, and on
 *   one sentence the formula swings by years for a syllable ("are charged by" → "charges"): those are judged
 *   by their effect on the document, shown with them, and the set is flagged when it reads worse.
 */
import { countText, splitSentences, tokenizeWords, ukReadingAge } from '../readability/index.ts';
import { LONG_SENTENCE_WORDS } from './generators/context.ts';
import type { Generated } from './generators/context.ts';
import type { SuggestionType } from './types.ts';

export interface PassageMeasures {
  words: number;
  longSentences: number;
  ukReadingAge: number;
}

export function passageMeasures(text: string): PassageMeasures {
  const lengths = splitSentences(text).map((s) => tokenizeWords(s.text).length);
  return {
    words: lengths.reduce((n, l) => n + l, 0),
    longSentences: lengths.filter((l) => l > LONG_SENTENCE_WORDS).length,
    ukReadingAge: ukReadingAge(countText(text)),
  };
}

/** Rewrites made only to read more easily: their passage's reading age must not rise. */
const FOR_READING: ReadonlySet<SuggestionType> = new Set(['split-sentence', 'plain-words']);

/** Whether the proposed passage reads worse than it does now. Additions have no passage to compare. */
export function passageWorse(s: Pick<Generated, 'original' | 'proposed' | 'type'>): boolean {
  if (s.original.trim() === '' || s.type === 'move-key-fact') return false;
  const before = passageMeasures(s.original);
  const after = passageMeasures(s.proposed);
  if (after.longSentences > before.longSentences) return true;
  if (after.longSentences === before.longSentences && after.longSentences > 0 && after.words > before.words)
    return true;
  return FOR_READING.has(s.type) && after.ukReadingAge > before.ukReadingAge;
}
