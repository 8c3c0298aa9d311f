import { describe, expect, it } from 'vitest';
import { ExtractionError, countImageXObjects, extractPdf } from './pdf.ts';
import { buildPdf, textPage } from './testing/pdf-builder.ts';

// Captured before pdf.js is first loaded (it is imported lazily by the first extraction).
const NATIVE = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

const BODY = [
  'The fund aims to grow your investment over the long term.',
  'It invests mainly in shares of companies listed in the United Kingdom.',
  'The value of investments can go down as well as up.',
];

async function extractionError(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('extractPdf', () => {
  it('extracts text, page count, metadata and page labels from a generated PDF', async () => {
    const pdf = buildPdf({
      pages: [
        {
          text: [
            { text: 'Key Investor Information', x: 72, y: 780, size: 22 },
            ...textPage(BODY, { top: 720 }).text!,
          ],
        },
        textPage(['Second page text for the reader.', 'Charges are taken from capital.']),
      ],
      title: 'KIID — Example Fund',
      author: 'Example Asset Management',
      lang: 'en-GB',
      tagged: true,
      romanPages: 1,
    });
    const doc = await extractPdf(pdf);
    expect(doc.pageCount).toBe(2);
    expect(doc.method).toBe('pdfjs');
    expect(doc.metadata).toMatchObject({
      title: 'KIID — Example Fund',
      author: 'Example Asset Management',
      language: 'en-GB',
      isTagged: true,
    });
    expect(doc.metadata.encrypted).toBeUndefined();
    expect(doc.pages.map((p) => p.label)).toEqual(['i', '1']);
    expect(doc.pages[0]!.text).toContain('The fund aims to grow your investment over the long term.');
    expect(doc.text).toContain('Charges are taken from capital.');
    expect(doc.pages[0]!.width).toBe(595);
    expect(doc.pages[0]!.height).toBe(842);

    const heading = doc.pages[0]!.blocks[0]!;
    expect(heading).toMatchObject({
      kind: 'heading',
      level: 1,
      text: 'Key Investor Information',
      fontSize: 22,
    });
    // Top-left origin: the heading near the top of the page has a small y.
    expect(heading.bbox[1]).toBeLessThan(70);
    expect(heading.bbox[0]).toBeCloseTo(72, 0);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('joins words by their gaps, so table cells do not run together', async () => {
    const pdf = buildPdf({
      pages: [
        {
          text: [
            ['Period', '1 year', '3 years'],
            ['Fund', '4.2%', '12.1%'],
            ['Benchmark', '3.9%', '11.0%'],
          ].flatMap((row, r) =>
            row.map((cell, c) => ({ text: cell, x: 72 + c * 110, y: 700 - r * 16, size: 10 })),
          ),
        },
      ],
    });
    const doc = await extractPdf(pdf);
    expect(doc.tableCount).toBe(1);
    const table = doc.pages[0]!.blocks.find((b) => b.kind === 'table');
    expect(table?.cells).toEqual([
      ['Period', '1 year', '3 years'],
      ['Fund', '4.2%', '12.1%'],
      ['Benchmark', '3.9%', '11.0%'],
    ]);
  });

  it('takes a larger numbered line for a heading, not a list', async () => {
    const pdf = buildPdf({
      pages: [
        {
          text: [
            { text: '2. Charges and costs', x: 72, y: 760, size: 16 },
            ...textPage(BODY, { top: 730, size: 10 }).text!,
          ],
        },
      ],
    });
    const [heading] = (await extractPdf(pdf)).pages[0]!.blocks;
    expect(heading).toMatchObject({ kind: 'heading', level: 1, text: '2. Charges and costs' });
  });

  it('reports progress page by page', async () => {
    const pdf = buildPdf({ pages: [textPage(['one']), textPage(['two']), textPage(['three'])] });
    const calls: Array<[number, number]> = [];
    await extractPdf(pdf, { onPage: (n, total) => calls.push([n, total]) });
    expect(calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('flags bold headings when real font names are requested', async () => {
    const pdf = buildPdf({
      pages: [
        {
          text: [
            { text: 'Objectives and investment policy', x: 72, y: 760, size: 10, bold: true },
            ...textPage(BODY, { top: 740, size: 10 }).text!,
          ],
        },
      ],
    });
    const doc = await extractPdf(pdf, { fontNames: true });
    const [first, second] = doc.pages[0]!.blocks;
    expect(first).toMatchObject({ kind: 'heading', bold: true, fontName: 'Helvetica-Bold' });
    expect(second).toMatchObject({ kind: 'paragraph', bold: false, fontName: 'Helvetica' });
  });

  it('refuses a password-protected PDF with the user-facing message', async () => {
    const pdf = buildPdf({ pages: [textPage(BODY)], userPassword: 'secret', title: 'Locked' });
    const error = await extractionError(extractPdf(pdf));
    expect(error.code).toBe('PASSWORD_PROTECTED');
    expect(error.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('reads a PDF encrypted with an empty user password and says it is encrypted', async () => {
    const pdf = buildPdf({ pages: [textPage(BODY)], userPassword: '', title: 'Restricted' });
    const doc = await extractPdf(pdf);
    expect(doc.text).toContain('The value of investments can go down as well as up.');
    expect(doc.metadata).toMatchObject({ encrypted: true, title: 'Restricted' });
  });

  it('refuses a truncated PDF as malformed', async () => {
    const pdf = buildPdf({ pages: [textPage(BODY), textPage(BODY), textPage(BODY)] });
    const error = await extractionError(extractPdf(pdf.subarray(0, Math.floor(pdf.length * 0.6))));
    expect(error.code).toBe('MALFORMED');
    expect(error.message).toMatch(/incomplete|cut short/u);
  });

  it('refuses bytes that are not a PDF, and a PDF whose structure is garbage', async () => {
    expect((await extractionError(extractPdf(new TextEncoder().encode('hello, world')))).code).toBe(
      'MALFORMED',
    );
    const garbage = new TextEncoder().encode('%PDF-1.7\n' + 'x'.repeat(2000) + '\n%%EOF\n');
    expect((await extractionError(extractPdf(garbage))).code).toBe('MALFORMED');
  });

  it('refuses more pages than the limit before reading any', async () => {
    const pdf = buildPdf({ pages: [textPage(['a']), textPage(['b']), textPage(['c'])] });
    let pagesRead = 0;
    const error = await extractionError(extractPdf(pdf, { maxPages: 2, onPage: () => pagesRead++ }));
    expect(error.code).toBe('TOO_MANY_PAGES');
    expect(error.message).toContain('3 pages');
    expect(error.details).toMatchObject({ pages: 3, limit: 2 });
    expect(pagesRead).toBe(0);
  });

  it('refuses a file over the byte limit', async () => {
    const pdf = buildPdf({ pages: [textPage(BODY)] });
    expect((await extractionError(extractPdf(pdf, { maxBytes: 100 }))).code).toBe('TOO_LARGE');
  });

  it('stops when the signal aborts', async () => {
    const pdf = buildPdf({ pages: [textPage(BODY), textPage(BODY), textPage(BODY)] });
    const controller = new AbortController();
    const promise = extractPdf(pdf, {
      signal: controller.signal,
      onPage: (n) => n === 1 && controller.abort(),
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leaves the caller’s buffer intact (pdf.js detaches what it is given)', async () => {
    const pdf = buildPdf({ pages: [textPage(BODY)] });
    const copy = pdf.slice();
    await extractPdf(pdf);
    expect(pdf).toEqual(copy);
  });

  it('counts distinct images without decoding them, leaving soft masks out', () => {
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n5 0 obj\n<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /SMask 6 0 R >>\nstream\nx\nendstream\nendobj\n' +
        '6 0 obj\n<</Type/XObject/Subtype/Image/Width 1/Height 1>>\nstream\nx\nendstream\nendobj\n' +
        '7 0 obj\n<< /Subtype /Image /Width 2 /Height 2 >>\nstream\nxx\nendstream\nendobj\n%%EOF\n',
    );
    expect(countImageXObjects(pdf)).toBe(2);
  });

  it('does not leave pdf.js’s slow polyfills installed process-wide', async () => {
    await extractPdf(buildPdf({ pages: [textPage(BODY)] }));
    expect(Array.prototype.push).toBe(NATIVE.push);
    expect(JSON.parse).toBe(NATIVE.parse);
    expect(JSON.stringify).toBe(NATIVE.stringify);
    // What pdf.js needs and Node 20 lacks stays available.
    expect(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers).toBe('function');
  });
});
