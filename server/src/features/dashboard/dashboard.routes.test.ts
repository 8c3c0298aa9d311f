import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

describe('dashboard routes', () => {
  let t: TestApp;
  let owner: Caller;
  let other: Caller;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createClientUser(t.app, { name: 'Owner Ltd' });
    const b = await createClientUser(t.app, { name: 'Other Ltd' });
    await createDocumentRow(t.app, a.id, 'aov-2025.pdf');
    await createDocumentRow(t.app, a.id, 'factsheet.pdf');
    await createDocumentRow(t.app, b.id, 'other.pdf');
    owner = await signIn(t.app, a.email, a.password);
    other = await signIn(t.app, b.email, b.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t.close());

  describe('GET /api/dashboard', () => {
    it('answers 401 to anonymous callers', async () => {
      expect((await anonymous(t.app).request({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    });
    it('gives a client its own counts and documents only', async () => {
      const res = await owner.request({ method: 'GET', url: '/api/dashboard' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.counts).toEqual({ documents: 2, analyses: 0, interviews: 0, checks: 0 });
      expect(body.recentDocuments.map((d: { fileName: string }) => d.fileName).sort()).toEqual([
        'aov-2025.pdf',
        'factsheet.pdf',
      ]);
    });
    it("never shows another client's documents", async () => {
      const body = (await other.request({ method: 'GET', url: '/api/dashboard' })).json();
      expect(body.counts.documents).toBe(1);
      expect(body.recentDocuments.map((d: { fileName: string }) => d.fileName)).toEqual(['other.pdf']);
    });
    it('refuses admins (the client area is for clients)', async () => {
      expect((await admin.request({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/overview', () => {
    it('answers 401 to anonymous callers', async () => {
      expect((await anonymous(t.app).request({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(
        401,
      );
    });
    it('refuses clients with 403 FORBIDDEN', async () => {
      const res = await owner.request({ method: 'GET', url: '/api/admin/overview' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await other.request({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(403);
    });
    it('gives admins platform-wide counts and recent items', async () => {
      const res = await admin.request({ method: 'GET', url: '/api/admin/overview' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.counts).toMatchObject({ clients: 2, documents: 3 });
      expect(body.recentDocuments).toHaveLength(3);
      expect(body.recentClients.map((c: { name: string }) => c.name).sort()).toEqual([
        'Other Ltd',
        'Owner Ltd',
      ]);
    });
  });
});

describe('GET /api/admin/activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('is for admins only, and shows recent activity, troubled documents and the job queue', async () => {
    const c = await createClientUser(t.app);
    const client = await signIn(t.app, c.email, c.password);
    expect((await anonymous(t.app).request({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(
      401,
    );
    expect((await client.request({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(403);
    const failed = await createDocumentRow(t.app, c.id, 'broken.pdf');
    await runAsSystem(
      async () =>
        await t.app.deps.database.db.execute(
          sql`update documents set status = 'failed' where id = ${failed.id}`,
        ),
    );
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const body = (await admin.request({ method: 'GET', url: '/api/admin/activity' })).json();
    expect(body.recent.map((r: { action: string }) => r.action)).toContain('auth.sign_in');
    expect(body.stuckDocuments.map((d: { fileName: string }) => d.fileName)).toEqual(['broken.pdf']);
    expect(body.queue.map((q: { name: string }) => q.name)).toContain('send-mail');
  });
});
