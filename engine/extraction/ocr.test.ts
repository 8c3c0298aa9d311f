import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocument } from './extract.ts';
import { createOcrWorker, normaliseOcrText, type OcrWorker } from './ocr.ts';
import { extractPdf } from './pdf.ts';
import { loadPdfjs, pdfjsAssets } from './pdfjs.ts';
import { buildPdf } from './testing/pdf-builder.ts';
import { words } from './word-f1.ts';

const LINES = [
  'Assessment of Value',
  'The fund delivered value',
  'for investors over five years.',
  'Charges were reviewed in March.',
];

/**
 * A scanned page, made here: the lines are typeset in Helvetica, rendered by pdf.js onto an @napi-rs/canvas,
 * encoded as JPEG and wrapped as the only content of a new PDF, so no text layer survives.
 */
async function scannedPdf(): Promise<Uint8Array> {
  const source = buildPdf({
    pages: [
      {
        width: 420,
        height: 260,
        text: LINES.map((text, i) => ({ text, x: 30, y: 210 - i * 44, size: i === 0 ? 26 : 20 })),
      },
    ],
  });
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: source, ...pdfjsAssets(), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 2.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as Parameters<typeof page.render>[0]['canvas'], viewport })
    .promise;
  await doc.destroy();
  const jpeg = new Uint8Array(await canvas.encode('jpeg', 92));
  return buildPdf({
    pages: [{ width: 420, height: 260, image: { jpeg, width: canvas.width, height: canvas.height } }],
  });
}

describe('OCR of image-only pages', () => {
  let worker: OcrWorker;
  let pdf: Uint8Array;

  beforeAll(async () => {
    [worker, pdf] = await Promise.all([createOcrWorker(), scannedPdf()]);
  });

  afterAll(async () => {
    await worker?.terminate();
  });

  it('finds no text in the scan without OCR, and the 50-character rule rejects it', async () => {
    const doc = await extractPdf(pdf);
    expect(doc.text.trim()).toBe('');
    expect(doc.method).toBe('pdfjs');
    await expect(extractDocument(pdf)).rejects.toMatchObject({
      code: 'TEXT_TOO_SHORT',
      message: 'Extracted text is too short, PDF may be image-based or corrupted.',
    });
  });

  it('reads the scan with tesseract.js, offline, and marks the page as OCR', async () => {
    const doc = await extractPdf(pdf, { ocr: worker.recognizePage });
    expect(doc.method).toBe('ocr');
    expect(doc.pages[0]!.ocr).toBe(true);
    expect(doc.pages[0]!.imageCount).toBe(1);
    const expected = words(LINES.join(' '));
    const found = new Set(words(doc.text));
    const recognised = expected.filter((w) => found.has(w));
    expect(recognised.length / expected.length).toBeGreaterThanOrEqual(0.9);
    expect(doc.pages[0]!.blocks.length).toBeGreaterThan(0);
  });

  it('keeps paragraphs apart and lines together when normalising tesseract output', () => {
    expect(normaliseOcrText('First  line\nsecond line\n\n\nNext   para \r\n')).toBe(
      'First line\nsecond line\n\nNext para',
    );
  });
});
