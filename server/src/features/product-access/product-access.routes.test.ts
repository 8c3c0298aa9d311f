import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { requireModule } from '../../plugins/require-module.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

describe('product access routes (MODULE_PERMISSIONS=true)', () => {
  let t: TestApp;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let aliceId: string;
  let bobId: string;
  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    t.app.get('/api/probe/compliance', { onRequest: requireModule('compliance') }, async () => ({
      ok: true,
    }));
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const a = await createClientUser(t.app, { name: 'Alice Asset Mgmt' });
    const b = await createClientUser(t.app, { name: '' });
    aliceId = a.id;
    bobId = b.id;
    alice = await signIn(t.app, a.email, a.password);
    bob = await signIn(t.app, b.email, b.password);
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers and 403 to clients, for reads and writes', async () => {
    expect(
      (await anonymous(t.app).request({ method: 'GET', url: '/api/admin/product-access' })).statusCode,
    ).toBe(401);
    expect((await alice.request({ method: 'GET', url: '/api/admin/product-access' })).statusCode).toBe(403);
    const put = await alice.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: { updates: [{ userId: aliceId, productName: 'compliance', hasAccess: true }] },
    });
    expect(put.statusCode).toBe(403);
    expect((await bob.request({ method: 'GET', url: '/api/admin/product-access' })).statusCode).toBe(403);
  });

  it('lists every client with no access by default and "Unknown" for an empty name', async () => {
    const body = (await admin.request({ method: 'GET', url: '/api/admin/product-access' })).json();
    expect(body.modulePermissions).toBe(true);
    const bobRow = body.items.find((i: { userId: string }) => i.userId === bobId);
    expect(bobRow.userName).toBe('Unknown');
    expect(bobRow.access).toEqual({
      aov_analysis: false,
      compliance: false,
      personas: false,
      document_improvements: false,
      funds: false,
    });
  });

  it('applies a bulk update at once: the API answers within one request, not after the cache expires', async () => {
    expect((await alice.request({ method: 'GET', url: '/api/probe/compliance' })).statusCode).toBe(403);
    const res = await admin.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: {
        updates: [
          { userId: aliceId, productName: 'compliance', hasAccess: true },
          { userId: aliceId, productName: 'personas', hasAccess: true },
          { userId: bobId, productName: 'aov_analysis', hasAccess: true },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((i: { userId: string }) => i.userId === aliceId).access).toMatchObject({
      compliance: true,
      personas: true,
      aov_analysis: false,
    });
    expect((await alice.request({ method: 'GET', url: '/api/probe/compliance' })).statusCode).toBe(200);
    await admin.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: { updates: [{ userId: aliceId, productName: 'compliance', hasAccess: false }] },
    });
    expect((await alice.request({ method: 'GET', url: '/api/probe/compliance' })).statusCode).toBe(403);
  });

  it('records each change before → after in the audit trail', async () => {
    const audit = (
      await admin.request({ method: 'GET', url: `/api/admin/audit?action=access.changed&userId=${aliceId}` })
    ).json();
    const changes = audit.items.flatMap((i: { details: { changes: unknown[] } }) => i.details.changes);
    expect(changes).toContainEqual({ module: 'compliance', before: false, after: true });
    expect(changes).toContainEqual({ module: 'compliance', before: true, after: false });
  });

  it('refuses the whole batch when one user is not a client, changing nothing', async () => {
    const res = await admin.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: {
        updates: [
          { userId: bobId, productName: 'personas', hasAccess: true },
          { userId: admin.userId, productName: 'personas', hasAccess: true },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const body = (await admin.request({ method: 'GET', url: '/api/admin/product-access' })).json();
    expect(body.items.find((i: { userId: string }) => i.userId === bobId).access.personas).toBe(false);
  });

  it('rejects unknown modules and empty batches', async () => {
    const bad = await admin.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: { updates: [{ userId: bobId, productName: 'crystal_ball', hasAccess: true }] },
    });
    expect(bad.statusCode).toBe(400);
    const empty = await admin.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: { updates: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('product access routes (MODULE_PERMISSIONS off)', () => {
  let t: TestApp;
  let admin: Caller;
  let carolId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    carolId = (await createClientUser(t.app, { name: 'Carol Capital' })).id;
  });
  afterAll(async () => t.close());

  it('previews who would lose which modules if gating were switched on', async () => {
    await admin.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: { updates: [{ userId: carolId, productName: 'compliance', hasAccess: true }] },
    });
    const body = (await admin.request({ method: 'GET', url: '/api/admin/product-access' })).json();
    expect(body.modulePermissions).toBe(false);
    expect(body.wouldLose).toContainEqual({
      userId: carolId,
      userName: 'Carol Capital',
      modules: ['aov_analysis', 'personas', 'document_improvements', 'funds'],
    });
  });

  it('grants every module to every existing client in one audited step, admins only', async () => {
    const client = await createClientUser(t.app, { name: 'Dan Funds' });
    const dan = await signIn(t.app, client.email, client.password);
    expect(
      (await dan.request({ method: 'POST', url: '/api/admin/product-access/grant-all' })).statusCode,
    ).toBe(403);
    const res = await admin.request({ method: 'POST', url: '/api/admin/product-access/grant-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().wouldLose).toEqual([]);
    expectEvery(
      res.json().items,
      (i: { access: Record<string, boolean> }) => Object.values(i.access).every(Boolean),
      2,
      'clients',
    );
    const audit = (
      await admin.request({ method: 'GET', url: `/api/admin/audit?action=access.changed&userId=${carolId}` })
    ).json();
    expect(audit.items[0].details.changes).toHaveLength(4);
  });
});
