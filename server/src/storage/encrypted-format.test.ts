import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ENCRYPTION_OVERHEAD, MAGIC, createDecryptStream, createEncryptStream } from './encrypted-format.ts';

const key = crypto.randomBytes(32);

async function encrypt(plain: Buffer): Promise<Buffer> {
  const { stream } = createEncryptStream(key);
  return buffer(Readable.from([plain]).pipe(stream));
}

/** Feeds `data` in chunks of `size` bytes, as a network stream would. */
const chunked = (data: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)),
  );

describe('encrypted format', () => {
  it('writes CLR1, the IV, the ciphertext and the tag, and counts the plaintext', async () => {
    const plain = Buffer.from('fund report');
    const { stream, plaintextBytes } = createEncryptStream(key);
    const sealed = await buffer(Readable.from([plain]).pipe(stream));
    expect(sealed.subarray(0, 4).equals(MAGIC)).toBe(true);
    expect(sealed.length).toBe(plain.length + ENCRYPTION_OVERHEAD);
    expect(plaintextBytes()).toBe(plain.length);
  });

  it('decrypts whatever the chunk boundaries, including one byte at a time', async () => {
    const plain = crypto.randomBytes(5_000);
    const sealed = await encrypt(plain);
    for (const size of [1, 7, 16, 17, 4096, sealed.length]) {
      const out = await buffer(chunked(sealed, size).pipe(createDecryptStream(key)));
      expect(out.equals(plain)).toBe(true);
    }
  });

  it('round-trips an empty object', async () => {
    const out = await buffer(Readable.from([await encrypt(Buffer.alloc(0))]).pipe(createDecryptStream(key)));
    expect(out.length).toBe(0);
  });

  it('fails on a truncated object, a changed byte, another key and a foreign file', async () => {
    const sealed = await encrypt(Buffer.from('confidential '.repeat(100)));
    const fails = (data: Buffer, k = key) =>
      expect(buffer(Readable.from([data]).pipe(createDecryptStream(k)))).rejects.toMatchObject({
        code: 'INTERNAL',
      });
    await fails(sealed.subarray(0, sealed.length - 1));
    const changed = Buffer.from(sealed);
    changed[40] = (changed[40] ?? 0) ^ 1;
    await fails(changed);
    await fails(sealed, crypto.randomBytes(32));
    await fails(Buffer.from('%PDF-1.7 not encrypted at all, longer than a header'));
    await fails(sealed.subarray(0, 10));
  });
});
