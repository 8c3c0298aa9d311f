import { describe, expect, it } from 'vitest';
import { DocumentListCache } from './document-list-cache.ts';

const page = { sort: 'date', order: 'desc', limit: 20, offset: 0 };

/** A read that resolves when told to, counting how often it was called. */
function controlledRead() {
  const calls: ((json: string) => void)[] = [];
  const read = () => new Promise<{ json: string }>((resolve) => calls.push((json) => resolve({ json })));
  return { read, calls };
}

describe('DocumentListCache', () => {
  it('serves a page from memory until that client changes, and another client’s change leaves it', async () => {
    const cache = new DocumentListCache();
    let reads = 0;
    const read = async () => ({ json: `v${++reads}` });
    expect((await cache.find({ clientId: 'a' }, page, read)).json).toBe('v1');
    expect((await cache.find({ clientId: 'a' }, page, read)).json).toBe('v1');
    cache.clientChanged('b');
    expect((await cache.find({ clientId: 'a' }, page, read)).json).toBe('v1');
    cache.clientChanged('a');
    expect((await cache.find({ clientId: 'a' }, page, read)).json).toBe('v2');
  });

  it('an administrator’s all-clients page is read again after any client’s change', async () => {
    const cache = new DocumentListCache();
    let reads = 0;
    const read = async () => ({ json: `v${++reads}` });
    expect((await cache.find({}, page, read)).json).toBe('v1');
    cache.clientChanged('some-client');
    expect((await cache.find({}, page, read)).json).toBe('v2');
  });

  it('requests that miss together share one read', async () => {
    const cache = new DocumentListCache();
    const { read, calls } = controlledRead();
    const first = cache.find({ clientId: 'a' }, page, read);
    const second = cache.find({ clientId: 'a' }, page, read);
    expect(calls).toHaveLength(1);
    calls[0]!('shared');
    expect([(await first).json, (await second).json]).toEqual(['shared', 'shared']);
  });

  it('a request after a change does not join a read that began before it', async () => {
    const cache = new DocumentListCache();
    const { read, calls } = controlledRead();
    const before = cache.find({ clientId: 'a' }, page, read);
    cache.clientChanged('a');
    const after = cache.find({ clientId: 'a' }, page, read);
    expect(calls).toHaveLength(2);
    calls[1]!('new');
    expect((await after).json).toBe('new');
    calls[0]!('old');
    expect((await before).json).toBe('old');
    // The read that raced the change finished last, but was not kept.
    expect((await cache.find({ clientId: 'a' }, page, read)).json).toBe('new');
  });
});
