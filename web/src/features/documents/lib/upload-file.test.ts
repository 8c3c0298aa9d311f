import { describe, expect, it } from 'vitest';
import {
  DROP_ZONE_HINT,
  EMPTY_FILE_MESSAGE,
  INVALID_TYPE_MESSAGE,
  MAX_UPLOAD_BYTES,
  MISSING_FILE_MESSAGE,
  TOO_LARGE_MESSAGE,
  checkUploadFile,
  isPdfFile,
} from './upload-file.ts';

describe(checkUploadFile.name, () => {
  it('accepts the four types, whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xlsx', 'd.Csv'])
      expect(checkUploadFile({ name, size: 10 })).toBeNull();
  });

  it('refuses other types with the server wording', () => {
    expect(checkUploadFile({ name: 'a.doc', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
    expect(checkUploadFile({ name: 'pdf', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
    expect(INVALID_TYPE_MESSAGE).toBe('Invalid file type. Allowed: .pdf, .docx, .xlsx, .csv');
  });

  it('refuses empty files, files over the limit and no file at all', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 0 })).toBe(EMPTY_FILE_MESSAGE);
    expect(checkUploadFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(TOO_LARGE_MESSAGE);
    expect(TOO_LARGE_MESSAGE).toBe('The file is larger than the 10 MB limit.');
    expect(checkUploadFile(null)).toBe(MISSING_FILE_MESSAGE);
  });

  it('states the limit and the types in the hint', () => {
    expect(DROP_ZONE_HINT).toBe('Max 10 MB. Allowed: .pdf, .docx, .xlsx, .csv');
  });
});

describe(isPdfFile.name, () => {
  it('knows a PDF by its media type or its name', () => {
    expect(isPdfFile({ name: 'x.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'x', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'x.docx', type: 'application/zip' })).toBe(false);
  });
});
