import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { createClientUser } from '../../test/factories.ts';
import { sessions } from '../db/schema.ts';
import { SESSIONS_CHANGED_CHANNEL, SessionCache } from './session-cache.ts';
import { touchSession } from './sessions.repository.ts';
import { runAsSystem } from '../db/tenant-context.ts';

const MINUTE = 60_000;

describe('session idle time-out', () => {
  let t: TestApp;
  let clock: number;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_IDLE_MINUTES: '2' });
    // The same cache the app builds, on a clock the test moves (the database query keeps real time).
    clock = Date.now();
    t.app.deps.sessions = new SessionCache(t.app.deps.database.db, {
      idleMs: t.config.sessionIdleMs,
      now: () => clock,
    });
  });
  afterAll(async () => t.close());

  const lastSeen = async (userId: string) => {
    // Read as an operator would, past row-level security (ADR 009).
    const rows = await runAsSystem(() =>
      t.app.deps.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    );
    return rows.map((r) => r.lastSeenAt.getTime());
  };

  it('refuses and removes a session unused for longer than SESSION_IDLE_MINUTES', async () => {
    const start = Date.now();
    clock = start;
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);

    clock = start + 2 * MINUTE + 5_000;
    const stale = await caller.request({ method: 'GET', url: '/api/auth/me' });
    expect(stale.statusCode).toBe(401);
    expect(await lastSeen(client.id)).toEqual([]);
    // The stolen or forgotten cookie stays dead, even for a write with its CSRF token.
    clock = start;
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('extends the session on use, writing activity at most once a minute', async () => {
    const start = Date.now();
    clock = start;
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    const [created] = await lastSeen(client.id);

    // Used every 90 s for six minutes, three times the idle limit: still signed in.
    for (let step = 1; step <= 4; step += 1) {
      clock = start + step * 90_000;
      expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    }
    const [written] = await lastSeen(client.id);
    expect(written).toBe(start + 4 * 90_000);

    // Requests within the minute after a write do not write again.
    clock = start + 4 * 90_000 + 30_000;
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect(await lastSeen(client.id)).toEqual([written]);
    expect(created).toBeLessThan(written!);
  });

  it('accepts a session another process saw in use although this one did not', async () => {
    const start = Date.now();
    clock = start;
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect((await admin.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    // Another API process served this session 3 minutes later and recorded it.
    await runAsSystem(() =>
      t.app.deps.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(start + 3 * MINUTE) })
        .where(eq(sessions.userId, admin.userId)),
    );
    clock = start + 4 * MINUTE;
    expect((await admin.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('records activity without telling every process to drop its cached sign-ins', async () => {
    const db = t.app.deps.database.db;
    const sessionOf = async (userId: string) =>
      (
        await runAsSystem(() =>
          db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)),
        )
      )[0]!.id;
    const touched = await createClientUser(t.app);
    const other = await createClientUser(t.app);
    await signIn(t.app, touched.email, touched.password);
    await signIn(t.app, other.email, other.password);
    const heard: string[] = [];
    await t.app.deps.database.listen(SESSIONS_CHANGED_CHANNEL, (userId) => heard.push(userId));
    // A change the caches must hear about still notifies. A connection delivers notifications in commit
    // order, so once this one is heard, whatever was committed before it has been heard too.
    const changeOtherSession = async () => {
      const count = heard.filter((id) => id === other.id).length;
      const id = await sessionOf(other.id);
      await runAsSystem(() =>
        db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() + 10 * MINUTE) })
          .where(eq(sessions.id, id)),
      );
      await vi.waitFor(() => expect(heard.filter((id) => id === other.id).length).toBeGreaterThan(count));
    };
    await changeOtherSession();
    // Pooled connections listen too and may still hand over the sign-ins' notifications: let them.
    await new Promise((r) => setTimeout(r, 300));
    heard.length = 0;
    const touchedId = await sessionOf(touched.id);
    await runAsSystem(() => touchSession(db, touchedId, new Date()));
    await changeOtherSession();
    expect(heard).not.toContain(touched.id);
  });
});

describe('session cookie', () => {
  const loginCookie = async (env: Record<string, string>) => {
    const t = await buildTestApp(env);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(res.statusCode).toBe(200);
      return String(res.headers['set-cookie']);
    } finally {
      await t.close();
    }
  };

  it('is Secure on a site reached by another name than localhost, even over http', async () => {
    expect(await loginCookie({ PUBLIC_URL: 'http://clarion.internal:8080' })).toMatch(
      /clarion_session=[^;]+;.*Secure/,
    );
  });

  it('is not Secure on plain http localhost, where browsers would otherwise drop it', async () => {
    expect(await loginCookie({})).not.toMatch(/Secure/);
  });
});
