/**
 * Text normalised for finding a quote in extracted text. A quote may differ from the stored text in case,
 * spacing and line breaks, typographic quotes and dashes, ligatures, and words hyphenated at a line end
 * ("invest-\nment"), so both sides are normalised the same way; `map` leads back to the original offsets.
 */

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\u00ad': '',
};

export type Normalized = {
  text: string;
  /** For each character of `text`, the index of the original character it came from. */
  map: number[];
};

const SPACE = /\s/;
/** Bullet glyphs: a quote may keep the bullet a list item is shown without. */
const BULLETS = new Set(['•', '▪', '◦', '‣', '∙', '●', '○', '■', '□']);
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;

/** A hyphen at a line end inside a word: a letter before it, space after, a lower-case letter next. */
function endsHyphenatedWord(original: string, at: number): number {
  if (at === 0 || !LETTER.test(original[at - 1]!)) return 0;
  let next = at + 1;
  while (next < original.length && SPACE.test(original[next]!)) next++;
  return next > at + 1 && next < original.length && LOWER.test(original[next]!) ? next - at : 0;
}

export function normalizeForSearch(original: string): Normalized {
  let text = '';
  const map: number[] = [];
  let lastWasSpace = false;
  for (let i = 0; i < original.length; i++) {
    const char = original[i]!;
    if (SPACE.test(char)) {
      if (!lastWasSpace) {
        text += ' ';
        map.push(i);
        lastWasSpace = true;
      }
      continue;
    }
    if (BULLETS.has(char)) continue;
    const replaced = REPLACEMENTS[char];
    if (replaced === '-' || char === '-') {
      const skip = endsHyphenatedWord(original, i);
      if (skip > 0) {
        i += skip - 1;
        continue;
      }
    }
    lastWasSpace = false;
    const lower = char.toLowerCase();
    const out = replaced ?? (lower.length === 1 ? lower : char);
    for (const piece of out) {
      text += piece;
      map.push(i);
    }
  }
  return { text, map };
}
