import { describe, expect, it } from 'vitest';
import {
  headingLevels,
  isNumberedList,
  listItems,
  locateHighlight,
  pageSegments,
  parsePages,
  tableRows,
} from './document-pages.ts';

const pages = parsePages([
  {
    number: 2,
    width: 595,
    height: 842,
    text: 'Costs\nOngoing charges 0.45%',
    imageCount: 0,
    blocks: [
      { kind: 'heading', text: 'Costs', bbox: [0, 0, 1, 1], fontSize: 18, level: 1 },
      {
        kind: 'table',
        text: 'Charge\tRate\nOngoing charges\t0.45%',
        bbox: [0, 0, 1, 1],
        fontSize: 9,
        cells: [
          ['Charge', 'Rate'],
          ['Ongoing charges', '0.45%'],
        ],
      },
    ],
  },
  {
    number: 1,
    width: 595,
    height: 842,
    text: 'Objective',
    imageCount: 0,
    blocks: [
      {
        kind: 'paragraph',
        text: 'The fund aims to grow. Ongoing charges apply.',
        bbox: [0, 0, 1, 1],
        fontSize: 10,
      },
      { kind: 'list', text: '• First point\n• Second point', bbox: [0, 0, 1, 1], fontSize: 10 },
    ],
  },
  { nonsense: true },
]);

describe(parsePages.name, () => {
  it('keeps readable pages in page order and drops the rest', () => {
    expect(pages.map((page) => page.number)).toEqual([1, 2]);
  });
});

describe(locateHighlight.name, () => {
  it('looks on the requested page first', () => {
    expect(locateHighlight(pages, 'ongoing CHARGES', 2)).toEqual({
      page: 2,
      ranges: [{ key: 'b1:1:0', start: 0, end: 15 }],
    });
  });

  it('falls back to the first page that has the quote', () => {
    expect(locateHighlight(pages, 'ongoing charges', 7)).toMatchObject({
      page: 1,
      ranges: [{ key: 'b0' }],
    });
    expect(locateHighlight(pages, 'second   point')).toEqual({
      page: 1,
      ranges: [{ key: 'b1:i1', start: 0, end: 12 }],
    });
    expect(locateHighlight(pages, 'absent')).toBeNull();
    expect(locateHighlight(pages, '')).toBeNull();
  });

  it('finds a sentence that runs on into the next block, and marks both parts', () => {
    expect(locateHighlight(pages, 'Ongoing charges apply. First point', 1)).toEqual({
      page: 1,
      ranges: [
        { key: 'b0', start: 23, end: 45 },
        { key: 'b1:i0', start: 0, end: 11 },
      ],
    });
  });

  it('finds a quote cut short with "…" and a table row quoted with its header', () => {
    expect(locateHighlight(pages, '…aims to grow. Ongoing…', 1)).toMatchObject({ page: 1 });
    expect(locateHighlight(pages, 'Charge | Rate: Ongoing charges | 0.45%', 2)).toEqual({
      page: 2,
      ranges: [
        { key: 'b1:0:0', start: 0, end: 6 },
        { key: 'b1:0:1', start: 0, end: 4 },
        { key: 'b1:1:0', start: 0, end: 15 },
        { key: 'b1:1:1', start: 0, end: 5 },
      ],
    });
    // Cells glued into one sentence are not printed like that.
    expect(locateHighlight(pages, 'Ongoing charges 0.45%', 2)).toBeNull();
  });

  it('searches the plain text of a page that has no blocks', () => {
    const plain = parsePages([
      { number: 1, width: 0, height: 0, text: 'Sheet one text', imageCount: 0, blocks: [] },
    ]);
    expect(pageSegments(plain[0]!)).toEqual([{ key: 'page-text', text: 'Sheet one text' }]);
    expect(locateHighlight(plain, 'one')).toEqual({
      page: 1,
      ranges: [{ key: 'page-text', start: 6, end: 9 }],
    });
  });
});

describe('blocks', () => {
  it('strips bullets and numbers from list items', () => {
    expect(listItems('• First\n- Second\n3) Third\n\n')).toEqual(['First', 'Second', 'Third']);
    expect(isNumberedList('1. One\n2. Two')).toBe(true);
    expect(isNumberedList('• One\n2. Two')).toBe(false);
  });

  it('reads table rows from cells, or from tabbed text', () => {
    expect(tableRows({ kind: 'table', text: 'a\tb\nc\td' })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});

describe(headingLevels.name, () => {
  it('ranks the levels a page uses and never skips a level going deeper', () => {
    const [page] = parsePages([
      {
        number: 1,
        width: 1,
        height: 1,
        text: '',
        imageCount: 0,
        blocks: [
          { kind: 'heading', text: 'Small first', level: 3 },
          { kind: 'heading', text: 'Title', level: 1 },
          { kind: 'paragraph', text: 'x', level: 9 },
          { kind: 'heading', text: 'Section' },
          { kind: 'heading', text: 'Detail', level: 3 },
          { kind: 'heading', text: 'Next title', level: 1 },
        ],
      },
    ]);
    expect([...headingLevels(page!)]).toEqual([
      [0, 3],
      [1, 3],
      [3, 4],
      [4, 5],
      [5, 3],
    ]);
  });
});
