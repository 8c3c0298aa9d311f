import { isBoilerplateSentence } from './boilerplate.ts';
import { COMMON_ACRONYMS } from './data/common-acronyms.ts';
import { isFamiliarWord } from './dale-chall.ts';
import type { ReadabilityCounts } from './formulas.ts';
import { countSyllables, isAcronymForm } from './syllables.ts';
import { splitSentences, tokenizeWords, type WordToken } from './tokenize.ts';

// Counting conventions (the formulas themselves are in formulas.ts):
// - Numbers are words of one syllable, familiar to Dale-Chall, never complex; their digits count as letters.
// - An acronym (NAV, OCFs, U.K.) counts its letter names as syllables and is a difficult word unless it is
//   common knowledge (UK, VAT); it is never one of Gunning's complex words, which are about long words.
//   A run of three or more words in capitals is shouting, not acronyms, and is read as ordinary words.
// - Gunning's complex words leave out his exceptions: hyphenated compounds, words made three syllables by
//   -es, -ed or -ing, and "combinations of short easy words", for which the Dale-Chall familiar list stands
//   in (family, together, everybody are not hard words). textstat applies the same familiar-word filter.
// - Capitalised words are not exempted as proper nouns: in UK fund documents capitals mostly mark defined
//   terms ("the Authorised Corporate Director"), which are exactly the words readers stumble on.
// - Letters (Coleman-Liau) and characters (ARI) are both letters and digits, as in the reference
//   packages (words/automated-readability counts 623 "characters" for a passage with 623 letters).

export interface WordInfo {
  token: WordToken;
  syllables: number;
  isAcronym: boolean;
}

const COMMON = new Set(COMMON_ACRONYMS);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

export const emptyCounts = (): ReadabilityCounts => ({
  sentences: 0,
  words: 0,
  syllables: 0,
  polysyllables: 0,
  complexWords: 0,
  difficultWords: 0,
  letters: 0,
  monosyllables: 0,
  longWords: 0,
});

export function addCounts(target: ReadabilityCounts, source: ReadabilityCounts): void {
  target.sentences += source.sentences;
  target.words += source.words;
  target.syllables += source.syllables;
  target.polysyllables += source.polysyllables;
  target.complexWords += source.complexWords;
  target.difficultWords += source.difficultWords;
  target.letters += source.letters;
  target.monosyllables += source.monosyllables;
  target.longWords += source.longWords;
}

const isCapitalsWord = (text: string): boolean => /^[\p{Lu}\p{N}.'’&-]+$/u.test(text) && /\p{Lu}/u.test(text);

interface WordStats {
  syllables: number;
  letters: number;
  familiar: boolean;
  /** Gunning's complex word (before the acronym and number exceptions, which depend on the token). */
  complex: boolean;
}

// Per-word results are memoised: a long document repeats a few thousand distinct words, and this is most of
// the engine's time otherwise. Bounded so that a long-running process cannot grow it without limit.
const STATS_LIMIT = 100_000;
const stats = new Map<string, WordStats>();

function statsFor(lower: string): WordStats {
  const cached = stats.get(lower);
  if (cached) return cached;
  const syllables = countSyllables(lower);
  const familiar = isFamiliarWord(lower);
  let complex = false;
  if (!familiar && syllables >= 3 && !/[-‐‑]/.test(lower)) {
    // Gunning: a word does not become complex through -es, -ed or -ing alone
    const suffixed = /(?:es|ed|ing)$/.test(lower);
    complex = !suffixed || countSyllables(lower.replace(/(?:es|ed|ing)$/, '')) >= 3;
  }
  const result = { syllables, letters: lower.match(LETTER_OR_DIGIT)?.length ?? 0, familiar, complex };
  if (stats.size >= STATS_LIMIT) stats.clear();
  stats.set(lower, result);
  return result;
}

/** Syllables and acronym status of each word of a sentence. */
export function classifyWords(tokens: readonly WordToken[]): WordInfo[] {
  let capitals: boolean[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.isNumber && isCapitalsWord(token.text))
      (capitals ??= new Array<boolean>(tokens.length).fill(false))[i] = true;
  }
  const inShoutingRun = new Array<boolean>(tokens.length).fill(false);
  if (capitals) {
    for (let i = 0; i < tokens.length;) {
      let j = i;
      while (j < tokens.length && capitals[j]) j++;
      if (j - i >= 3) inShoutingRun.fill(true, i, j);
      i = Math.max(j, i + 1);
    }
  }
  return tokens.map((token, i) => {
    if (token.isNumber) return { token, syllables: 1, isAcronym: false };
    const first = token.text.charCodeAt(0);
    const acronym =
      first >= 65 && // A-Z
      first <= 90 &&
      !inShoutingRun[i] &&
      isAcronymForm(token.text.replace(/’/g, "'")) &&
      // "NOTE", "RISK WARNING": a word in capitals, not an acronym
      !(token.text.length >= 4 && /[AEIOU]/.test(token.text) && statsFor(token.lower).familiar);
    return {
      token,
      syllables: acronym ? countSyllables(token.text) : statsFor(token.lower).syllables,
      isAcronym: acronym,
    };
  });
}

/** Add one sentence's words to the counts. */
export function countWords(words: readonly WordInfo[], counts: ReadabilityCounts): void {
  for (const { token, syllables, isAcronym } of words) {
    counts.words++;
    counts.syllables += syllables;
    if (syllables <= 1) counts.monosyllables++;
    if (syllables >= 3) counts.polysyllables++;
    const word = statsFor(token.lower);
    counts.letters += word.letters;
    if (word.letters > 6) counts.longWords++;
    if (token.isNumber) continue;
    if (isAcronym) {
      const key = token.text.replace(/\./g, '').replace(/(?:['’]s|s)$/, '');
      if (!COMMON.has(key)) counts.difficultWords++;
      continue;
    }
    if (word.familiar) continue;
    counts.difficultWords++;
    if (word.complex) counts.complexWords++;
  }
}

/**
 * Counts for a plain text: sentences, words, syllables and the rest. Sentences of the firm's boilerplate
 * (`excludeSentences`, as analyzeReadability takes it) are not counted.
 */
export function countText(
  text: string,
  options: { excludeSentences?: ReadonlySet<string> } = {},
): ReadabilityCounts {
  const counts = emptyCounts();
  for (const sentence of splitSentences(text)) {
    const tokens = tokenizeWords(sentence.text);
    if (tokens.length === 0) continue;
    if (isBoilerplateSentence(sentence.text, options.excludeSentences)) continue;
    counts.sentences++;
    countWords(classifyWords(tokens), counts);
  }
  return counts;
}
