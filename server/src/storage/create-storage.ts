import path from 'node:path';
import type { Config } from '../config.ts';
import { loadEncryptionKey } from './encryption-key.ts';
import { LocalEncryptedStorage } from './local-encrypted.storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config): Storage {
  // config.ts refuses STORAGE=s3 until the S3 driver exists, so local is the only driver here.
  const key = loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir });
  return new LocalEncryptedStorage(path.join(config.dataDir, 'files'), key);
}
