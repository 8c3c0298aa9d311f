import { SYLLABLE_EXCEPTIONS } from './data/syllable-dictionary.ts';
import { countSyllablesByRule } from './syllable-rules.ts';

const DICTIONARY: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>();
  for (const [count, words] of Object.entries(SYLLABLE_EXCEPTIONS)) {
    for (const word of words.split(' ')) if (word) map.set(word, Number(count));
  }
  return map;
})();

// Letter names as spoken in an acronym: "double-you" is the only one of more than one syllable.
const LETTER_SYLLABLES: Readonly<Record<string, number>> = { w: 3 };

// A memo keeps long documents fast (the same few thousand words recur); bounded so a long-running
// process that sees endless distinct tokens cannot grow it without limit.
const MEMO_LIMIT = 50_000;
const memo = new Map<string, number>();

function lookupOrRule(word: string): number {
  const known = DICTIONARY.get(word);
  if (known !== undefined) return known;
  // plural or possessive of a dictionary word: areas, area's, areas'
  const possessive = /^(.+?)(?:'s|s'|')$/.exec(word);
  if (possessive?.[1] !== undefined) {
    const stem = possessive[1];
    const stemCount = DICTIONARY.get(stem) ?? countSyllablesByRule(stem);
    // the possessive s adds a syllable after a sibilant: boss's, church's
    return word.endsWith("'s") && /(?:[sxz]|[cs]h|[cgsz]e)$/.test(stem) ? stemCount + 1 : stemCount;
  }
  if (word.endsWith('s') && !word.endsWith('ss')) {
    const stemCount = DICTIONARY.get(word.slice(0, -1));
    if (stemCount !== undefined && !/(?:[sxz]|[cs]h|[cgsz]e)$/.test(word.slice(0, -1))) return stemCount;
  }
  return countSyllablesByRule(word);
}

/**
 * Syllables in one word: the pronouncing dictionary first, then the rules. Hyphenated words are the sum of
 * their parts; numbers count as one syllable (as most readability tools do); an acronym written in
 * capitals (NAV, OCF) counts its letter names, which is how readers say it.
 */
export function countSyllables(token: string): number {
  const cached = memo.get(token);
  if (cached !== undefined) return cached;
  const result = computeSyllables(token);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(token, result);
  return result;
}

function computeSyllables(token: string): number {
  const cleaned = token
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');
  if (cleaned.length === 0) return 0;
  if (/^[\p{N}.,%]+$/u.test(cleaned) || /^\p{N}/u.test(cleaned)) return 1;
  const parts = cleaned.split(/[-\u2010\u2011/]+/).filter((p) => p.length > 0);
  if (parts.length > 1) return parts.reduce((sum, part) => sum + computeSyllables(part), 0);
  const letters = cleaned.replace(/[.']/g, '');
  if (isAcronymForm(cleaned)) {
    let total = 0;
    for (const ch of letters.replace(/s$/, '').toLowerCase())
      total += /\p{N}/u.test(ch) ? 1 : (LETTER_SYLLABLES[ch] ?? 1);
    return total;
  }
  return lookupOrRule(cleaned.toLowerCase());
}

/** NAV, OCFs, ACD's, U.K., T.V.: written as capital letters and read letter by letter. */
export function isAcronymForm(token: string): boolean {
  if (/^(?:[A-Z]\.)+[A-Z]\.?$/.test(token)) return true;
  return /^[A-Z][A-Z0-9]{1,7}(?:s|'s)?$/.test(token) && /[A-Z].*[A-Z]/.test(token);
}
