import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '#common/api/analytics.ts';
import {
  MAX_EVENTS_PER_REQUEST,
  MAX_QUEUED_EVENTS,
  createEventBatcher,
  normaliseEvent,
  type SessionState,
} from './event-batcher.ts';

const view = (path: string): AnalyticsEvent => ({ type: 'page_view', name: 'page_view', path });
const signedIn = (userId = 'u-1'): SessionState => ({ status: 'signed-in', userId });
const anonymous: SessionState = { status: 'anonymous' };
const unknown: SessionState = { status: 'unknown' };

function setUp(initial: SessionState) {
  let session = initial;
  const send = vi.fn<(events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<unknown>>(
    async () => undefined,
  );
  const batcher = createEventBatcher({ send, getSession: () => session });
  return {
    batcher,
    send,
    setSession: (next: SessionState) => {
      session = next;
    },
  };
}

describe(createEventBatcher.name, () => {
  it('sends nothing at all for an anonymous visitor', async () => {
    const { batcher, send } = setUp(anonymous);
    expect(batcher.track(view('/'))).toBe(false);
    expect(batcher.size()).toBe(0);
    await expect(batcher.flush()).resolves.toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a signed-in user’s events in one request when flushed', async () => {
    const { batcher, send } = setUp(signedIn());
    batcher.track(view('/client/dashboard'));
    batcher.track({ type: 'auth', name: 'login', props: { method: 'password' } });
    await expect(batcher.flush({ keepalive: true })).resolves.toBe(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].map((event) => event.name)).toEqual(['page_view', 'login']);
    expect(send.mock.calls[0]![1]).toEqual({ keepalive: true });
    expect(batcher.size()).toBe(0);
  });

  it('does not send an empty batch', async () => {
    const { batcher, send } = setUp(signedIn());
    await expect(batcher.flush()).resolves.toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('holds events while the session is unknown, and drops them if the visitor turns out anonymous', async () => {
    const { batcher, send, setSession } = setUp(unknown);
    expect(batcher.track(view('/'))).toBe(true);
    await expect(batcher.flush()).resolves.toBe(0);
    expect(batcher.size()).toBe(1);
    setSession(anonymous);
    await batcher.flush();
    expect(batcher.size()).toBe(0);
    setSession(signedIn());
    await batcher.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends events held while unknown once the user is known to be signed in', async () => {
    const { batcher, send, setSession } = setUp(unknown);
    batcher.track(view('/client/dashboard'));
    setSession(signedIn());
    await expect(batcher.flush()).resolves.toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops the queue on sign-out and never sends one user’s events as another’s', async () => {
    const { batcher, send, setSession } = setUp(signedIn('u-1'));
    batcher.track(view('/client/dashboard'));
    batcher.observe(anonymous);
    expect(batcher.size()).toBe(0);
    batcher.track(view('/client/compliance'));
    setSession(signedIn('u-2'));
    await expect(batcher.flush()).resolves.toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it(`sends at most ${MAX_EVENTS_PER_REQUEST} events a request, and flushes by itself when a batch is full`, async () => {
    const { batcher, send } = setUp(signedIn());
    for (let i = 0; i < MAX_EVENTS_PER_REQUEST - 1; i += 1) batcher.track(view(`/p/${i}`));
    expect(send).not.toHaveBeenCalled();
    batcher.track(view('/last'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toHaveLength(MAX_EVENTS_PER_REQUEST);
  });

  it('splits a long queue into several requests', async () => {
    const { batcher, send, setSession } = setUp(unknown);
    for (let i = 0; i < 120; i += 1) batcher.track(view(`/p/${i}`));
    setSession(signedIn());
    await expect(batcher.flush()).resolves.toBe(120);
    expect(send.mock.calls.map(([events]) => events.length)).toEqual([50, 50, 20]);
  });

  it(`keeps only the newest ${MAX_QUEUED_EVENTS} events while it cannot send`, () => {
    const { batcher } = setUp(unknown);
    for (let i = 0; i < MAX_QUEUED_EVENTS + 10; i += 1) batcher.track(view(`/p/${i}`));
    expect(batcher.size()).toBe(MAX_QUEUED_EVENTS);
  });

  it('drops a failed batch instead of retrying it', async () => {
    const { batcher, send } = setUp(signedIn());
    send.mockRejectedValueOnce(new Error('offline'));
    batcher.track(view('/a'));
    await expect(batcher.flush()).resolves.toBe(0);
    expect(batcher.size()).toBe(0);
    await batcher.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends an event twice when two flushes overlap', async () => {
    const { batcher, send } = setUp(signedIn());
    batcher.track(view('/a'));
    batcher.track(view('/b'));
    const [first, second] = await Promise.all([batcher.flush(), batcher.flush()]);
    expect(first + second).toBe(2);
    expect(send.mock.calls.flatMap(([events]) => events)).toHaveLength(2);
  });
});

describe(normaliseEvent.name, () => {
  it('trims long fields to the API limits instead of losing the batch', () => {
    const event = normaliseEvent({
      type: 'page_view',
      name: 'page_view',
      path: `/${'p'.repeat(3000)}`,
      title: 't'.repeat(400),
      props: { note: 'n'.repeat(600) },
    });
    expect(event?.path).toHaveLength(2000);
    expect(event?.title).toHaveLength(300);
    expect(event?.props?.note).toHaveLength(500);
  });

  it('drops events the API would refuse', () => {
    expect(normaliseEvent({ type: 'web_vital', name: 'LCP', value: Number.NaN })).toBeNull();
    expect(normaliseEvent({ type: 'feature', name: '  ' })).toBeNull();
  });
});
