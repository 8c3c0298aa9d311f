import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { auditLog, rateLimitHits, signInFailures } from '../../db/schema.ts';
import { FAILURES_FORGOTTEN_AFTER_MS, pruneSignInLimits } from './sign-in-lock.service.ts';
import { buildTestApp, linkFromMail, waitForOutboxMail, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

/**
 * Issue 14, High 2 and its Low: an attacker must not lift the sign-in limits by choosing their own address
 * (X-Forwarded-For) or by rotating addresses, and people sharing an office address must not lock each
 * other out. Time is a clock the test moves, so lock-outs release without waiting.
 */

type Attempt = { email: string; password: string; ip?: string; forwardedFor?: string };

function attempt(app: FastifyInstance, a: Attempt) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: a.email, password: a.password },
    remoteAddress: a.ip ?? '10.0.0.7',
    headers: a.forwardedFor ? { 'x-forwarded-for': a.forwardedFor } : {},
  });
}

async function lastAuditIp(app: FastifyInstance, email: string) {
  const [row] = await runAsSystem(() =>
    app.deps.database.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, email))
      .orderBy(desc(auditLog.id))
      .limit(1),
  );
  return row?.ip;
}

const WRONG = 'not-the-password';
/** A different public-looking address per attempt, as a botnet or a rotated header would give. */
const rotated = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('sign-in limits with TRUST_PROXY unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_LOCK_FAILURES: '50' });
  });
  afterAll(async () => t.close());

  it('still answers 429 when every attempt forges a new X-Forwarded-For', async () => {
    const email = 'forger-target@test.example';
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await attempt(t.app, { email, password: WRONG, forwardedFor: rotated(i) })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('records the socket address in the audit log, not the forged header', async () => {
    const email = 'audit-forger@test.example';
    await attempt(t.app, { email, password: WRONG, ip: '10.0.0.8', forwardedFor: '203.0.113.66' });
    expect(await lastAuditIp(t.app, email)).toBe('10.0.0.8');
  });

  it('keys the limit by address and e-mail: a colleague behind the same address still signs in', async () => {
    const colleague = await createClientUser(t.app);
    const office = '192.0.2.10';
    for (let i = 0; i < 3; i++)
      await attempt(t.app, { email: 'careless@test.example', password: WRONG, ip: office });
    expect(
      (await attempt(t.app, { email: 'careless@test.example', password: WRONG, ip: office })).statusCode,
    ).toBe(429);
    const res = await attempt(t.app, { email: colleague.email, password: colleague.password, ip: office });
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-in limits per address across e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_IP_RATE_LIMIT: '5' });
  });
  afterAll(async () => t.close());

  it('stops one address trying many e-mails (password spraying) at the looser per-address ceiling', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await attempt(t.app, { email: `spray${i}@test.example`, password: WRONG, ip: '192.0.2.99' }))
          .statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('sign-in limits with TRUST_PROXY=1 (one load balancer in front)', () => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '50' }, {}, { now: () => now });
  });
  afterAll(async () => t.close());

  it('uses the address the proxy appended, not one the client put in front of it', async () => {
    const email = 'behind-proxy@test.example';
    await attempt(t.app, { email, password: WRONG, ip: '10.0.0.2', forwardedFor: '1.2.3.4, 203.0.113.9' });
    expect(await lastAuditIp(t.app, email)).toBe('203.0.113.9');
  });

  it('locks the account after 5 failures from 5 addresses, refuses the right password, then releases', async () => {
    const user = await createClientUser(t.app);
    let i = 0;
    const from = (password: string) =>
      attempt(t.app, { email: user.email, password, ip: '10.0.0.2', forwardedFor: rotated(i++) });
    for (let n = 0; n < 5; n++) expect((await from(WRONG)).statusCode).toBe(401);

    const locked = await from(user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(locked.json().message).toMatch(/try again in 1 minute/i);
    expect(locked.json().message).toMatch(/reset your password/i);
    expect(locked.headers['retry-after']).toBe('60');

    now += 61_000;
    expect((await from(user.password)).statusCode).toBe(200);
  });

  it('doubles the lock on each further failure (1, 2, 4 minutes) and a success starts afresh', async () => {
    const user = await createClientUser(t.app);
    let i = 100;
    const from = (password: string) =>
      attempt(t.app, { email: user.email, password, ip: '10.0.0.2', forwardedFor: rotated(i++) });
    for (let n = 0; n < 5; n++) await from(WRONG);
    now += 61_000;
    expect((await from(WRONG)).statusCode).toBe(401); // sixth failure: two minutes
    const second = await from(user.password);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/try again in 2 minutes/i);
    now += 61_000;
    expect((await from(user.password)).statusCode).toBe(429);
    now += 60_000;
    expect((await from(user.password)).statusCode).toBe(200);
    // The success forgot the failures: one wrong password is a plain 401 again, not a lock.
    expect((await from(WRONG)).statusCode).toBe(401);
    expect((await from(user.password)).statusCode).toBe(200);
  });

  it('never locks for longer than the cap, however many failures', async () => {
    const user = await createClientUser(t.app);
    let i = 200;
    for (let n = 0; n < 20; n++) {
      await attempt(t.app, {
        email: user.email,
        password: WRONG,
        ip: '10.0.0.2',
        forwardedFor: rotated(i++),
      });
      now += 31 * 60_000; // every lock has run out by the next try
    }
    const res = await attempt(t.app, {
      email: user.email,
      password: WRONG,
      ip: '10.0.0.2',
      forwardedFor: rotated(i++),
    });
    expect(res.statusCode).toBe(401);
    const locked = await attempt(t.app, { email: user.email, password: user.password, ip: '10.0.0.2' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    now += 30 * 60_000 + 1000;
    expect((await attempt(t.app, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('a password reset ends the lock at once', async () => {
    const user = await createClientUser(t.app);
    for (let n = 0; n < 5; n++)
      await attempt(t.app, { email: user.email, password: WRONG, forwardedFor: rotated(300 + n) });
    expect((await attempt(t.app, { email: user.email, password: user.password })).statusCode).toBe(429);

    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const token = new URL(linkFromMail(await waitForOutboxMail(t.dataDir, user.email))).searchParams.get(
      'token',
    )!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'a-fresh-password' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await attempt(t.app, { email: user.email, password: 'a-fresh-password' })).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lock does not tell which accounts exist', async () => {
    const email = 'nobody-here@test.example';
    for (let n = 0; n < 5; n++)
      await attempt(t.app, { email, password: WRONG, forwardedFor: rotated(400 + n) });
    const res = await attempt(t.app, { email, password: WRONG });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/try again in 1 minute/i);
  });
});

describe('sign-in limits with TRUST_PROXY naming the proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => t.close());

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    await attempt(t.app, {
      email: 'via-lb@test.example',
      password: WRONG,
      ip: '10.1.2.3',
      forwardedFor: '203.0.113.5',
    });
    expect(await lastAuditIp(t.app, 'via-lb@test.example')).toBe('203.0.113.5');
    await attempt(t.app, {
      email: 'direct@test.example',
      password: WRONG,
      ip: '192.0.2.7',
      forwardedFor: '203.0.113.5',
    });
    expect(await lastAuditIp(t.app, 'direct@test.example')).toBe('192.0.2.7');
  });
});

/** Several API processes on one PostgreSQL server: an attacker spreading tries over them gains nothing. */
describe.runIf(inject('postgres'))('sign-in limits shared by two API processes', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    second = await buildApp(first.config, { logger: false, workers: false });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts attempts from one address on either process towards one limit', async () => {
    const email = 'two-processes@test.example';
    const a = { email, password: WRONG, ip: '10.0.0.2', forwardedFor: '203.0.113.20' };
    expect((await attempt(first.app, a)).statusCode).toBe(401);
    expect((await attempt(second, a)).statusCode).toBe(401);
    expect((await attempt(first.app, a)).statusCode).toBe(401);
    expect((await attempt(second, a)).statusCode).toBe(429);
  });

  it('locks the account on both processes after failures spread over them', async () => {
    const user = await createClientUser(first.app);
    for (let n = 0; n < 5; n++) {
      const app = n % 2 === 0 ? first.app : second;
      expect(
        (
          await attempt(app, {
            email: user.email,
            password: WRONG,
            ip: '10.0.0.2',
            forwardedFor: rotated(500 + n),
          })
        ).statusCode,
      ).toBe(401);
    }
    for (const app of [first.app, second])
      expect(
        (
          await attempt(app, {
            email: user.email,
            password: user.password,
            ip: '10.0.0.2',
            forwardedFor: rotated(600),
          })
        ).statusCode,
      ).toBe(429);
  });
});

describe('pruning the sign-in limits', () => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT: '50' }, {}, { now: () => now });
  });
  afterAll(async () => t.close());

  it('removes ended windows and day-old failures, and keeps what still counts', async () => {
    const { db } = t.app.deps.database;
    await attempt(t.app, { email: 'old@test.example', password: WRONG, ip: '192.0.2.1' });
    now += FAILURES_FORGOTTEN_AFTER_MS + 60_000;
    await attempt(t.app, { email: 'recent@test.example', password: WRONG, ip: '192.0.2.2' });
    const pruned = await runAsSystem(() => pruneSignInLimits(t.app.deps));
    // The old attempt's two windows (per address, per address + e-mail) have ended; its failure is a day old.
    expect(pruned).toEqual({ windows: 2, failures: 1 });
    const failures = await runAsSystem(() => db.select().from(signInFailures));
    expect(failures.map((r) => r.email)).toEqual(['recent@test.example']);
    expect(await runAsSystem(() => db.select().from(rateLimitHits))).toHaveLength(2);
  });
});
