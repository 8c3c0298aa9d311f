import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_RETRIES, CHUNK_LOAD_RETRY_DELAY_MS } from '#common/constants.ts';
import { ChunkLoadError, isChunkLoadError, lazyWithRetry } from './lazy-with-retry.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

describe(lazyWithRetry.name, () => {
  it('returns the module at once when the first import succeeds', async () => {
    const importer = vi.fn().mockResolvedValue({ default: 'page' });
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(lazyWithRetry(importer, { sleep })()).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a failed import and returns the module once a retry succeeds', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(chunkFailure())
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue({ default: 'page' });
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(lazyWithRetry(importer, { sleep })()).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it(`retries ${CHUNK_LOAD_RETRIES} times ${CHUNK_LOAD_RETRY_DELAY_MS} ms apart, then throws a ChunkLoadError`, async () => {
    const cause = chunkFailure();
    const importer = vi.fn().mockRejectedValue(cause);
    const sleep = vi.fn().mockResolvedValue(undefined);
    const error = await lazyWithRetry(importer, { sleep })().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as Error).message).toBe(
      'There was an issue loading the page. This might be due to a network issue or a recent update.',
    );
    expect(importer).toHaveBeenCalledTimes(CHUNK_LOAD_RETRIES + 1);
    expect(sleep).toHaveBeenCalledTimes(CHUNK_LOAD_RETRIES);
    expectEvery(sleep.mock.calls, ([ms]) => ms === CHUNK_LOAD_RETRY_DELAY_MS);
  });

  it('waits on a real timer between attempts by default', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('ok');
      const pending = lazyWithRetry(importer)();
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_RETRY_DELAY_MS - 1);
      expect(importer).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBe('ok');
      expect(importer).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts afresh on each call of the returned loader', async () => {
    const importer = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('ok');
    const load = lazyWithRetry(importer, { retries: 0, sleep: async () => {} });
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(load()).resolves.toBe('ok');
  });
});

describe(isChunkLoadError.name, () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://x/a.js'],
    ['Firefox', 'error loading dynamically imported module: https://x/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/a.css'],
  ])('recognises the %s wording', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises its own error and ignores everything else', () => {
    expect(isChunkLoadError(new ChunkLoadError(null))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
