import { describe, expect, it } from 'vitest';
import { extractDocument, TEXT_TOO_SHORT_MESSAGE } from './extract.ts';
import { buildPdf, textPage } from './testing/pdf-builder.ts';
import { buildDocx } from './testing/zip-builder.ts';

const encode = (s: string) => new TextEncoder().encode(s);
const LONG = 'The fund aims to provide income and capital growth over any five-year period.';

describe('extractDocument', () => {
  it('dispatches on the detected type', async () => {
    expect((await extractDocument(buildPdf({ pages: [textPage([LONG])] }))).method).toBe('pdfjs');
    expect((await extractDocument(buildDocx([{ paragraph: LONG }]))).method).toBe('docx');
    expect((await extractDocument(encode(`Objective\n"${LONG}"\n`), { fileType: 'csv' })).method).toBe('csv');
  });

  it('rejects text under 50 characters with the spec’s message', async () => {
    const error = await extractDocument(buildPdf({ pages: [textPage(['Too short.'])] })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'TEXT_TOO_SHORT', message: TEXT_TOO_SHORT_MESSAGE });
    await expect(extractDocument(encode('a,b\n1,2\n'))).rejects.toMatchObject({ code: 'TEXT_TOO_SHORT' });
  });

  it('refuses content that contradicts the claimed type', async () => {
    await expect(extractDocument(encode(`${LONG}\n`), { fileType: 'pdf' })).rejects.toMatchObject({
      code: 'UNSUPPORTED',
      message: expect.stringContaining('plain text'),
    });
    await expect(
      extractDocument(buildPdf({ pages: [textPage([LONG])] }), { fileType: 'docx' }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED' });
  });

  it('refuses unknown binary content, empty files and oversized uploads', async () => {
    await expect(extractDocument(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2]))).rejects.toMatchObject({
      code: 'UNSUPPORTED',
    });
    await expect(extractDocument(new Uint8Array(0))).rejects.toMatchObject({ code: 'MALFORMED' });
    await expect(extractDocument(encode(LONG), { maxBytes: 10 })).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: expect.stringContaining('limit'),
    });
  });

  it('passes PDF options through (page limit)', async () => {
    const pdf = buildPdf({ pages: [textPage([LONG]), textPage([LONG])] });
    await expect(extractDocument(pdf, { maxPages: 1 })).rejects.toMatchObject({ code: 'TOO_MANY_PAGES' });
  });
});
