import { describe, expect, it } from 'vitest';
import { layoutPage, type TextRun } from './layout.ts';

let seq = 0;
/** A run whose glyphs are half an em wide, like a typical proportional font. */
function run(str: string, x: number, y: number, options: Partial<TextRun> = {}): TextRun {
  const size = options.size ?? 10;
  return { str, x, y, width: str.length * size * 0.5, size, angle: 0, font: 'f1', seq: seq++, ...options };
}

/** Consecutive runs along one baseline with the given gaps (in points) between them. */
function line(words: string[], x: number, y: number, gap: number, options: Partial<TextRun> = {}): TextRun[] {
  const runs: TextRun[] = [];
  let at = x;
  for (const word of words) {
    const r = run(word, at, y, options);
    runs.push(r);
    at += r.width + gap;
  }
  return runs;
}

const texts = (runs: TextRun[]) => layoutPage(runs).map((b) => b.text);

describe('layoutPage', () => {
  it('inserts a space where the gap between runs is wider than a fraction of the font size', () => {
    expect(texts(line(['Net', 'asset', 'value'], 72, 700, 3))).toEqual(['Net asset value']);
  });

  it('does not split a word drawn as several touching runs', () => {
    expect(texts(line(['Invest', 'ment'], 72, 700, 0.2))).toEqual(['Investment']);
  });

  it('keeps the spaces the content stream gave as separate items', () => {
    const [a, b] = line(['Fund', 'size'], 72, 700, 0.5);
    expect(texts([a!, { ...b!, spaceBefore: true, seq: a!.seq + 1 }])).toEqual(['Fund size']);
  });

  it('drops text drawn twice to fake a bold face', () => {
    const a = run('Risk', 72, 700);
    expect(texts([a, { ...a, x: 72.3, seq: a.seq + 1 }])).toEqual(['Risk']);
  });

  it('joins the lines of a paragraph and separates paragraphs by the vertical gap', () => {
    const runs = [
      ...line(['The', 'fund', 'aims'], 72, 700, 3),
      ...line(['to', 'grow.'], 72, 688, 3),
      ...line(['Second', 'paragraph.'], 72, 650, 3),
    ];
    expect(texts(runs)).toEqual(['The fund aims to grow.', 'Second paragraph.']);
  });

  it('reads two columns one after the other, not across', () => {
    const left = [0, 1, 2, 3].flatMap((i) => line(['left', `line${i}`, 'words'], 50, 700 - i * 12, 3));
    const right = [0, 1, 2, 3].flatMap((i) => line(['right', `line${i}`, 'words'], 320, 700 - i * 12, 3));
    const result = texts([...right, ...left].sort(() => 0.5 - Math.random()));
    expect(result).toEqual([
      'left line0 words left line1 words left line2 words left line3 words',
      'right line0 words right line1 words right line2 words right line3 words',
    ]);
  });

  it('reads a full-width heading before the columns under it', () => {
    const heading = line(['Annual', 'report'], 50, 760, 5, { size: 20 });
    const left = [0, 1, 2].flatMap((i) =>
      line(['the', 'left', 'column', 'says', `a${i}`], 50, 700 - i * 12, 3),
    );
    const right = [0, 1, 2].flatMap((i) =>
      line(['the', 'right', 'column', 'says', `b${i}`], 320, 700 - i * 12, 3),
    );
    expect(texts([...left, ...right, ...heading])).toEqual([
      'Annual report',
      'the left column says a0 the left column says a1 the left column says a2',
      'the right column says b0 the right column says b1 the right column says b2',
    ]);
  });

  it('finds a table from rows of column-aligned cells and keeps its cells', () => {
    const rows = [
      ['Period', '1 year', '3 years'],
      ['Fund', '4.2%', '12.1%'],
      ['Benchmark', '3.9%', '11.0%'],
    ];
    const runs = rows.flatMap((cells, r) => cells.map((cell, c) => run(cell, 72 + c * 120, 600 - r * 14)));
    const blocks = layoutPage(runs);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.kind).toBe('table');
    expect(blocks[0]!.cells).toEqual(rows);
    expect(blocks[0]!.text).toBe('Period\t1 year\t3 years\nFund\t4.2%\t12.1%\nBenchmark\t3.9%\t11.0%');
  });

  it('does not take two columns of prose for a table', () => {
    const left = [0, 1, 2, 3].map((i) =>
      run(`this is a sentence of prose in the left column ${i}`, 50, 700 - i * 12, { width: 230 }),
    );
    const right = [0, 1, 2, 3].map((i) =>
      run(`and this one runs on in the right hand column ${i}`, 320, 700 - i * 12, { width: 230 }),
    );
    const blocks = layoutPage([...left, ...right]);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph']);
  });

  it('groups bulleted lines into a list block, one item per line', () => {
    const runs = [
      ...line(['•', 'Low', 'charges'], 72, 700, 3),
      ...line(['•', 'Daily', 'dealing'], 72, 688, 3),
      ...line(['•', 'ISA', 'eligible'], 72, 676, 3),
    ];
    const blocks = layoutPage(runs);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.kind).toBe('list');
    expect(blocks[0]!.text).toBe('• Low charges\n• Daily dealing\n• ISA eligible');
  });

  it('recognises figure and table captions', () => {
    expect(layoutPage(line(['Figure', '2:', 'Fund', 'performance'], 72, 700, 3))[0]!.kind).toBe('caption');
  });

  it('reads rotated text along its own baseline', () => {
    // Text running bottom to top (90°): successive words go up the page.
    const runs = ['Past', 'performance', 'is', 'not', 'a', 'guide'].reduce<TextRun[]>((acc, word) => {
      const y = acc.length === 0 ? 100 : acc[acc.length - 1]!.y + acc[acc.length - 1]!.width + 3;
      acc.push(run(word, 560, y, { angle: 90 }));
      return acc;
    }, []);
    const body = line(['Main', 'text'], 72, 700, 3);
    const result = texts([...runs, ...body]);
    expect(result).toContain('Past performance is not a guide');
    expect(result).toContain('Main text');
  });

  it('joins hyphenated line ends only when asked to', () => {
    const runs = [...line(['The', 'invest-'], 72, 700, 3), ...line(['ment', 'grew.'], 72, 688, 3)];
    expect(texts(runs)).toEqual(['The invest- ment grew.']);
    expect(layoutPage(runs, { dehyphenate: true })[0]!.text).toBe('The investment grew.');
  });

  it('returns bounding boxes in user space and the predominant font size', () => {
    const [block] = layoutPage(line(['Hello', 'world'], 100, 500, 3, { size: 12 }));
    expect(block!.fontSize).toBe(12);
    const [x0, y0, x1, y1] = block!.bbox;
    expect(x0).toBeCloseTo(100);
    expect(y0).toBeLessThan(500);
    expect(y1).toBeGreaterThan(500);
    expect(x1).toBeGreaterThan(150);
  });

  it('keeps where each line is and which characters of the block text it holds', () => {
    const runs = [
      ...line(['The', 'fund', 'aims'], 72, 700, 3),
      ...line(['to', 'grow.'], 72, 688, 3),
      ...line(['•', 'Low', 'charges'], 72, 640, 3),
      ...line(['•', 'Daily', 'dealing'], 72, 628, 3),
    ];
    const [paragraph, list] = layoutPage(runs);
    const printed = (block: typeof paragraph) =>
      block!.lineBoxes.map((l) => block!.text.slice(l.start, l.end));
    expect(printed(paragraph)).toEqual(['The fund aims', 'to grow.']);
    expect(printed(list)).toEqual(['• Low charges', '• Daily dealing']);
    const [first, second] = paragraph!.lineBoxes;
    // User space, y up: the second line is below the first, and both lie inside the block.
    expect(second!.bbox[3]).toBeLessThanOrEqual(first!.bbox[1] + 1);
    expect(first!.bbox[0]).toBeCloseTo(72);
    expect(first!.bbox[3]).toBeCloseTo(paragraph!.bbox[3]);
    expect(second!.bbox[1]).toBeCloseTo(paragraph!.bbox[1]);
  });

  it('gives each table row a line, and a dehyphenated line ends before the joined word goes on', () => {
    const rows = [
      ['Period', '1 year'],
      ['Fund', '4.2%'],
      ['Benchmark', '3.9%'],
    ];
    const table = layoutPage(
      rows.flatMap((cells, r) => cells.map((cell, c) => run(cell, 72 + c * 120, 600 - r * 14))),
    )[0]!;
    expect(table.lineBoxes.map((l) => table.text.slice(l.start, l.end))).toEqual([
      'Period\t1 year',
      'Fund\t4.2%',
      'Benchmark\t3.9%',
    ]);
    const runs = [...line(['The', 'invest-'], 72, 700, 3), ...line(['ment', 'grew.'], 72, 688, 3)];
    const joined = layoutPage(runs, { dehyphenate: true })[0]!;
    expect(joined.lineBoxes.map((l) => joined.text.slice(l.start, l.end))).toEqual([
      'The invest',
      'ment grew.',
    ]);
  });
});
