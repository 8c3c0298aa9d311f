import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { shouldRetryQuery } from './query-client.ts';

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
