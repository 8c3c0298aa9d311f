import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Storage } from './storage/storage.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Queue } from './jobs/queue.ts';
import type { AccessService } from './features/access/access.service.ts';
import type { ProgressBus } from './features/documents/progress-bus.ts';
import type { ExtractionRunner } from './features/documents/extraction-runner.ts';
import type { RulePack } from '#engine/rules/index.ts';
import type { EnginePool } from './engine-pool/engine-pool.ts';
import type { Metrics } from './observability/metrics.ts';
import type { OidcClient } from './features/auth/oidc-client.ts';
import type { SessionCache } from './sessions/session-cache.ts';
import type { DocumentListCache } from './features/documents/document-list-cache.ts';

/** Everything services need, built once by buildApp and decorated onto the Fastify instance as `deps`. */
export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  queue: Queue;
  access: AccessService;
  /** Signed-in users by session, kept fresh by the database's change notifications. */
  sessions: SessionCache;
  /** Pages of document lists, kept fresh the same way. */
  documentLists: DocumentListCache;
  progress: ProgressBus;
  extraction: ExtractionRunner;
  /** The engine's computations on worker threads, served per client in turn (ADR 016). */
  engine: EnginePool;
  /** Compliance rule packs, validated at start-up. */
  rulePacks: RulePack[];
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: Metrics;
  /** The discovered OpenID Connect provider, or null when single sign-on is not configured. */
  oidc: OidcClient | null;
  log: FastifyBaseLogger;
  /** The clock of the sign-in limits (Date.now; tests move it to release a lock-out without waiting). */
  now: () => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
