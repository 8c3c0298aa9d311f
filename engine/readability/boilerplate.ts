import { splitSentences } from './tokenize.ts';

// A firm's boilerplate (index-licence notices, disclaimers: text it must print and cannot change) is left out
// of the reading measures, so a reading age measures the words the firm writes (issue 30 item 6).
//
// Matching is by sentence, on a normal form that ignores case, spacing, punctuation and the typographic
// variants of quotes and dashes: a disclaimer marked once from one document is found in every other document
// whatever its layout, line breaks or curly quotes. Only whole sentences match; a sentence that merely
// contains a boilerplate sentence is the firm's own words and stays measured.

/** The normal form sentences are matched by: lower case, letters and digits only, single spaces. */
export function normaliseSentence(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The normal forms of every sentence of the firm's boilerplate passages: the set `excludeSentences` takes.
 * A passage of several sentences marks each of them, so a document that prints only part of a disclaimer
 * still has that part left out.
 */
export function boilerplateSentenceSet(passages: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const passage of passages) {
    for (const sentence of splitSentences(passage)) {
      const key = normaliseSentence(sentence.text);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/** Is this sentence one of the firm's boilerplate sentences? */
export function isBoilerplateSentence(
  text: string,
  excludeSentences: ReadonlySet<string> | undefined,
): boolean {
  if (!excludeSentences || excludeSentences.size === 0) return false;
  return excludeSentences.has(normaliseSentence(text));
}
