import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { createClientUser, grantModule } from '../../test/factories.ts';
import { requireModule } from './require-module.ts';

// The API obeys the module guard, not only the screens. A probe route stands in for a module's routes.
describe('requireModule with MODULE_PERMISSIONS=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    t.app.get('/api/probe/compliance', { onRequest: requireModule('compliance') }, async () => ({
      ok: true,
    }));
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).request({ method: 'GET', url: '/api/probe/compliance' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a client without a product_access row with 403 naming the module', async () => {
    const c = await createClientUser(t.app);
    const caller = await signIn(t.app, c.email, c.password);
    const res = await caller.request({ method: 'GET', url: '/api/probe/compliance' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Client Comms') });
    const me = (await caller.request({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me.modulePermissions).toBe(true);
    expect(me.modules).toEqual({
      aov_analysis: false,
      compliance: false,
      personas: false,
      document_improvements: false,
      funds: false,
    });
  });

  it('lets a client with access through, and only for that module', async () => {
    const c = await createClientUser(t.app);
    await grantModule(t.app, c.id, 'compliance');
    const caller = await signIn(t.app, c.email, c.password);
    expect((await caller.request({ method: 'GET', url: '/api/probe/compliance' })).statusCode).toBe(200);
    const me = (await caller.request({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me.modules).toMatchObject({ compliance: true, personas: false });
  });

  it('lets admins through', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect((await admin.request({ method: 'GET', url: '/api/probe/compliance' })).statusCode).toBe(200);
  });
});

describe('requireModule with the flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get('/api/probe/personas', { onRequest: requireModule('personas') }, async () => ({ ok: true }));
  });
  afterAll(async () => t.close());

  it('lets every signed-in client through', async () => {
    const c = await createClientUser(t.app);
    const caller = await signIn(t.app, c.email, c.password);
    expect((await caller.request({ method: 'GET', url: '/api/probe/personas' })).statusCode).toBe(200);
  });
});
