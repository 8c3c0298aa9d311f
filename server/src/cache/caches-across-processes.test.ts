import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, signIn, waitFor, type TestApp } from '../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../test/factories.ts';

/**
 * Several API processes share one PostgreSQL server (issue 9, ADR 008): a sign-out or a document change
 * made through one must reach what the others hold in memory. Two app instances on one database stand in
 * for two processes. PostgreSQL pass only (the embedded database has one process).
 */
describe.runIf(inject('postgres'))('caches of another API process', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildApp(first.config, { logger: false, workers: false });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a document list cached by one process shows a change made through the other', async () => {
    const user = await createClientUser(first.app);
    const doc = await createDocumentRow(first.app, user.id, 'before.pdf');
    const onFirst = await signIn(first.app, user.email, user.password);
    const onSecond = await signIn(second, user.email, user.password);
    const names = async () =>
      (
        (await onSecond.request({ method: 'GET', url: '/api/documents' })).json() as {
          items: { fileName: string }[];
        }
      ).items.map((d) => d.fileName);
    expect(await names()).toEqual(['before.pdf']); // now cached in the second process

    const renamed = await onFirst.request({
      method: 'PATCH',
      url: `/api/documents/${doc.id}`,
      payload: { fileName: 'after.pdf' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await waitFor(names, (n) => n[0] === 'after.pdf', 2_000)).toEqual(['after.pdf']);
  });

  it('a sign-out in one process ends the session in the other', async () => {
    const user = await createClientUser(first.app);
    const onFirst = await signIn(first.app, user.email, user.password);
    // The same cookie sent to the other process, as a load balancer would.
    const sameSession = (url: string) =>
      second.inject({ method: 'GET', url, headers: { cookie: onFirst.cookie } });
    expect((await sameSession('/api/auth/me')).statusCode).toBe(200); // now cached in the second process

    expect((await onFirst.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    const status = async () => (await sameSession('/api/auth/me')).statusCode;
    expect(await waitFor(status, (code) => code === 401, 2_000)).toBe(401);
  });
});
