import { describe, expect, it } from 'vitest';
import { expectEvery, expectNone } from '#common/testing/expect-every.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { buildDocument, heading, list, paragraph, table } from '../analysis/testing/build-document.ts';
import { quoteResolves } from './locate.ts';
import { rowQuote, textModel } from './text-model.ts';

/** Three pages, each ending in the same footer set low on the page. */
function withFooter(doc: ExtractedDocument): ExtractedDocument {
  for (const page of doc.pages)
    page.blocks.push({
      kind: 'paragraph',
      text: `Fund factsheet | Page ${page.number} of 3`,
      bbox: [56, 800, 300, 810],
      fontSize: 7,
    });
  return doc;
}

const doc = withFooter(
  buildDocument([
    [
      heading('Objective'),
      paragraph('The fund aims to grow your money. It invests in UK shares.'),
      list(['You could lose money.', 'Charges reduce returns.']),
    ],
    [
      heading('Charges'),
      table([
        ['Charge', 'Rate'],
        ['Ongoing charges', '0.85%'],
        ['Entry charge', '0.00%'],
      ]),
    ],
    [paragraph('Past performance is not a guide to the future.')],
  ]),
);

describe(textModel.name, () => {
  it('flags the running footer and keeps it out of prose and passages, but not out of the flow', () => {
    const model = textModel(doc);
    expect(model.flow.filter((fb) => fb.running)).toHaveLength(3);
    expectNone(model.sentences, (s) => s.text.includes('Fund factsheet'));
    expectNone(model.passages, (p) => p.text.includes('Fund factsheet'));
    expect(model.flowSentences.filter((s) => s.running)).toHaveLength(3);
  });

  it('keeps body sentences at the top of two pages that differ only in their figures', () => {
    const twoPages = buildDocument([
      [paragraph('In 2023 the fund returned 5%.')],
      [paragraph('In 2021 the fund returned 3%.')],
    ]);
    expectNone(textModel(twoPages).flow, (fb) => fb.running);
  });

  it('gives sentences with their page, heading and offsets in the block text', () => {
    const model = textModel(doc);
    const [first, second] = model.sentences;
    expect(first).toMatchObject({ page: 1, text: 'The fund aims to grow your money.' });
    expect(model.units[first!.unit]!.heading).toBe('Objective');
    const block = model.flow[second!.blockOrder]!.block;
    expect(block.text.slice(second!.start, second!.end)).toBe('It invests in UK shares.');
    const item = model.sentences.find((s) => s.text === 'Charges reduce returns.')!;
    expect(model.flow[item.blockOrder]!.block.text.slice(item.start, item.end)).toBe(
      'Charges reduce returns.',
    );
  });

  it('reads table rows with their column headers, quoted so they resolve on the page', () => {
    const rows = textModel(doc).tableRows.filter((r) => r.header);
    expect(rows.map(rowQuote)).toEqual([
      'Charge | Rate: Ongoing charges | 0.85%',
      'Charge | Rate: Entry charge | 0.00%',
    ]);
    expectEvery(rows, (r) => quoteResolves(doc, r.page, rowQuote(r)));
  });

  it('groups sentences into passages under their heading, a table into one passage', () => {
    const passages = textModel(doc).passages;
    expect(passages.map((p) => [p.page, p.heading, p.kind])).toEqual([
      [1, 'Objective', 'paragraph'],
      [1, 'Objective', 'list'],
      [2, 'Charges', 'table'],
      [3, 'Charges', 'paragraph'],
    ]);
    expect(passages[2]!.rows).toHaveLength(3);
  });

  it('is built once per document object', () => {
    expect(textModel(doc)).toBe(textModel(doc));
  });

  it('resolves every body sentence on its page', () => {
    const model = textModel(doc);
    expectEvery(model.sentences, (s) => quoteResolves(doc, s.page, s.text));
  });
});
