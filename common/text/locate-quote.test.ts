import { describe, expect, it } from 'vitest';
import { locateOnPage, locateQuote, type QuotePage } from './locate-quote.ts';
import { normalizeForSearch } from './normalise-for-search.ts';

const page = (number: number, ...blocks: QuotePage['blocks']): QuotePage => ({ number, blocks });

/** The text a location covers, piece by piece. */
function covered(p: QuotePage, quote: string): string[] | null {
  const ranges = locateOnPage(p, quote);
  if (!ranges) return null;
  return ranges.map((r) => {
    const [b, row, cell] = r.key.slice(1).split(':');
    const block = p.blocks[Number(b)]!;
    const text = cell !== undefined ? block.cells![Number(row)]![Number(cell)]! : block.text;
    return text.slice(r.start, r.end);
  });
}

describe(normalizeForSearch.name, () => {
  it('maps every normalised character back to where it came from', () => {
    const { text, map } = normalizeForSearch('A\n\nB ﬁ');
    expect(text).toBe('a b fi');
    expect(map).toEqual([0, 1, 3, 4, 5, 5]);
  });

  it('treats typographic quotes, dashes, ligatures and bullets as their plain forms', () => {
    expect(normalizeForSearch('The fund’s “benchmark” — the ﬁrst • item').text).toBe(
      'the fund\'s "benchmark" - the first item',
    );
  });

  it('joins a word hyphenated at a line end, and keeps other hyphens', () => {
    expect(normalizeForSearch('invest-\nment in long-term').text).toBe('investment in long-term');
  });
});

describe(locateOnPage.name, () => {
  const prose = page(
    1,
    { kind: 'paragraph', text: 'The value of investments can go down as well as up and you may' },
    { kind: 'paragraph', text: 'get back less than you invest. Past performance is not a guide.' },
  );

  it('finds a sentence that runs on from one block into the next', () => {
    expect(covered(prose, 'and you may get back less than you invest.')).toEqual([
      'and you may',
      'get back less than you invest.',
    ]);
  });

  it('finds a quote cut short with "…" at either end or in the middle', () => {
    expect(covered(prose, '…investments can go down…')).toEqual(['investments can go down']);
    expect(covered(prose, 'The value of investments … Past performance')).toEqual([
      'The value of investments',
      'Past performance',
    ]);
  });

  it('ignores case, spacing and line-end hyphenation', () => {
    const hyphenated = page(1, {
      kind: 'paragraph',
      text: 'Charges re-\nduce the value of your invest-\nment.',
    });
    expect(locateOnPage(hyphenated, 'charges reduce the VALUE of your investment.')).not.toBeNull();
  });

  it('finds a table row quoted with its header, each cell within its own cell', () => {
    const table = page(2, {
      kind: 'table',
      text: '',
      cells: [
        ['Year', '2019', '2020'],
        ['Fund', '0.7', '0.2'],
      ],
    });
    expect(covered(table, 'Year | 2019 | 2020: Fund | 0.7 | 0.2')).toEqual([
      'Year',
      '2019',
      '2020',
      'Fund',
      '0.7',
      '0.2',
    ]);
    expect(covered(table, 'Fund | 2020: 0.2')).toEqual(['Fund', '2020', '0.2']);
    // Cells glued into one "sentence" are not on the page as printed.
    expect(locateOnPage(table, 'Fund 0.7')).toBeNull();
  });

  it('finds nothing for a blank quote or words that are not on the page', () => {
    expect(locateOnPage(prose, '  ')).toBeNull();
    expect(locateOnPage(prose, '…')).toBeNull();
    expect(locateOnPage(prose, 'you may get back more than you invest')).toBeNull();
  });
});

describe(locateQuote.name, () => {
  it('looks on the preferred page first, then in page order', () => {
    const pages = [
      page(1, { kind: 'paragraph', text: 'Ongoing charges apply.' }),
      page(2, { kind: 'paragraph', text: 'Ongoing charges are 0.85%.' }),
    ];
    expect(locateQuote(pages, 'ongoing charges', 2)?.page).toBe(2);
    expect(locateQuote(pages, 'ongoing charges', 9)?.page).toBe(1);
    expect(locateQuote(pages, 'entry charges')).toBeNull();
  });
});
