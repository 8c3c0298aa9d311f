import { describe, expect, it } from 'vitest';
import { GroupedCache } from './grouped-cache.ts';

function cache(now = () => 0) {
  return new GroupedCache<{ v: number }>({ max: 100, ttlMs: 1000, now });
}

describe('GroupedCache', () => {
  it('returns what was stored until its group is invalidated', () => {
    const c = cache();
    c.set('client-a', 'list-1', { v: 1 }, c.begin());
    c.set('client-b', 'list-2', { v: 2 }, c.begin());
    expect(c.get('list-1')).toEqual({ v: 1 });
    c.invalidate('client-a');
    expect(c.get('list-1')).toBeUndefined();
    expect(c.get('list-2')).toEqual({ v: 2 });
  });

  it('refuses a value read before an invalidation of its group (the read raced a write)', () => {
    const c = cache();
    const token = c.begin();
    c.invalidate('client-a');
    c.set('client-a', 'list-1', { v: 1 }, token);
    expect(c.get('list-1')).toBeUndefined();
    // Another group's invalidation does not matter to it.
    const other = c.begin();
    c.invalidate('client-b');
    c.set('client-a', 'list-1', { v: 3 }, other);
    expect(c.get('list-1')).toEqual({ v: 3 });
  });

  it('after a clear, stores nothing that was read before it', () => {
    const c = cache();
    c.set('client-a', 'list-1', { v: 1 }, c.begin());
    const token = c.begin();
    c.clear();
    expect(c.get('list-1')).toBeUndefined();
    c.set('client-a', 'list-1', { v: 2 }, token);
    expect(c.get('list-1')).toBeUndefined();
    c.set('client-a', 'list-1', { v: 3 }, c.begin());
    expect(c.get('list-1')).toEqual({ v: 3 });
  });

  it('expires entries after the TTL, and forgets old invalidations without letting a slow read store', () => {
    let now = 10_000;
    const c = cache(() => now);
    c.set('client-a', 'list-1', { v: 1 }, c.begin());
    now += 1001;
    expect(c.get('list-1')).toBeUndefined();

    const slowRead = c.begin();
    c.invalidate('client-a');
    now += 2000;
    c.invalidate('client-b'); // prunes client-a's record, which is older than the TTL
    c.set('client-a', 'list-1', { v: 2 }, slowRead);
    expect(c.get('list-1')).toBeUndefined();
  });

  it('keeps at most max entries, dropping the least recently used', () => {
    const c = new GroupedCache<{ v: number }>({ max: 2, ttlMs: 1000 });
    c.set('g', 'a', { v: 1 }, c.begin());
    c.set('g', 'b', { v: 2 }, c.begin());
    c.get('a');
    c.set('g', 'c', { v: 3 }, c.begin());
    expect(c.get('a')).toEqual({ v: 1 });
    expect(c.get('b')).toBeUndefined();
    expect(c.size).toBe(2);
  });
});
