import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  findJobRowsContaining,
  linkFromMail,
  signIn,
  waitForOutboxMail,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';

describe('admin clients routes', () => {
  let t: TestApp;
  let admin: Caller;
  let client: Caller;
  let clientId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const c = await createClientUser(t.app, { name: 'Acme Funds' });
    clientId = c.id;
    await createDocumentRow(t.app, c.id, 'acme-aov.pdf');
    client = await signIn(t.app, c.email, c.password);
  });
  afterAll(async () => t.close());

  it.each([
    ['GET', '/api/admin/clients'],
    ['POST', '/api/admin/clients'],
    ['GET', '/api/admin/clients/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/admin/clients/00000000-0000-4000-8000-000000000000'],
  ] as const)('answers %s %s with 401 for anonymous and 403 for clients', async (method, url) => {
    expect((await anonymous(t.app).request({ method, url, payload: {} })).statusCode).toBe(401);
    const res = await client.request({ method, url, payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a client reading its own record through the admin call', async () => {
    expect((await client.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })).statusCode).toBe(
      403,
    );
  });

  it('creates a client who sets a password from the e-mailed link and can then sign in', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/admin/clients',
      payload: { name: 'Brook Capital', email: 'ops@brook.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Brook Capital',
      email: 'ops@brook.example',
      signInMethod: 'pending',
      disabledAt: null,
    });
    const token = new URL(
      linkFromMail(await waitForOutboxMail(t.dataDir, 'ops@brook.example')),
    ).searchParams.get('token')!;
    // Someone reading the job table (or a backup) finds no welcome link to take the account over with.
    expect(await findJobRowsContaining(t.app, token)).toEqual([]);
    expect(await findJobRowsContaining(t.app, 'reset-password?token')).toEqual([]);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'brook-password-1' },
    });
    expect(set.statusCode).toBe(200);
    const brook = await signIn(t.app, 'ops@brook.example', 'brook-password-1');
    expect((await brook.request({ method: 'GET', url: '/api/auth/me' })).json().user.role).toBe('client');
  });

  it("gives the firm admin their own name, apart from the firm's (issue 30)", async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/admin/clients',
      payload: { name: 'Willow Funds', adminName: 'Wendy Ward', email: 'wendy@willow.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Willow Funds', email: 'wendy@willow.example' });
    const detail = (
      await admin.request({ method: 'GET', url: `/api/admin/clients/${res.json().id}` })
    ).json();
    expect(detail.client.name).toBe('Willow Funds');
    expect(detail.members.map((m: { name: string; email: string }) => [m.name, m.email])).toEqual([
      ['Wendy Ward', 'wendy@willow.example'],
    ]);
    const blank = await admin.request({
      method: 'POST',
      url: '/api/admin/clients',
      payload: { name: 'Blank Admin Ltd', adminName: '  ', email: 'blank@willow.example' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('answers 409 with a clear message for a duplicate e-mail', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/admin/clients',
      payload: { name: 'Dup', email: ADMIN.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already exists');
  });

  it('validates the name and e-mail', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/admin/clients',
      payload: { name: '', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
  });

  it("lists clients with a search and shows a client's documents and counts", async () => {
    const list = (await admin.request({ method: 'GET', url: '/api/admin/clients?q=acme' })).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ name: 'Acme Funds', documentCount: 1, signInMethod: 'password' });
    const detail = (await admin.request({ method: 'GET', url: `/api/admin/clients/${clientId}` })).json();
    expect(detail.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['acme-aov.pdf']);
    expect(detail.counts).toMatchObject({
      documents: 1,
      analyses: 0,
      interviews: 0,
      checks: 0,
      improvements: 0,
    });
  });

  it('answers 404 for an unknown client and 400 for a malformed id', async () => {
    expect(
      (await admin.request({ method: 'GET', url: '/api/admin/clients/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.request({ method: 'GET', url: '/api/admin/clients/not-a-uuid' })).statusCode).toBe(
      400,
    );
  });

  it('disables a client (sessions end, sign-in refused) and re-enables it', async () => {
    const c = await createClientUser(t.app);
    const session = await signIn(t.app, c.email, c.password);
    const off = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${c.id}`,
      payload: { disabled: true },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabledAt).not.toBeNull();
    expect((await session.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: c.email, password: c.password },
        })
      ).statusCode,
    ).toBe(403);
    const on = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${c.id}`,
      payload: { disabled: false },
    });
    expect(on.json().disabledAt).toBeNull();
    await expect(signIn(t.app, c.email, c.password)).resolves.toBeTruthy();
  });
});
