import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { runAsSystem } from '../db/tenant-context.ts';
import { findHits, incrementHits } from './rate-limit.repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { method?: string | string[]; url?: string };

/**
 * A @fastify/rate-limit store in the `rate_limit_hits` table, so that every API process on one database
 * counts the same attempts (issue 14). Each route gets its own counters (the plugin's `child`), like the
 * plugin's in-memory store; limiters made with `createRateLimit` share one namespace and prefix their keys.
 */
export function databaseRateLimitStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      // Counters are keyed by address or e-mail, not by a client: system work whoever asks (ADR 009).
      runAsSystem(() => incrementHits(db, this.namespace + key, new Date(at), timeWindow)).then(
        ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: windowEndsAt.getTime() - at }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const at = now();
      runAsSystem(() => findHits(db, this.namespace + key, new Date(at))).then(
        (row) =>
          callback(
            null,
            row ? { current: row.hits, ttl: row.windowEndsAt.getTime() - at } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes its merged settings with the route under `routeInfo` (its types say otherwise).
    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const namespace = url ? `${[method ?? ''].flat().join(',')} ${url}|` : '';
      return new DatabaseRateLimitStore(routeOptions, namespace);
    }
  }
  return DatabaseRateLimitStore;
}
