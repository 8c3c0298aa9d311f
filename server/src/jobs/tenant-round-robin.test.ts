import { describe, expect, it } from 'vitest';
import { TenantRoundRobin } from './tenant-round-robin.ts';

describe('TenantRoundRobin', () => {
  it('serves tenants in turn, a served tenant behind those who waited while it ran', () => {
    const q = new TenantRoundRobin<string>();
    q.push('a', 'a1');
    q.push('a', 'a2');
    expect(q.take()).toEqual({ tenant: 'a', item: 'a1' });
    q.push('b', 'b1');
    q.done('a');
    expect(q.take()?.item).toBe('b1');
    q.done('b');
    expect(q.take()?.item).toBe('a2');
    q.done('a');
    expect(q.take()).toBeUndefined();
  });

  it('fills every free slot with one tenant when nobody else waits', () => {
    const q = new TenantRoundRobin<number>();
    for (let i = 0; i < 3; i++) q.push('a', i);
    expect([q.take()?.item, q.take()?.item]).toEqual([0, 1]);
    q.push('b', 9);
    expect(q.take()?.item).toBe(9);
    expect(q.drain()).toEqual([2]);
    expect(q.size).toBe(0);
  });
});
