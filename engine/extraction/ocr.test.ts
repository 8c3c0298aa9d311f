import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocument } from './extract.ts';
import { createOcrWorker, normaliseOcrText, type OcrWorker } from './ocr.ts';
import { extractPdf } from './pdf.ts';
import { LINES, scannedPdf } from './testing/scanned-pdf.ts';
import { words } from './word-f1.ts';

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
