import { CHUNK_LOAD_RETRIES, CHUNK_LOAD_RETRY_DELAY_MS } from '#common/constants.ts';

/** A page's code could not be downloaded, even after retrying: the Loading Error screen handles it. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('There was an issue loading the page. This might be due to a network issue or a recent update.', {
      cause,
    });
    this.name = 'ChunkLoadError';
  }
}

// Browsers word a failed dynamic import differently; these cover Chromium, Firefox, Safari and Vite's preload.
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
  );
}

export type RetryOptions = {
  retries?: number;
  delayMs?: number;
  /** Injected by tests; the app waits on a real timer. */
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps a dynamic import so a failed download is retried CHUNK_LOAD_RETRIES times, CHUNK_LOAD_RETRY_DELAY_MS
 * apart (spec §4, §9), before giving up with a ChunkLoadError. A failure is usually a flaky connection or a
 * deployment that replaced the chunk; retrying covers the first, the Reload Page button the second.
 */
export function lazyWithRetry<T>(importer: () => Promise<T>, options: RetryOptions = {}): () => Promise<T> {
  const retries = options.retries ?? CHUNK_LOAD_RETRIES;
  const delayMs = options.delayMs ?? CHUNK_LOAD_RETRY_DELAY_MS;
  const sleep = options.sleep ?? wait;
  return async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await sleep(delayMs);
      try {
        return await importer();
      } catch (error) {
        lastError = error;
      }
    }
    throw new ChunkLoadError(lastError);
  };
}
