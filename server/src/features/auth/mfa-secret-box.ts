import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import { loadEncryptionKey } from '../../storage/encryption-key.ts';

// TOTP secrets are encrypted at rest with AES-256-GCM under a key derived (HKDF) from the files' key, so a
// copy of the database alone does not let anyone produce a user's codes.

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function secretKey(config: Pick<Config, 'encryptionKey' | 'dataDir'>): Buffer {
  const cacheKey = config.encryptionKey ?? config.dataDir;
  let key = keys.get(cacheKey);
  if (!key) {
    const master = loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir });
    key = Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), 'clarion totp secret', 32));
    keys.set(cacheKey, key);
  }
  return key;
}

export function sealSecret(config: Pick<Config, 'encryptionKey' | 'dataDir'>, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', secretKey(config), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64'),
    sealed.toString('base64'),
    cipher.getAuthTag().toString('base64'),
  ].join(':');
}

export function openSecret(config: Pick<Config, 'encryptionKey' | 'dataDir'>, stored: string): string {
  const [version, iv, sealed, tag] = stored.split(':');
  if (version !== VERSION || !iv || !sealed || !tag) throw new Error('unknown TOTP secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', secretKey(config), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}
