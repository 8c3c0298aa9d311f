import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { meQueryKey } from './auth/get-me.ts';
import { createQueryClient, shouldRetryQuery } from './query-client.ts';

describe(shouldRetryQuery.name, () => {
  it('never retries an answer the server gave on purpose (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'INVALID_INPUT', 'x'))).toBe(false);
    }
  });

  it('retries network failures and server errors twice', () => {
    const network = new ApiError(0, 'NETWORK_ERROR', 'x');
    const server = new ApiError(503, 'LLM_UNAVAILABLE', 'x');
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(1, server)).toBe(true);
    expect(shouldRetryQuery(2, server)).toBe(false);
  });
});

describe(createQueryClient.name, () => {
  it('reads the signed-in user again when the server refuses an action (403), and only then', async () => {
    const client = createQueryClient();
    let meReads = 0;
    // An observer on `me`, as the app shell keeps one, so that an invalidation reads it again.
    const observer = new QueryObserver(client, {
      queryKey: meQueryKey,
      queryFn: () => ++meReads,
      staleTime: 5 * 60_000,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(meReads).toBe(1));
    const fail = (status: number) => () => Promise.reject(new ApiError(status, 'FORBIDDEN', 'x'));
    const me = () => client.getQueryCache().find({ queryKey: meQueryKey })!;

    await new MutationObserver(client, { mutationFn: fail(404) }).mutate().catch(() => undefined);
    await client.fetchQuery({ queryKey: ['x'], queryFn: fail(409) }).catch(() => undefined);
    expect(me().state.isInvalidated).toBe(false);

    await new MutationObserver(client, { mutationFn: fail(403) }).mutate().catch(() => undefined);
    await vi.waitFor(() => expect(meReads).toBe(2));
    await client.fetchQuery({ queryKey: ['documents'], queryFn: fail(403) }).catch(() => undefined);
    await vi.waitFor(() => expect(meReads).toBe(3));
    unsubscribe();
  });
});
