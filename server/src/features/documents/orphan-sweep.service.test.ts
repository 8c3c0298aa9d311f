import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';
import { acquireS3TestServer } from '../../../test/s3-test-server.ts';
import { sweepOrphanedFiles } from './orphan-sweep.service.ts';

// Against a real S3 server (Ceph radosgw, scripts/s3-test-server.sh) as well as the local disk. The only
// skip: a machine where Ceph's Debian packages cannot be installed.
const acquired = acquireS3TestServer();
const server = acquired.server;
if (!server) console.warn(`\n*** S3 orphan sweep tests SKIPPED: ${acquired.reason} ***\n`);
afterAll(() => server?.stop());

const HOUR = 3_600_000;

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

async function s3Env(): Promise<Record<string, string>> {
  const bucket = `clarion-sweep-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;
  const raw = rawClient();
  await raw.send(new CreateBucketCommand({ Bucket: bucket }));
  raw.destroy();
  return {
    STORAGE: 's3',
    S3_ENDPOINT: server!.endpoint,
    S3_REGION: server!.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: server!.accessKeyId,
    S3_SECRET_ACCESS_KEY: server!.secretAccessKey,
  };
}

const drivers: { name: string; available: boolean; env: () => Promise<Record<string, string>> }[] = [
  { name: 'local', available: true, env: async () => ({}) },
  { name: 's3', available: Boolean(server), env: s3Env },
];

for (const driver of drivers) {
  describe.skipIf(!driver.available)(`the orphan sweep on ${driver.name} storage`, () => {
    let t: TestApp;
    let clientId: string;
    const paths = { referenced: '', orphan: '', leftOverTemporary: '', foreign: '' };

    const exists = (p: string) => t.app.deps.storage.exists(p);
    const sweep = (now: Date) => sweepOrphanedFiles(t.app.deps, { graceMs: HOUR, now });

    beforeAll(async () => {
      // The app's own sweep stays off: the test runs it with a clock of its choosing.
      t = await buildTestApp({ ...(await driver.env()), ORPHAN_SWEEP_MINUTES: '0' });
      clientId = (await createClientUser(t.app)).id;
      const doc = await createDocumentRow(t.app, clientId, 'kept.pdf');
      paths.referenced = doc.filePath;
      paths.orphan = `${clientId}/abcdefgh_1764000000000_crashed-before-commit.pdf`;
      paths.leftOverTemporary = `${clientId}/abcdefgh_1764000000001_cut.pdf.tmp-0123456789ab`;
      paths.foreign = 'backups/not-clarions.tar';
      for (const p of Object.values(paths)) await t.app.deps.storage.put(p, Buffer.from(`data of ${p}`));
    });
    afterAll(async () => t.close());

    it('leaves every object younger than the grace period, referenced or not', async () => {
      const result = await sweep(new Date());
      expect(result).toMatchObject({ scanned: 4, orphans: 0 });
      for (const p of Object.values(paths)) expect(await exists(p), p).toBe(true);
    });

    it('removes old objects no document refers to, and left-over temporary files, and nothing else', async () => {
      const result = await sweep(new Date(Date.now() + 2 * HOUR));
      expect(result).toMatchObject({ scanned: 4, orphans: 2 });
      expect(await exists(paths.orphan)).toBe(false);
      expect(await exists(paths.leftOverTemporary)).toBe(false);
      // The document's file, and what another program keeps beside Clarion's files, stay.
      expect(await exists(paths.referenced)).toBe(true);
      expect(await exists(paths.foreign)).toBe(true);
      expect((await t.app.deps.storage.getBuffer(paths.referenced)).toString()).toBe(
        `data of ${paths.referenced}`,
      );
    });

    if (driver.name === 's3') {
      it('aborts multipart uploads a dead process never finished, once older than the grace period', async () => {
        const raw = rawClient();
        const bucket = t.config.s3!.bucket;
        const key = `${clientId}/abcdefgh_1764000000002_big.pdf`;
        const { UploadId } = await raw.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
        await raw.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId,
            PartNumber: 1,
            Body: crypto.randomBytes(1024),
          }),
        );
        const uploads = async () =>
          (await raw.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? [];
        expect(await uploads()).toHaveLength(1);
        expect((await sweep(new Date())).abortedUploads).toBe(0);
        expect((await sweep(new Date(Date.now() + 2 * HOUR))).abortedUploads).toBe(1);
        expect(await uploads()).toHaveLength(0);
        raw.destroy();
      });
    }

    it("removes a purged document's file that the purge itself could not remove", async () => {
      const user = await createClientUser(t.app);
      const owner = await signIn(t.app, user.email, user.password);
      const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
      const doc = await createDocumentRow(t.app, user.id, 'deleted.pdf');
      await t.app.deps.storage.put(doc.filePath, Buffer.from('deleted content'));
      const archived = await owner.request({
        method: 'POST',
        url: `/api/documents/${doc.id}/archive`,
        payload: { reason: 'Erasure request' },
      });
      expect(archived.statusCode).toBe(200);
      // The process dies (here: the storage fails) after the purge commits, before the file goes.
      const storage = t.app.deps.storage;
      const remove = storage.delete.bind(storage);
      storage.delete = async () => {
        throw new Error('killed before the file was removed');
      };
      try {
        const res = await admin.request({
          method: 'POST',
          url: `/api/documents/${doc.id}/purge`,
          payload: { erasureRequestReason: 'Data subject request 42' },
        });
        expect(res.statusCode).toBe(204);
      } finally {
        storage.delete = remove;
      }
      expect(await exists(doc.filePath)).toBe(true);
      await sweep(new Date(Date.now() + 2 * HOUR));
      expect(await exists(doc.filePath)).toBe(false);
    });

    if (driver.name === 'local') {
      it('writes under a temporary name, so an upload that fails half-way leaves nothing', async () => {
        const key = `${clientId}/abcdefgh_1764000000003_broken.pdf`;
        const source = new Readable({
          read() {
            this.push(crypto.randomBytes(64 * 1024));
            this.destroy(new Error('client went away'));
          },
        });
        await expect(t.app.deps.storage.put(key, source)).rejects.toThrow('client went away');
        const folder = path.join(t.dataDir, 'files', clientId);
        expect(fs.readdirSync(folder).filter((f) => f.includes('broken'))).toEqual([]);
      });
    }
  });
}
