import { isZip, readZipDirectory } from './zip.ts';

export type DocumentFileType = 'pdf' | 'docx' | 'xlsx' | 'csv';

/** How a text file is encoded: UTF-8 (with or without BOM), or Windows-1252 as Excel on Windows saves CSV. */
export type TextEncodingName = 'utf-8' | 'windows-1252';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The file's type from its content, never its name: "%PDF-" near the start; a ZIP whose central directory
 * names word/document.xml (DOCX) or xl/workbook.xml (XLSX); otherwise text without NUL bytes or binary
 * control characters (CSV). Returns null for anything else (images, legacy .doc/.xls, executables…).
 */
export function detectFileType(data: Uint8Array): DocumentFileType | null {
  if (data.length === 0) return null;
  if (hasPdfHeader(data)) return 'pdf';
  if (isZip(data)) {
    const names = new Set((readZipDirectory(data) ?? []).map((e) => e.name));
    if (names.has('word/document.xml') || [...names].some((n) => /^word\/document\d*\.xml$/u.test(n)))
      return 'docx';
    if (names.has('xl/workbook.xml')) return 'xlsx';
    return null;
  }
  return textEncoding(data) ? 'csv' : null;
}

export function hasPdfHeader(data: Uint8Array): boolean {
  // The spec lets the header start anywhere in the first 1024 bytes (some writers prepend junk).
  const limit = Math.min(data.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (
      data[i] === 0x25 &&
      data[i + 1] === 0x50 &&
      data[i + 2] === 0x44 &&
      data[i + 3] === 0x46 &&
      data[i + 4] === 0x2d
    )
      return true;
  }
  return false;
}

/** Legacy Office (.doc, .xls) and password-protected Office files are OLE2 compound files. */
export function isOle2(data: Uint8Array): boolean {
  return data.length >= 8 && OLE2.every((b, i) => data[i] === b);
}

/** An encrypted OOXML file is an OLE2 container with an "EncryptedPackage" stream (name in UTF-16LE). */
export function isEncryptedOfficeFile(data: Uint8Array): boolean {
  if (!isOle2(data)) return false;
  const needle = Array.from('EncryptedPackage').flatMap((c) => [c.charCodeAt(0), 0]);
  outer: for (let i = 0; i + needle.length <= Math.min(data.length, 1 << 20); i++) {
    for (let k = 0; k < needle.length; k++) if (data[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/**
 * UTF-8 when the bytes are valid UTF-8; Windows-1252 when they are not but still look like text (no NULs,
 * no C0 controls besides tab, CR, LF, FF) — a UK CSV from Excel is often Windows-1252, "£" being 0xA3.
 * Undefined for binary data.
 */
export function textEncoding(data: Uint8Array): TextEncodingName | undefined {
  const sample = data.subarray(0, Math.min(data.length, 4 * 1024 * 1024));
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return undefined;
    if (byte === 0x7f) return undefined;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
