import { describe, expect, it } from 'vitest';
import { findFirstMatch, findInText, normalizeForSearch } from './highlight.ts';

describe(findInText.name, () => {
  it('ignores case and returns offsets into the original text', () => {
    const text = 'The Ongoing Charges Figure is 0.45%.';
    const range = findInText(text, 'ongoing charges');
    expect(range).toEqual({ start: 4, end: 19 });
    expect(text.slice(range!.start, range!.end)).toBe('Ongoing Charges');
  });

  it('treats runs of spaces, tabs and line breaks as one space on either side', () => {
    const text = 'Past performance is\n  not a guide\tto future returns.';
    const range = findInText(text, '  past   performance is not a guide to ');
    expect(text.slice(range!.start, range!.end)).toBe('Past performance is\n  not a guide\tto');
  });

  it('matches typographic quotes, dashes and ligatures against plain ones', () => {
    const text = 'The fund’s “benchmark” — the ﬁrst of its kind';
    expect(text.slice(...bounds(findInText(text, 'fund\'s "benchmark" - the first')))).toBe(
      'fund’s “benchmark” — the ﬁrst',
    );
  });

  it('finds nothing for a blank quote or one that is not there', () => {
    expect(findInText('Some text', '   ')).toBeNull();
    expect(findInText('Some text', 'other')).toBeNull();
  });
});

describe(findFirstMatch.name, () => {
  it('returns the first segment in reading order that holds the quote', () => {
    const segments = [
      { key: 'b0', text: 'Value assessment' },
      { key: 'b1', text: 'We assessed VALUE across seven criteria.' },
      { key: 'b2', text: 'Value again.' },
    ];
    expect(findFirstMatch(segments, 'value across')).toEqual({ key: 'b1', start: 12, end: 24 });
    expect(findFirstMatch(segments, 'nowhere')).toBeNull();
  });
});

describe(normalizeForSearch.name, () => {
  it('maps every normalised character back to where it came from', () => {
    const { text, map } = normalizeForSearch('A\n\nB ﬁ');
    expect(text).toBe('a b fi');
    expect(map).toEqual([0, 1, 3, 4, 5, 5]);
  });
});

function bounds(range: { start: number; end: number } | null): [number, number] {
  if (!range) throw new Error('no match');
  return [range.start, range.end];
}
