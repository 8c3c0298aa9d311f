import { describe, expect, it } from 'vitest';
import { extractionTestInput } from '#common/api/debug.ts';
import {
  MISSING_DOCUMENT_ID,
  NOT_A_PDF,
  baseName,
  checkDocumentId,
  checkPdfFile,
  checkStoragePath,
  pdfExtractionError,
  prefixCrumbs,
} from './debug-inputs.ts';

describe(checkDocumentId.name, () => {
  it('asks for a document id when there is none', () => {
    expect(checkDocumentId('   ')).toEqual({ ok: false, error: MISSING_DOCUMENT_ID });
  });

  it('says what the API answers for a blank id, so the screen and the server agree', () => {
    const api = extractionTestInput.safeParse({ documentId: '   ' });
    expect(api.success).toBe(false);
    expect(checkDocumentId('   ')).toEqual({ ok: false, error: api.error?.issues[0]?.message });
  });

  it('accepts a UUID, trimmed, and explains anything else', () => {
    expect(checkDocumentId(' 0b8a5f8e-3c1d-4a8e-9f7a-2b6c1d0e9f11 ')).toEqual({
      ok: true,
      value: '0b8a5f8e-3c1d-4a8e-9f7a-2b6c1d0e9f11',
    });
    expect(checkDocumentId('abc')).toEqual({ ok: false, error: 'Document IDs are UUIDs.' });
  });
});

describe(checkPdfFile.name, () => {
  it('takes PDFs only', () => {
    expect(checkPdfFile({ name: 'report.pdf', type: 'application/pdf' })).toBeNull();
    expect(checkPdfFile({ name: 'report.docx', type: '' })).toBe(NOT_A_PDF);
    expect(checkPdfFile(null)).toBe('Please select a PDF file.');
  });
});

describe(checkStoragePath.name, () => {
  it('refuses a blank path', () => {
    expect(checkStoragePath('  ')).toEqual({ ok: false, error: 'Enter a storage path.' });
    expect(checkStoragePath(' c1/a.pdf ')).toEqual({ ok: true, value: 'c1/a.pdf' });
  });
});

describe(prefixCrumbs.name, () => {
  it('lists each folder of a prefix with the prefix that opens it', () => {
    expect(prefixCrumbs('')).toEqual([]);
    expect(prefixCrumbs('a/b/')).toEqual([
      { name: 'a', prefix: 'a' },
      { name: 'b', prefix: 'a/b' },
    ]);
    expect(baseName('a/b/c.pdf')).toBe('c.pdf');
  });
});

describe(pdfExtractionError.name, () => {
  it('gives the reason', () => {
    expect(pdfExtractionError(new Error('Invalid PDF structure.'))).toBe(
      'Client-side PDF extraction failed: Invalid PDF structure.',
    );
  });
});
