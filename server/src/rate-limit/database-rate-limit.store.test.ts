import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { databaseRateLimitStore } from './database-rate-limit.store.ts';

type Store = {
  incr(
    key: string,
    cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
    window: number,
    max: number,
  ): void;
  read(key: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void): void;
  child(options: { routeInfo?: { method?: string; url?: string } }): Store;
};

const call = (fn: (cb: (e: Error | null, r?: { current: number; ttl: number }) => void) => void) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    fn((e, r) => (e ? reject(e) : resolve(r!))),
  );

describe('databaseRateLimitStore', () => {
  let t: TestApp;
  let now = Date.parse('2026-01-01T09:00:00Z');
  let root: Store;
  beforeAll(async () => {
    t = await buildTestApp();
    const Ctor = databaseRateLimitStore(t.app.deps.database.db, () => now);
    root = new Ctor({}) as unknown as Store;
  });
  afterAll(async () => t.close());

  it('counts hits in a fixed window and starts afresh when it ends', async () => {
    const store = root.child({ routeInfo: { method: 'POST', url: '/api/auth/login' } });
    expect(await call((cb) => store.incr('a', cb, 60_000, 3))).toEqual({ current: 1, ttl: 60_000 });
    now += 20_000;
    expect(await call((cb) => store.incr('a', cb, 60_000, 3))).toEqual({ current: 2, ttl: 40_000 });
    expect(await call((cb) => store.read('a', cb))).toEqual({ current: 2, ttl: 40_000 });
    now += 40_000;
    expect(await call((cb) => store.incr('a', cb, 60_000, 3))).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps separate counts per route for the same key', async () => {
    const login = root.child({ routeInfo: { method: 'POST', url: '/x/login' } });
    const reset = root.child({ routeInfo: { method: 'POST', url: '/x/reset' } });
    await call((cb) => login.incr('10.0.0.1', cb, 60_000, 3));
    await call((cb) => login.incr('10.0.0.1', cb, 60_000, 3));
    expect((await call((cb) => reset.incr('10.0.0.1', cb, 60_000, 3))).current).toBe(1);
  });

  it('counts every one of many simultaneous hits', async () => {
    const store = root.child({ routeInfo: { method: 'POST', url: '/x/burst' } });
    const results = await Promise.all(
      Array.from({ length: 25 }, () => call((cb) => store.incr('burst', cb, 60_000, 100))),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });
});
