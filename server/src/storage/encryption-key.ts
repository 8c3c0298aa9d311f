import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The 256-bit key for files at rest: ENCRYPTION_KEY when set, otherwise a key generated once into
 * DATA_DIR/encryption.key (mode 0600). Losing that file makes stored documents unreadable, so it is
 * never regenerated over an existing one.
 */
export function loadEncryptionKey(options: { encryptionKey?: string; dataDir: string }): Buffer {
  if (options.encryptionKey) return Buffer.from(options.encryptionKey, 'hex');
  const file = path.join(options.dataDir, 'encryption.key');
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) {
    throw new Error(`${file} does not hold a 64-character hexadecimal key; restore it from a backup.`);
  }
  return Buffer.from(hex, 'hex');
}
