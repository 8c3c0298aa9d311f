import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ADMIN, buildTestApp, signIn, waitFor, type TestApp } from '../../../test/helpers.ts';
import { createClientUser, grantModule } from '../../../test/factories.ts';

/**
 * Several API processes share one PostgreSQL server (issue 9): an access change made through one must
 * reach the others' caches at once, not after the five-minute cache expires. Two app instances on one
 * database stand in for two processes. PostgreSQL pass only (the embedded database has one process).
 */
describe.runIf(inject('postgres'))('module access changed in another API process', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    second = await buildApp(first.config, { logger: false, workers: false });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('is seen by the other process without waiting for its cache to expire', async () => {
    const client = await createClientUser(first.app);
    await grantModule(first.app, client.id, 'compliance');
    const onSecond = await signIn(second, client.email, client.password);
    const status = async () =>
      (await onSecond.request({ method: 'GET', url: '/api/compliance/checks' })).statusCode;
    expect(await status()).toBe(200); // now cached as allowed in the second process

    const admin = await signIn(first.app, ADMIN.email, ADMIN.password);
    const revoke = await admin.request({
      method: 'PUT',
      url: '/api/admin/product-access',
      payload: { updates: [{ userId: client.id, productName: 'compliance', hasAccess: false }] },
    });
    expect(revoke.statusCode).toBe(200);
    expect(await waitFor(status, (code) => code === 403, 5_000)).toBe(403);
  });
});
