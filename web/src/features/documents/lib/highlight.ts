/**
 * Finding a quoted passage in extracted text, for `?highlight=` links from findings and evidence. The
 * quote may differ from the stored text in case, spacing and line breaks, typographic quotes and dashes,
 * and ligatures, so both sides are normalised; the match is mapped back to the original text's offsets.
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

export function normalizeForSearch(original: string): Normalized {
  let text = '';
  const map: number[] = [];
  let lastWasSpace = false;
  for (let i = 0; i < original.length; i++) {
    const char = original[i]!;
    if (/\s/.test(char)) {
      if (!lastWasSpace) {
        text += ' ';
        map.push(i);
        lastWasSpace = true;
      }
      continue;
    }
    lastWasSpace = false;
    const replaced = REPLACEMENTS[char];
    const lower = char.toLowerCase();
    const out = replaced ?? (lower.length === 1 ? lower : char);
    for (const piece of out) {
      text += piece;
      map.push(i);
    }
  }
  return { text, map };
}

export type TextRange = { start: number; end: number };

/** The first occurrence of `query` in `text`, as offsets into `text` (end exclusive), or null. */
export function findInText(text: string, query: string): TextRange | null {
  const needle = normalizeForSearch(query.trim()).text.trim();
  if (!needle) return null;
  const haystack = normalizeForSearch(text);
  const at = haystack.text.indexOf(needle);
  if (at < 0) return null;
  const start = haystack.map[at]!;
  const end = haystack.map[at + needle.length - 1]! + 1;
  return { start, end };
}

export type TextSegment = { key: string; text: string };
export type SegmentMatch = TextRange & { key: string };

/** The first segment (block, list item or table cell, in reading order) holding the quote. */
export function findFirstMatch(segments: readonly TextSegment[], query: string): SegmentMatch | null {
  for (const segment of segments) {
    const range = findInText(segment.text, query);
    if (range) return { key: segment.key, ...range };
  }
  return null;
}
