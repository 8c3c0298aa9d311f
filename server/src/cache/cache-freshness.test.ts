import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyses, documentExtractions, documents, sessions, users } from '../db/schema.ts';
import { ADMIN, buildTestApp, signIn, waitFor, type Caller, type TestApp } from '../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../test/factories.ts';
import { runAsSystem } from '../db/tenant-context.ts';

/**
 * Sessions and document lists are served from memory (ADR 008), and must never be stale: every change,
 * through the API or written straight into the database, shows in the very next request. On both
 * databases (the route suite's second pass runs this on the PostgreSQL server).
 */
describe('cached sessions and document lists', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const names = async (caller: Caller, query = '') => {
    const res = await caller.request({ method: 'GET', url: `/api/documents?limit=100${query}` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { items: { fileName: string }[]; total: number };
    return { names: list.items.map((d) => d.fileName).sort(), total: list.total };
  };

  it('a document list shows every change at once, whoever made it', async () => {
    const user = await createClientUser(t.app);
    const client = await signIn(t.app, user.email, user.password);
    const first = await createDocumentRow(t.app, user.id, 'first.pdf');
    expect(await names(client)).toEqual({ names: ['first.pdf'], total: 1 });
    const adminView = await names(admin, `&clientId=${user.id}`);
    expect(adminView.names).toEqual(['first.pdf']);
    await names(admin); // the all-clients list is cached too

    // Renamed through the API.
    const renamed = await client.request({
      method: 'PATCH',
      url: `/api/documents/${first.id}`,
      payload: { fileName: 'renamed.pdf' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await names(client)).names).toEqual(['renamed.pdf']);

    // Written straight into the database, as a job or an operator would.
    await createDocumentRow(t.app, user.id, 'second.pdf');
    expect(await names(client)).toEqual({ names: ['renamed.pdf', 'second.pdf'], total: 2 });
    await runAsSystem(
      async () =>
        await t.app.deps.database.db
          .update(documents)
          .set({ status: 'failed' })
          .where(eq(documents.id, first.id)),
    );
    const failed = await client.request({ method: 'GET', url: '/api/documents?limit=100' });
    expect(
      (failed.json() as { items: { id: string; status: string }[] }).items.find((d) => d.id === first.id)
        ?.status,
    ).toBe('failed');
    expect((await names(admin, `&clientId=${user.id}`)).names).toEqual(['renamed.pdf', 'second.pdf']);
    expect((await names(admin)).names).toEqual(expect.arrayContaining(['renamed.pdf', 'second.pdf']));

    // Archived through the API: gone from the lists (ADR 013).
    const archived = await client.request({
      method: 'POST',
      url: `/api/documents/${first.id}/archive`,
      payload: { reason: 'Superseded' },
    });
    expect(archived.statusCode).toBe(200);
    expect(await names(client)).toEqual({ names: ['second.pdf'], total: 1 });
    expect((await names(admin)).names).not.toContain('renamed.pdf');
  });

  it("empties a client's cached lists only for changes a list shows", async () => {
    const user = await createClientUser(t.app);
    const document = await createDocumentRow(t.app, user.id, 'quiet.pdf');
    const db = t.app.deps.database.db;
    const write = <T>(work: () => Promise<T>) => runAsSystem(work);
    const changed = vi.spyOn(t.app.deps.documentLists, 'clientChanged');
    try {
      const [analysis] = await write(() =>
        db.insert(analyses).values({ documentId: document.id, clientId: user.id, kind: 'aov' }).returning(),
      );
      await write(() =>
        db.insert(documentExtractions).values({ documentId: document.id, clientId: user.id }),
      );
      // On PostgreSQL the pool's other listening connections deliver their copies of these inserts' notices
      // a moment later: wait until a quarter of a second passes with none.
      await waitFor(
        async () => {
          const before = changed.mock.calls.length;
          await new Promise((resolve) => setTimeout(resolve, 250));
          return changed.mock.calls.length === before ? before : -1;
        },
        (delivered) => delivered > 0,
        10_000,
      );
      changed.mockClear();
      // Work a list does not show: an analysis running and storing its result, an extraction's timing, and
      // an update that sets what is already there.
      await write(() => db.update(analyses).set({ status: 'running' }).where(eq(analyses.id, analysis!.id)));
      await write(() =>
        db
          .update(analyses)
          .set({ status: 'completed', result: { score: 1 } })
          .where(eq(analyses.id, analysis!.id)),
      );
      await write(() =>
        db
          .update(documentExtractions)
          .set({ durationMs: 1200 })
          .where(eq(documentExtractions.documentId, document.id)),
      );
      await write(() =>
        db.update(documents).set({ status: 'completed' }).where(eq(documents.id, document.id)),
      );
      // A commit's notifications reach this process before the committing query returns (on PostgreSQL
      // through the committing connection, which listens too), so none of those writes sent one.
      expect(changed).not.toHaveBeenCalled();
      // Then a change it shows (on PostgreSQL every listening connection of the pool delivers a copy).
      await write(() =>
        db
          .update(documentExtractions)
          .set({ status: 'completed', pageCount: 3 })
          .where(eq(documentExtractions.documentId, document.id)),
      );
      expect(changed).toHaveBeenCalledWith(user.id);
      expect(new Set(changed.mock.calls.map(([clientId]) => clientId))).toEqual(new Set([user.id]));
      // And the list shows it.
      const res = await (
        await signIn(t.app, user.email, user.password)
      ).request({
        method: 'GET',
        url: '/api/documents',
      });
      expect(res.json().items[0]).toMatchObject({
        fileName: 'quiet.pdf',
        extraction: { status: 'completed', pageCount: 3 },
      });
    } finally {
      changed.mockRestore();
    }
  });

  it('one client never sees a list cached for another', async () => {
    const [a, b] = [await createClientUser(t.app), await createClientUser(t.app)];
    await createDocumentRow(t.app, a.id, 'a-only.pdf');
    await createDocumentRow(t.app, b.id, 'b-only.pdf');
    const callerA = await signIn(t.app, a.email, a.password);
    const callerB = await signIn(t.app, b.email, b.password);
    expect((await names(callerA)).names).toEqual(['a-only.pdf']);
    expect((await names(callerB)).names).toEqual(['b-only.pdf']);
    const forbidden = await callerB.request({ method: 'GET', url: `/api/documents?clientId=${a.id}` });
    expect(forbidden.statusCode).toBe(403);
  });

  it('a session ends at once on sign-out, and an account change reaches its signed-in sessions', async () => {
    const user = await createClientUser(t.app);
    const client = await signIn(t.app, user.email, user.password);
    const other = await signIn(t.app, user.email, user.password);
    const me = async (caller: Caller) => caller.request({ method: 'GET', url: '/api/auth/me' });
    expect((await me(client)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);

    // A change made straight in the database is seen by the next request.
    await runAsSystem(
      async () =>
        await t.app.deps.database.db
          .update(users)
          .set({ name: 'Renamed Client' })
          .where(eq(users.id, user.id)),
    );
    expect((await me(other)).json().user.name).toBe('Renamed Client');

    const out = await client.request({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(204);
    expect((await me(client)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);

    // An administrator disables the account: its other session stops working with the next request.
    const disabled = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${user.id}`,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('an expired session is refused even while cached', async () => {
    // Sessions of about two seconds (0.0006 h), in an app of their own.
    const short = await buildTestApp({ SESSION_TTL_HOURS: '0.0006' });
    try {
      const user = await createClientUser(short.app);
      const client = await signIn(short.app, user.email, user.password);
      const me = () => client.request({ method: 'GET', url: '/api/auth/me' });
      expect((await me()).statusCode).toBe(200);
      // Wait for the moment the session's own expiry passes (no guessed sleep), then ask while it is cached.
      const [row] = await runAsSystem(() =>
        short.app.deps.database.db
          .select({ expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id)),
      );
      const expiresAt = row!.expiresAt.getTime();
      await waitFor(
        async () => Date.now(),
        (now) => now > expiresAt,
        10_000,
      );
      expect((await me()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
