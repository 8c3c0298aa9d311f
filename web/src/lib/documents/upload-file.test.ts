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

// Extensions to try, accepted or not: the messages must name exactly those the check lets through.
const PROBE_EXTENSIONS = ['.pdf', '.docx', '.xlsx', '.csv', '.doc', '.xls', '.pptx', '.txt', '.exe', '.html'];

describe(checkUploadFile.name, () => {
  it('accepts the four types, whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xlsx', 'd.Csv'])
      expect(checkUploadFile({ name, size: 10 })).toBeNull();
  });

  it('refuses other types with the server wording', () => {
    expect(checkUploadFile({ name: 'a.doc', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
    expect(checkUploadFile({ name: 'pdf', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
  });

  it('names in its refusal exactly the types it accepts', () => {
    const named: string[] = INVALID_TYPE_MESSAGE.match(/\.[a-z]+/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    const probes = new Set([...named, ...PROBE_EXTENSIONS]);
    for (const ext of probes)
      expect(checkUploadFile({ name: `a${ext}`, size: 10 }), ext).toBe(
        named.includes(ext) ? null : INVALID_TYPE_MESSAGE,
      );
  });

  it('refuses empty files, files over the limit and no file at all', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 0 })).toBe(EMPTY_FILE_MESSAGE);
    expect(checkUploadFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(TOO_LARGE_MESSAGE);
    expect(checkUploadFile(null)).toBe(MISSING_FILE_MESSAGE);
  });

  it('states in its refusal and in the hint the limit it enforces', () => {
    const statedBytes = (text: string) => Number(/(\d+(?:\.\d+)?) MB/.exec(text)?.[1]) * 1024 * 1024;
    for (const text of [TOO_LARGE_MESSAGE, DROP_ZONE_HINT]) {
      const limit = statedBytes(text);
      expect(checkUploadFile({ name: 'a.pdf', size: limit }), text).toBeNull();
      expect(checkUploadFile({ name: 'a.pdf', size: limit + 1 }), text).toBe(TOO_LARGE_MESSAGE);
    }
  });

  it('lists in the hint exactly the types it accepts', () => {
    const hinted: string[] = DROP_ZONE_HINT.match(/\.[a-z]+/g) ?? [];
    expect(hinted.length).toBeGreaterThan(0);
    for (const ext of PROBE_EXTENSIONS)
      expect(checkUploadFile({ name: `a${ext}`, size: 10 }), ext).toBe(
        hinted.includes(ext) ? null : INVALID_TYPE_MESSAGE,
      );
  });
});

describe(isPdfFile.name, () => {
  it('knows a PDF by its media type or its name', () => {
    expect(isPdfFile({ name: 'x.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'x', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'x.docx', type: 'application/zip' })).toBe(false);
  });
});
