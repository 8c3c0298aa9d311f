import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, uploadAndExtract, type TestApp } from '../../test/helpers.ts';
import { createClientUser } from '../../test/factories.ts';
import { makeFundReportPdf } from '../../test/make-pdf.ts';
import { acquireS3TestServer } from '../../test/s3-test-server.ts';
import { LocalEncryptedStorage } from './local-encrypted.storage.ts';
import { S3EncryptedStorage, type S3StorageOptions } from './s3-encrypted.storage.ts';

// Against a real S3 server (Ceph radosgw, scripts/s3-test-server.sh), not an emulator. The only skip: a
// machine where Ceph's Debian packages cannot be installed.
const acquired = acquireS3TestServer();
const server = acquired.server;
if (!server) {
  console.warn(
    `\n*** S3 storage tests SKIPPED: Ceph radosgw cannot be installed on this machine. ***\n${acquired.reason}\n`,
  );
}
afterAll(() => server?.stop());

const MiB = 1024 * 1024;

function rawClient(): S3Client {
  return new S3Client({
    endpoint: server!.endpoint,
    region: server!.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server!.accessKeyId, secretAccessKey: server!.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function createBucket(raw: S3Client): Promise<string> {
  const bucket = `clarion-test-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;
  await raw.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

async function readRaw(raw: S3Client, bucket: string, key: string): Promise<Buffer> {
  const result = await raw.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await result.Body!.transformToByteArray());
}

/** `total` bytes of seeded pseudo-random data in 64 KiB chunks, as an upload arrives from the network. */
function* pseudoRandomChunks(total: number, seed: string) {
  let block = crypto.createHash('sha256').update(seed).digest();
  for (let sent = 0; sent < total;) {
    const chunk = Buffer.alloc(Math.min(64 * 1024, total - sent));
    for (let i = 0; i < chunk.length; i += 32) {
      block = crypto.createHash('sha256').update(block).digest();
      block.copy(chunk, i);
    }
    sent += chunk.length;
    yield chunk;
  }
}

async function sha256Of(
  stream: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<{ hash: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { hash: hash.digest('hex'), bytes };
}

describe.skipIf(!server)(S3EncryptedStorage.name, () => {
  const key = crypto.randomBytes(32);
  let raw: S3Client;
  let bucket: string;
  let options: S3StorageOptions;
  let storage: S3EncryptedStorage;

  beforeAll(async () => {
    raw = rawClient();
    bucket = await createBucket(raw);
    options = {
      endpoint: server!.endpoint,
      region: server!.region,
      bucket,
      credentials: { accessKeyId: server!.accessKeyId, secretAccessKey: server!.secretAccessKey },
      forcePathStyle: true,
      // The smallest part S3 allows, so a 12 MiB file goes up as a real multipart upload.
      partSize: 5 * MiB,
    };
    storage = new S3EncryptedStorage(options, key);
  });
  afterAll(() => {
    storage?.close();
    raw?.destroy();
  });

  it('streams a 12 MiB file up in parts and back, byte for byte', async () => {
    const size = 12 * MiB;
    const expected = await sha256Of(pseudoRandomChunks(size, 'big'));
    const result = await storage.put('c1/big.pdf', Readable.from(pseudoRandomChunks(size, 'big')));
    expect(result.size).toBe(size);
    // A multipart upload's ETag ends in -<part count>: 12 MiB + 32 bytes of envelope in 5 MiB parts.
    const head = await raw.send(new HeadObjectCommand({ Bucket: bucket, Key: 'c1/big.pdf' }));
    expect(head.ETag).toMatch(/-3"$/);
    expect(head.ContentLength).toBe(size + 32);
    expect(await sha256Of(await storage.getStream('c1/big.pdf'))).toEqual(expected);
  });

  it('returns exactly the bytes of a Buffer it was given', async () => {
    const data = crypto.randomBytes(200_000);
    expect((await storage.put('c1/a.pdf', data)).size).toBe(data.length);
    expect((await storage.getBuffer('c1/a.pdf')).equals(data)).toBe(true);
  });

  it('keeps only ciphertext on the server, in the local driver format', async () => {
    const secret = Buffer.from('CONFIDENTIAL fund report text '.repeat(50));
    await storage.put('c1/secret.txt', secret);
    const stored = await readRaw(raw, bucket, 'c1/secret.txt');
    expect(stored.subarray(0, 4).toString()).toBe('CLR1');
    expect(stored.length).toBe(secret.length + 32);
    expect(stored.includes(Buffer.from('CONFIDENTIAL'))).toBe(false);
  });

  it('reads a file the local driver encrypted, once copied into the bucket unchanged', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-s3-local-'));
    try {
      const local = new LocalEncryptedStorage(dir, key);
      await local.put('c9/moved.pdf', Buffer.from('written to disk first'));
      const body = fs.readFileSync(path.join(dir, 'c9', 'moved.pdf'));
      await raw.send(new PutObjectCommand({ Bucket: bucket, Key: 'c9/moved.pdf', Body: body }));
      expect((await storage.getBuffer('c9/moved.pdf')).toString()).toBe('written to disk first');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never overwrites an existing object', async () => {
    await storage.put('c2/a.pdf', Buffer.from('first'));
    await expect(storage.put('c2/a.pdf', Buffer.from('second'))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      storage.put('c2/a.pdf', Readable.from(pseudoRandomChunks(6 * MiB, 'x'))),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await storage.getBuffer('c2/a.pdf')).toString()).toBe('first');
  });

  it('lets exactly one of two simultaneous writers of a new key win (conditional PUT)', async () => {
    const results = await Promise.allSettled([
      storage.put('c2/race.pdf', Buffer.from('writer one')),
      storage.put('c2/race.pdf', Buffer.from('writer two')),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    const winner = results[0]!.status === 'fulfilled' ? 'writer one' : 'writer two';
    expect((await storage.getBuffer('c2/race.pdf')).toString()).toBe(winner);
  });

  it('answers NOT_FOUND for a missing object', async () => {
    await expect(storage.getBuffer('c1/none.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.getStream('c1/none.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await storage.exists('c1/none.pdf')).toBe(false);
  });

  it('detects an object changed on the server', async () => {
    await storage.put('c3/a.pdf', Buffer.from('original content'));
    const stored = await readRaw(raw, bucket, 'c3/a.pdf');
    stored[20] = (stored[20] ?? 0) ^ 0xff;
    await raw.send(new PutObjectCommand({ Bucket: bucket, Key: 'c3/a.pdf', Body: stored }));
    await expect(storage.getBuffer('c3/a.pdf')).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('cannot be read with another key', async () => {
    await storage.put('c3/b.pdf', Buffer.from('original content'));
    const other = new S3EncryptedStorage(options, crypto.randomBytes(32));
    await expect(other.getBuffer('c3/b.pdf')).rejects.toThrow(/another key/);
    other.close();
  });

  it('refuses paths that leave its root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('lists one level, folders first, objects with their plaintext sizes, paged', async () => {
    await storage.put('tree/c1/a.pdf', Buffer.alloc(10));
    await storage.put('tree/c1/b.pdf', Buffer.alloc(20));
    await storage.put('tree/c1/c.pdf', Buffer.alloc(30));
    await storage.put('tree/c2/d.pdf', Buffer.alloc(40));
    await storage.put('tree/top.pdf', Buffer.alloc(5));
    expect(await storage.list('tree')).toEqual({
      folders: ['tree/c1', 'tree/c2'],
      objects: [{ path: 'tree/top.pdf', size: 5, modifiedAt: expect.any(Date) }],
    });
    const page = await storage.list('tree/c1/', { limit: 1, offset: 1 });
    expect(page).toEqual({
      folders: [],
      objects: [{ path: 'tree/c1/b.pdf', size: 20, modifiedAt: expect.any(Date) }],
    });
    expect((await storage.list('')).folders).toEqual(expect.arrayContaining(['c1', 'tree']));
    expect(await storage.list('tree/none')).toEqual({ folders: [], objects: [] });
  });

  it('deletes objects', async () => {
    await storage.put('c4/a.pdf', Buffer.alloc(10));
    expect(await storage.exists('c4/a.pdf')).toBe(true);
    await storage.delete('c4/a.pdf');
    expect(await storage.exists('c4/a.pdf')).toBe(false);
    await expect(storage.delete('c4/a.pdf')).resolves.toBeUndefined();
  });

  it('answers ping when the bucket is reachable, and says why when it is not', async () => {
    expect(await storage.ping()).toBe(true);
    const missing = new S3EncryptedStorage({ ...options, bucket: 'clarion-no-such-bucket' }, key);
    await expect(missing.ping()).rejects.toThrow(/does not exist/);
    const badKey = new S3EncryptedStorage(
      { ...options, credentials: { accessKeyId: server!.accessKeyId, secretAccessKey: 'wrong' } },
      key,
    );
    await expect(badKey.getBuffer('c1/a.pdf')).rejects.toThrow(/refused the credentials/);
    const down = new S3EncryptedStorage({ ...options, endpoint: 'http://127.0.0.1:1' }, key);
    await expect(down.ping()).rejects.toMatchObject({
      code: 'INTERNAL',
      message: expect.stringMatching(/unreachable/),
    });
    for (const s of [missing, badKey, down]) s.close();
  });
});

describe.skipIf(!server)('documents on S3 storage', () => {
  let t: TestApp;
  let raw: S3Client;
  let bucket: string;

  beforeAll(async () => {
    raw = rawClient();
    bucket = await createBucket(raw);
    t = await buildTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: server!.endpoint,
      S3_REGION: server!.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: server!.accessKeyId,
      S3_SECRET_ACCESS_KEY: server!.secretAccessKey,
    });
  });
  afterAll(async () => {
    await t?.close();
    raw?.destroy();
  });

  it('stores an uploaded PDF encrypted in the bucket, extracts it, and downloads it back', async () => {
    const user = await createClientUser(t.app);
    const owner = await signIn(t.app, user.email, user.password);
    const pdf = makeFundReportPdf(2);
    const doc = await uploadAndExtract(owner, pdf, { fileName: 'AoV 2025.pdf' });
    expect(doc.status).toBe('completed');

    const listed = await t.app.deps.storage.list(user.id);
    expect(listed.objects).toHaveLength(1);
    expect(listed.objects[0]!.size).toBe(pdf.length);
    const stored = await readRaw(raw, bucket, listed.objects[0]!.path);
    expect(stored.subarray(0, 4).toString()).toBe('CLR1');
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);

    const file = await owner.request({ method: 'GET', url: `/api/documents/${doc.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const health = await owner.request({ method: 'GET', url: '/api/health' });
    expect(health.json().storage).toEqual({ driver: 's3', ok: true });
  });

  it('lets an admin download the same file', async () => {
    const user = await createClientUser(t.app);
    const owner = await signIn(t.app, user.email, user.password);
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const pdf = makeFundReportPdf(1);
    const doc = await uploadAndExtract(owner, pdf);
    const file = await admin.request({ method: 'GET', url: `/api/documents/${doc.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
});
