import crypto from 'node:crypto';
import path from 'node:path';

// Unicode's bidirectional formatting characters (embeddings, overrides, isolates, marks). In a name they only
// serve to disguise it: "invoice<U+202E>fdp.exe" is shown as "invoiceexe.pdf".
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** C0 controls and DEL: no file system or browser shows them, and PostgreSQL refuses NUL in text. */
export function hasControlCharacters(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The name as shown and stored on the record: without bidirectional controls, trimmed, at most 255. */
export function displayFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, '').trim().slice(0, 255);
}

/** A file name safe for storage paths and headers: letters, digits, dot, dash, underscore; extension kept. */
export function sanitiseFileName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const ext = path
    .extname(base)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  const stem = base
    .slice(0, base.length - path.extname(base).length)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 100);
  return `${stem || 'document'}${ext}`;
}

/** The spec's object path: {clientId}/{random8}_{timestamp}_{fileName}; random and time make it unique. */
export function storagePathFor(clientId: string, fileName: string, now = Date.now()): string {
  const random8 = crypto.randomBytes(6).toString('base64url').slice(0, 8);
  return `${clientId}/${random8}_${now}_${sanitiseFileName(fileName)}`;
}

export function extensionOf(fileName: string): string {
  return path.extname(fileName).toLowerCase();
}
