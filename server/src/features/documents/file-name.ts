import crypto from 'node:crypto';
import path from 'node:path';

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
