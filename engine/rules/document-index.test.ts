import { describe, expect, it } from 'vitest';
import { DocumentIndex } from './document-index.ts';
import { compilePattern } from './patterns.ts';
import { documentFromBlocks } from './testing/build-document.ts';

describe(DocumentIndex.name, () => {
  const doc = documentFromBlocks([
    [
      { kind: 'heading', text: 'Risks', fontSize: 16 },
      { text: 'Capital at risk. The value can fall. Is my money safe?' },
      { kind: 'list', text: '• First item\n• Second item' },
    ],
    [
      { kind: 'table', text: '| Year | Fund |\n| 2024 | 5.1% |' },
      { text: 'Small print here, long enough to count for something.', fontSize: 7 },
      { text: 'Body text set in the usual size across the document for most readers.' },
    ],
  ]);
  const index = new DocumentIndex(doc);

  it('splits blocks into sentences with their pages and kinds', () => {
    expect(index.sentences.map((s) => [s.page, s.kind, s.text])).toEqual([
      [1, 'heading', 'Risks'],
      [1, 'paragraph', 'Capital at risk.'],
      [1, 'paragraph', 'The value can fall.'],
      [1, 'paragraph', 'Is my money safe?'],
      [1, 'list', 'First item'],
      [1, 'list', 'Second item'],
      [2, 'table', 'Year | Fund'],
      [2, 'table', '2024 | 5.1%'],
      [2, 'paragraph', 'Small print here, long enough to count for something.'],
      [2, 'paragraph', 'Body text set in the usual size across the document for most readers.'],
    ]);
    expect(index.sentences[3]?.isQuestion).toBe(true);
  });

  it('finds the predominant body font size and the largest size on each page', () => {
    expect(index.bodyFontSize).toBe(10);
    expect(index.pageMaxFontSize.get(1)).toBe(16);
    expect(index.pageMaxFontSize.get(2)).toBe(10);
  });

  it('never lets a match run across sentences', () => {
    const across = compilePattern('/risk\\.[\\s\\S]{0,5}The/i');
    expect(index.find(across)).toEqual([]);
    // A greedy gap would reach the "fall" of the next sentence; the match is retried inside the first.
    const twoFalls = new DocumentIndex(documentFromBlocks([[{ text: 'The value can fall. It may fall.' }]]));
    const greedy = compilePattern('/value[^!]{0,40}fall/i');
    expect(twoFalls.find(greedy)).toEqual([{ sentence: 0, start: 4, end: 18 }]);
  });

  it('reports no body font size without font data', () => {
    const noFonts = documentFromBlocks(
      [[{ text: 'Plain text from a Word document with no font sizes at all in it.' }]],
      0,
    );
    expect(new DocumentIndex(noFonts).bodyFontSize).toBeNull();
  });
});
