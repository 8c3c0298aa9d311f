import { describe, expect, it } from 'vitest';
import { locateOnPage } from './locate-quote.ts';
import { quoteBoxes, type PositionedPage } from './quote-boxes.ts';

/** A paragraph printed on three lines, a bulleted list on two, and a two-row table. */
type Page = PositionedPage & { number: number };

const page: Page = {
  number: 1,
  width: 600,
  height: 800,
  blocks: [
    {
      kind: 'paragraph',
      text: 'The fund aims to grow your money over five years. Your capital is at risk.',
      bbox: [50, 100, 400, 136],
      lines: [
        { bbox: [50, 100, 390, 112], start: 0, end: 24 },
        { bbox: [50, 112, 400, 124], start: 25, end: 50 },
        { bbox: [50, 124, 260, 136], start: 51, end: 74 },
      ],
    },
    {
      kind: 'list',
      text: '• Fees apply each year\n• Past performance is not a guide',
      bbox: [60, 200, 380, 224],
      lines: [
        { bbox: [60, 200, 300, 212], start: 0, end: 22 },
        { bbox: [60, 212, 380, 224], start: 23, end: 56 },
      ],
    },
    {
      kind: 'table',
      text: 'Ongoing charges\t0.85%\nEntry charge\tNone',
      cells: [
        ['Ongoing charges', '0.85%'],
        ['Entry charge', 'None'],
      ],
      bbox: [50, 300, 500, 330],
      lines: [
        { bbox: [50, 300, 500, 314], start: 0, end: 21 },
        { bbox: [50, 316, 480, 330], start: 22, end: 39 },
      ],
    },
  ],
};

function boxesOf(target: Page, quote: string) {
  const ranges = locateOnPage(target, quote);
  expect(ranges, `“${quote}” is on the page`).not.toBeNull();
  return quoteBoxes(target, ranges!);
}

describe(quoteBoxes.name, () => {
  it('gives the box of each printed line the quote runs over, and no other', () => {
    expect(boxesOf(page, 'over five years. Your capital')).toEqual([
      [50, 112, 400, 124],
      [50, 124, 260, 136],
    ]);
  });

  it('places a list item by the line it is printed on, bullet aside', () => {
    expect(boxesOf(page, 'Past performance is not a guide')).toEqual([[60, 212, 380, 224]]);
  });

  it('places a table row quoted with its header once, on its row', () => {
    expect(boxesOf(page, 'Ongoing charges: 0.85%')).toEqual([[50, 300, 500, 314]]);
    expect(boxesOf(page, 'Entry charge | None')).toEqual([[50, 316, 480, 330]]);
  });

  it('falls back to the boxes of the blocks for a model stored without lines', () => {
    const old = { ...page, blocks: page.blocks.map(({ lines: _lines, ...block }) => block) };
    expect(boxesOf(old, 'money over five years')).toEqual([[50, 100, 400, 136]]);
  });

  it('keeps boxes inside the page and drops one printed off it', () => {
    const bleed: Page = {
      number: 1,
      width: 600,
      height: 800,
      blocks: [
        {
          kind: 'paragraph',
          text: 'Printed into the bleed. Printed off the page.',
          bbox: [-20, 780, 620, 830],
          lines: [
            { bbox: [-20, 780, 620, 795], start: 0, end: 23 },
            { bbox: [0, 810, 300, 830], start: 24, end: 45 },
          ],
        },
      ],
    };
    expect(boxesOf(bleed, 'bleed. Printed off')).toEqual([[0, 780, 600, 795]]);
  });

  it('has nothing to draw on pages without positions (Office files, OCR)', () => {
    expect(boxesOf({ ...page, width: 0, height: 0 }, 'five years')).toEqual([]);
    expect(boxesOf({ ...page, ocr: true }, 'five years')).toEqual([]);
  });
});
