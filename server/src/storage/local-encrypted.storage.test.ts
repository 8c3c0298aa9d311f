import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalEncryptedStorage } from './local-encrypted.storage.ts';
import { loadEncryptionKey } from './encryption-key.ts';

describe(LocalEncryptedStorage.name, () => {
  let dir: string;
  let storage: LocalEncryptedStorage;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-storage-'));
    storage = new LocalEncryptedStorage(path.join(dir, 'files'), crypto.randomBytes(32));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('returns exactly the bytes it was given', async () => {
    const data = crypto.randomBytes(200_000);
    expect((await storage.put('client/a.pdf', data)).size).toBe(data.length);
    expect((await storage.getBuffer('client/a.pdf')).equals(data)).toBe(true);
  });

  it('accepts a stream', async () => {
    const parts = [Buffer.from('hello '), Buffer.from('world')];
    await storage.put('client/s.txt', Readable.from(parts));
    expect((await storage.getBuffer('client/s.txt')).toString()).toBe('hello world');
  });

  it('keeps no plaintext on disk', async () => {
    const secret = Buffer.from('CONFIDENTIAL fund report text '.repeat(50));
    await storage.put('client/secret.txt', secret);
    const raw = fs.readFileSync(path.join(dir, 'files', 'client', 'secret.txt'));
    expect(raw.includes(Buffer.from('CONFIDENTIAL'))).toBe(false);
  });

  it('never overwrites an existing object', async () => {
    await storage.put('client/a.pdf', Buffer.from('first'));
    await expect(storage.put('client/a.pdf', Buffer.from('second'))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await storage.getBuffer('client/a.pdf')).toString()).toBe('first');
  });

  it('detects a tampered file', async () => {
    await storage.put('client/a.pdf', Buffer.from('original content'));
    const file = path.join(dir, 'files', 'client', 'a.pdf');
    const raw = fs.readFileSync(file);
    raw[20] = (raw[20] ?? 0) ^ 0xff;
    fs.writeFileSync(file, raw);
    await expect(storage.getBuffer('client/a.pdf')).rejects.toThrow();
  });

  it('cannot be read with another key', async () => {
    await storage.put('client/a.pdf', Buffer.from('original content'));
    const other = new LocalEncryptedStorage(path.join(dir, 'files'), crypto.randomBytes(32));
    await expect(other.getBuffer('client/a.pdf')).rejects.toThrow();
  });

  it('refuses paths that leave its root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('answers NOT_FOUND for a missing object', async () => {
    await expect(storage.getBuffer('client/none.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists folders and objects with their plaintext sizes, paged', async () => {
    await storage.put('c1/a.pdf', Buffer.alloc(10));
    await storage.put('c1/b.pdf', Buffer.alloc(20));
    await storage.put('c2/c.pdf', Buffer.alloc(30));
    expect((await storage.list('')).folders).toEqual(['c1', 'c2']);
    const page = await storage.list('c1', { limit: 1, offset: 1 });
    expect(page.objects).toEqual([expect.objectContaining({ path: 'c1/b.pdf', size: 20 })]);
  });

  it('deletes objects', async () => {
    await storage.put('c1/a.pdf', Buffer.alloc(10));
    await storage.delete('c1/a.pdf');
    expect(await storage.exists('c1/a.pdf')).toBe(false);
  });
});

describe(loadEncryptionKey.name, () => {
  it('generates a key once into DATA_DIR with mode 0600 and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-key-'));
    const first = loadEncryptionKey({ dataDir: dir });
    const second = loadEncryptionKey({ dataDir: dir });
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses ENCRYPTION_KEY when given', () => {
    const hex = 'ab'.repeat(32);
    expect(loadEncryptionKey({ encryptionKey: hex, dataDir: os.tmpdir() }).toString('hex')).toBe(hex);
  });
});
