import path from 'node:path';
import type { Config } from '../config.ts';
import { loadEncryptionKey } from './encryption-key.ts';
import { LocalEncryptedStorage } from './local-encrypted.storage.ts';
import { S3EncryptedStorage } from './s3-encrypted.storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config): Storage {
  // Both drivers encrypt with the same key and format, so files can move between them (ADR 007).
  const key = loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir });
  if (config.storage === 's3') {
    // config.ts refuses STORAGE=s3 without a bucket, so s3 is set here.
    if (!config.s3) throw new Error('STORAGE=s3 without S3 settings');
    return new S3EncryptedStorage(config.s3, key);
  }
  return new LocalEncryptedStorage(path.join(config.dataDir, 'files'), key);
}
