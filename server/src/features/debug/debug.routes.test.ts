import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makeFundReportPdf } from '../../../test/make-pdf.ts';
import { documents } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

describe('debug routes', () => {
  let t: TestApp;
  let owner: Caller;
  let other: Caller;
  let admin: Caller;
  let docId: string;
  let filePath: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createClientUser(t.app);
    const b = await createClientUser(t.app);
    owner = await signIn(t.app, a.email, a.password);
    other = await signIn(t.app, b.email, b.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const boundary = '----dbg';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aov.pdf"\r\n\r\n`),
      makeFundReportPdf(2),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await owner.request({
      method: 'POST',
      url: '/api/documents',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    docId = res.json().id;
    // The upload response no longer carries the storage path (issue 30): the admin's debug tool is given it
    // by hand, as a support engineer reads it from the database.
    const [row] = await runAsSystem(() =>
      t.app.deps.database.db
        .select({ filePath: documents.filePath })
        .from(documents)
        .where(eq(documents.id, docId)),
    );
    filePath = row!.filePath;
  });
  afterAll(async () => t.close());

  const newClient = async (): Promise<[string, string]> => {
    const user = await createClientUser(t.app);
    return [user.email, user.password];
  };

  it('runs a timed dry-run extraction for the owner and admins, with the first 500 characters', async () => {
    for (const caller of [owner, admin]) {
      const res = await caller.request({
        method: 'POST',
        url: '/api/debug/extraction-test',
        payload: { documentId: docId },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.error).toBeNull();
      expect(body.text.length).toBeLessThanOrEqual(500);
      expect(body.text).toContain('Assessment of Value');
      expect(body.metadata.pageCount).toBe(2);
      expect(body.debug.steps.map((s: { step: string }) => s.step)).toEqual([
        'load-record',
        'read-storage',
        'extract',
      ]);
    }
  });

  it("hides another client's document and validates the id", async () => {
    expect(
      (
        await other.request({
          method: 'POST',
          url: '/api/debug/extraction-test',
          payload: { documentId: docId },
        })
      ).statusCode,
    ).toBe(404);
    const blank = await owner.request({
      method: 'POST',
      url: '/api/debug/extraction-test',
      payload: { documentId: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please enter a document ID');
    expect(
      (
        await anonymous(t.app).request({
          method: 'POST',
          url: '/api/debug/extraction-test',
          payload: { documentId: docId },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('limits extraction tests per user with a clear 429, without touching other users', async () => {
    const caller = await signIn(t.app, ...(await newClient()));
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const res = await caller.request({
        method: 'POST',
        url: '/api/debug/extraction-test',
        payload: { documentId: docId },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(res.json().message).toBe(
          'You can run 5 extraction tests a minute. Wait a minute and try again.',
        );
      }
    }
    // Another client's document: 404 while allowed, then 429 (the limit is checked before the lookup).
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const ok = await admin.request({
      method: 'POST',
      url: '/api/debug/extraction-test',
      payload: { documentId: docId },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('browses storage and tests paths for admins only', async () => {
    expect(
      (await anonymous(t.app).request({ method: 'GET', url: '/api/admin/debug/storage' })).statusCode,
    ).toBe(401);
    expect((await owner.request({ method: 'GET', url: '/api/admin/debug/storage' })).statusCode).toBe(403);
    expect(
      (await other.request({ method: 'GET', url: `/api/admin/debug/storage/path?path=${filePath}` }))
        .statusCode,
    ).toBe(403);
    const root = (await admin.request({ method: 'GET', url: '/api/admin/debug/storage' })).json();
    expect(root.folders).toContain(owner.userId);
    expect(root.limit).toBe(100);
    const folder = (
      await admin.request({ method: 'GET', url: `/api/admin/debug/storage?prefix=${owner.userId}` })
    ).json();
    expect(folder.objects).toEqual([expect.objectContaining({ path: filePath })]);
    const found = (
      await admin.request({
        method: 'GET',
        url: `/api/admin/debug/storage/path?path=${encodeURIComponent(filePath)}`,
      })
    ).json();
    expect(found).toEqual({ path: filePath, exists: true, documentId: docId });
    const missing = (
      await admin.request({ method: 'GET', url: '/api/admin/debug/storage/path?path=nope/none.pdf' })
    ).json();
    expect(missing).toMatchObject({ exists: false, documentId: null });
    expect(
      (await admin.request({ method: 'GET', url: '/api/admin/debug/storage/path?path=%20' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.request({ method: 'GET', url: '/api/admin/debug/storage?prefix=../etc' })).statusCode,
    ).toBe(400);
  });
});
