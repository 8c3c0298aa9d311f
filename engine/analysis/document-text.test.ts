import { describe, expect, it } from 'vitest';
import type { Block } from '../document-model.ts';
import {
  countWordsIn,
  documentText,
  flowBlocks,
  listItems,
  prepareDocument,
  PreparedDocument,
  readabilitySectionsWithPages,
  splitCapitalLabel,
  toReadabilitySections,
} from './document-text.ts';
import { clipQuote, compareSeverity, quoteAround, QUOTE_MAX_CHARS } from './finding.ts';
import { buildDocument, heading, list, paragraph, table } from './testing/build-document.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

/** A block placed at a given height on an A4 page (for header and footer bands). */
function at(block: Block, y0: number, y1 = y0 + 10): Block {
  return { ...block, bbox: [50, y0, 300, y1] };
}

function withBoxes(pages: Block[][]) {
  const doc = buildDocument(pages.map(() => []));
  doc.pages.forEach((page, i) => {
    page.blocks = pages[i]!;
  });
  return doc;
}

describe(flowBlocks.name, () => {
  it('marks a line repeated at the top of several pages as a running header', () => {
    const doc = withBoxes(
      [1, 2, 3].map((n) => [
        at(paragraph('Example Fund factsheet'), 20),
        at(paragraph(`Body text on page ${n} that says something different each time.`), 200),
        at(paragraph(`${n} of 3`), 800),
      ]),
    );
    const flow = flowBlocks(doc);
    expect(flow.filter((fb) => fb.running).map((fb) => fb.block.text)).toEqual([
      'Example Fund factsheet',
      '1 of 3',
      'Example Fund factsheet',
      '2 of 3',
      'Example Fund factsheet',
      '3 of 3',
    ]);
  });

  it('treats a bare page number in the footer band as running even on one page', () => {
    const doc = withBoxes([
      [at(paragraph('Some text in the body of the page.'), 300), at(paragraph('Page 7'), 810)],
    ]);
    expect(flowBlocks(doc).map((fb) => fb.running)).toEqual([false, true]);
  });

  it('does not treat repeated text in the body of the page, or text in the band of one page, as running', () => {
    const doc = withBoxes([
      [at(heading('Charges'), 300), at(paragraph('Unique header'), 20)],
      [at(heading('Charges'), 300)],
    ]);
    expectEvery(flowBlocks(doc), (fb) => !fb.running);
  });

  it('numbers blocks in reading order across pages', () => {
    const doc = buildDocument([[heading('A'), paragraph('one')], [paragraph('two')]]);
    expect(flowBlocks(doc).map((fb) => [fb.order, fb.page, fb.indexOnPage])).toEqual([
      [0, 1, 0],
      [1, 1, 1],
      [2, 2, 0],
    ]);
  });
});

describe(documentText.name, () => {
  it('splits paragraphs into sentences, lists into items and tables into rows, with pages and headings', () => {
    const doc = buildDocument([
      [
        heading('Charges'),
        paragraph('The fee is 1%. It is taken daily.'),
        list(['First item', 'Second item']),
      ],
      [
        table([
          ['Class', 'OCF'],
          ['A Acc', '0.85%'],
        ]),
      ],
    ]);
    const text = documentText(doc);
    expect(text.units.map((u) => [u.kind, u.text, u.page, u.heading])).toEqual([
      ['paragraph', 'The fee is 1%. It is taken daily.', 1, 'Charges'],
      ['list-item', 'First item', 1, 'Charges'],
      ['list-item', 'Second item', 1, 'Charges'],
      ['table-row', 'Class | OCF', 2, 'Charges'],
      ['table-row', 'A Acc | 0.85%', 2, 'Charges'],
    ]);
    expect(text.units[4]!.cells).toEqual(['A Acc', '0.85%']);
    expect(text.sentences.map((s) => s.text)).toEqual([
      'The fee is 1%.',
      'It is taken daily.',
      'First item',
      'Second item',
      'Class | OCF',
      'A Acc | 0.85%',
    ]);
    expect(text.sentences.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(text.wordCount).toBe(17);
  });
});

describe(toReadabilitySections.name, () => {
  it('opens a section per heading, makes each list item a paragraph and leaves tables and figures out', () => {
    const doc = buildDocument([
      [
        paragraph('An introduction before any heading.'),
        heading('Objective'),
        paragraph('The fund aims to grow your money.'),
        list(['UK shares', 'Government bonds']),
        table([
          ['Year', '2024'],
          ['Return', '5%'],
        ]),
        paragraph('12.5 14.1 -3.2'),
      ],
      [heading('Risks'), heading('Charges'), paragraph('You pay 1% a year.')],
    ]);
    expect(toReadabilitySections(doc)).toEqual([
      { paragraphs: ['An introduction before any heading.'] },
      {
        heading: 'Objective',
        paragraphs: ['The fund aims to grow your money.', 'UK shares', 'Government bonds'],
      },
      { heading: 'Risks', paragraphs: [] },
      { heading: 'Charges', paragraphs: ['You pay 1% a year.'] },
    ]);
  });

  it('records the page of every heading and paragraph', () => {
    const doc = buildDocument([[paragraph('Before.'), heading('A')], [paragraph('After.')]]);
    const layout = readabilitySectionsWithPages(doc);
    expect(layout.headingPages).toEqual([null, 1]);
    expect(layout.paragraphPages).toEqual([[1], [2]]);
  });

  it('turns a label set in capitals at the start of a paragraph into a heading', () => {
    const doc = buildDocument([[paragraph('FUND AIM The objective of this fund is to grow.')]]);
    expect(toReadabilitySections(doc)).toEqual([
      { heading: 'FUND AIM', paragraphs: ['The objective of this fund is to grow.'] },
    ]);
  });
});

describe(splitCapitalLabel.name, () => {
  it.each([
    ['FUND AIM The objective is growth.', 'FUND AIM', 'The objective is growth.'],
    ['GLOSSARY Investment management charge', 'GLOSSARY', 'Investment management charge'],
    [
      'ANNUAL PERFORMANCE (%) 12 months to 30 September',
      'ANNUAL PERFORMANCE (%)',
      '12 months to 30 September',
    ],
    ['LEGAL & GENERAL INVESTMENT MANAGEMENT', 'LEGAL & GENERAL INVESTMENT MANAGEMENT', ''],
  ])('splits %j', (text, label, rest) => {
    expect(splitCapitalLabel(text)).toEqual({ label, rest });
  });

  it.each([
    'FCA rules require firms to act fairly.',
    'The fund invests in UK shares.',
    'UK GDP grew.',
    'OCF 0.85% a year.',
  ])('leaves %j alone (an acronym, not a label)', (text) => {
    expect(splitCapitalLabel(text)).toEqual({ label: null, rest: text });
  });
});

describe(countWordsIn.name, () => {
  it('counts runs holding a letter or digit, not punctuation', () => {
    expect(countWordsIn('The fee is 0.85% — a year, (roughly).')).toBe(7);
    expect(countWordsIn('  \n\t ')).toBe(0);
    expect(countWordsIn('Société Générale')).toBe(2);
  });
});

describe(listItems.name, () => {
  it('drops bullets and numbers', () => {
    expect(listItems('• one\n- two\n1. three\n(a) four\n\n')).toEqual(['one', 'two', 'three', 'four']);
  });
});

describe(PreparedDocument.name, () => {
  it('computes shared views once and accepts itself', () => {
    const prepared = new PreparedDocument(
      buildDocument([[paragraph('Class A Accumulation of the Example Growth Fund.')]]),
    );
    expect(prepared.text).toBe(prepared.text);
    expect(prepareDocument(prepared)).toBe(prepared);
    expect(prepared.shareClasses.map((c) => c.name)).toEqual(['Class A Accumulation']);
    expect(prepared.fundNames.map((f) => f.name)).toEqual(['Example Growth Fund']);
  });
});

describe('quotes', () => {
  it('clips to the limit at a word boundary', () => {
    const long = 'word '.repeat(100);
    const quote = clipQuote(long);
    expect(quote.length).toBeLessThanOrEqual(QUOTE_MAX_CHARS);
    expect(quote.endsWith('…')).toBe(true);
    expect(clipQuote('  short   text ')).toBe('short text');
  });

  it('centres a quote on the match in a long text', () => {
    const text = `${'a '.repeat(200)}TARGET${' b'.repeat(200)}`;
    const at = text.indexOf('TARGET');
    const quote = quoteAround(text, at, at + 6);
    expect(quote).toContain('TARGET');
    expect(quote.length).toBeLessThanOrEqual(QUOTE_MAX_CHARS);
    expect(quote.startsWith('…') && quote.endsWith('…')).toBe(true);
  });

  it('orders severities', () => {
    expect(['low', 'high', 'info', 'medium'].sort((a, b) => compareSeverity(a as 'low', b as 'low'))).toEqual(
      ['high', 'medium', 'low', 'info'],
    );
  });
});
