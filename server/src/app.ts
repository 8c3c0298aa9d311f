import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LogController } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runAsSystem } from './db/tenant-context.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { Queue } from './jobs/queue.ts';
import { JOBS } from './jobs/registry.ts';
import { startWorkers } from './jobs/worker.ts';
import { repeatInBackground, type RepeatingTask } from './jobs/repeat-in-background.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerAdminMfaGate } from './plugins/admin-mfa-gate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { toFastifyTrustProxy } from './plugins/trust-proxy.ts';
import { registerApiNoStore } from './plugins/no-store.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createStorage } from './storage/create-storage.ts';
import { ACCESS_CHANGED_CHANNEL, AccessService } from './features/access/access.service.ts';
import { ProgressBus } from './features/documents/progress-bus.ts';
import { DOCUMENTS_CHANGED_CHANNEL, DocumentListCache } from './features/documents/document-list-cache.ts';
import { SESSIONS_CHANGED_CHANNEL, SessionCache } from './sessions/session-cache.ts';
import { ExtractionRunner } from './features/documents/extraction-runner.ts';
import { EnginePool } from './engine-pool/engine-pool.ts';
import { scheduleOrphanSweep } from './features/documents/orphan-sweep.service.ts';
import { scheduleReviewDateNotices } from './features/reviews/review-date-notices.service.ts';
import { maintainEmbeddedDatabase } from './db/embedded-maintenance.ts';
import { ensureFirstAdmin } from './features/auth/auth.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { discoverOidc } from './features/auth/oidc-client.ts';
import { oidcRoutes } from './features/auth/oidc.routes.ts';
import { mfaRoutes } from './features/auth/mfa.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { firmRoutes } from './features/firms/firms.routes.ts';
import { clientsRoutes } from './features/clients/clients.routes.ts';
import { productAccessRoutes } from './features/product-access/product-access.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { debugRoutes } from './features/debug/debug.routes.ts';
import { complianceRoutes } from './features/compliance/compliance.routes.ts';
import { analysesRoutes } from './features/analyses/analyses.routes.ts';
import { Metrics } from './observability/metrics.ts';
import { metricsRoutes, registerRequestMetrics } from './observability/metrics.routes.ts';
import { serializeRequest } from './observability/request-log.ts';
import {
  interviewQuestionsRoutes,
  interviewsRoutes,
  personasRoutes,
  reportEffectivenessRoutes,
} from './features/personas/personas.routes.ts';
import { improvementsRoutes } from './features/improvements/improvements.routes.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { fundsRoutes } from './features/funds/funds.routes.ts';
import { readConceptModel, readRulePacks } from './features/compliance/rule-packs.ts';
import { startSignInLimitPruning } from './features/auth/sign-in-lock.service.ts';
import { databaseRateLimitStore } from './rate-limit/database-rate-limit.store.ts';
import { APP_VERSION } from './version.ts';

export type BuildOptions = {
  /** Structured JSON logs by default; tests pass false. */
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); tests that read the log pass their own stream. */
  logStream?: NodeJS.WritableStream;
  /** Fastify's own log lines (the request log); at a terminal, one line per request. */
  logController?: LogController;
  /** Run job workers in this process (the embedded default). */
  workers?: boolean;
  /** Export the process's own metrics (CPU, memory, event loop) too: long-running processes, not tests. */
  processMetrics?: boolean;
  /** The clock of the sign-in limits; tests pass one they can move forward. */
  now?: () => number;
  /**
   * The HTTP routes: `api` (default) serves users; `ops` only /api/health, /api/ready and /metrics, for the
   * worker's port that only the orchestrator and Prometheus reach.
   */
  surface?: 'api' | 'ops';
};

/** The app factory (fastify/demo's model): external plugins, then ours, then routes, then the SPA. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    ...(options.logController ? { logController: options.logController } : {}),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: a client could otherwise choose its own address (issue 14).
    trustProxy: toFastifyTrustProxy(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before anything opens: a malformed rule pack stops the start with the file and rule named.
  const rulePacks = readRulePacks();
  const conceptModel = readConceptModel();
  // Likewise an identity provider that cannot be discovered: the message names OIDC_ISSUER.
  const oidc = config.oidc ? await discoverOidc(config.oidc) : null;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationDatabaseUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'database connection lost; it will be reopened'),
  });
  const storage = createStorage(config);
  const mailer = createMailer(config, app.log);
  const queue = new Queue(database, app.log, JOBS, {
    jobExpireSeconds: config.jobExpireSeconds,
    maintenanceIntervalSeconds: config.queueMaintenanceSeconds,
  });
  const access = new AccessService(database.db, config.modulePermissions, app.log, Date.now, (userId) =>
    database.notify(ACCESS_CHANGED_CHANNEL, userId),
  );
  const progress = new ProgressBus();
  const extraction = new ExtractionRunner({ memoryMb: config.extractionMemoryMb });
  const engine = new EnginePool({ threads: config.engineThreads, rulePacks, conceptModel });
  const metrics = new Metrics({ queueStats: () => queue.stats(), processMetrics: options.processMetrics });
  const deps: AppDeps = {
    config,
    database,
    storage,
    mailer,
    queue,
    access,
    sessions: new SessionCache(database.db, { idleMs: config.sessionIdleMs }),
    documentLists: new DocumentListCache(),
    progress,
    extraction,
    engine,
    rulePacks,
    metrics,
    oidc,
    log: app.log,
    now: options.now ?? Date.now,
  };
  app.decorate('deps', deps);

  // Timers of the processes that run jobs: the orphan sweep and the review-date notices.
  const housekeeping: RepeatingTask[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(housekeeping.map((task) => task.stop()));
    await queue.stop().catch((error) => app.log.error({ err: error }, 'queue stop failed'));
    await extraction.close();
    await engine.close();
    await database.close();
    storage.close?.();
  });

  try {
    // Another API process changed someone's module access: forget what this one cached.
    await database.listen(
      ACCESS_CHANGED_CHANNEL,
      (userId) => access.forgetUser(userId),
      () => access.forgetAll(),
    );
    // Whoever changed a session, an account or a document list's rows (migration 0008, ADR 008).
    await database.listen(
      SESSIONS_CHANGED_CHANNEL,
      (userId) => deps.sessions.forgetUser(userId),
      () => deps.sessions.clear(),
    );
    await database.listen(
      DOCUMENTS_CHANGED_CHANNEL,
      (clientId) => deps.documentLists.clientChanged(clientId),
      () => deps.documentLists.clear(),
    );
    // The embedded database has no autovacuum: this process, its only one, stands in for it.
    if (database.driver === 'pglite')
      housekeeping.push(
        repeatInBackground('embedded database maintenance', config.embeddedMaintenanceMs, deps.log, () =>
          maintainEmbeddedDatabase(database.executor),
        ),
      );
    // Start-up is system work: it sees every client's rows, by the explicit bypass (ADR 009).
    await runAsSystem(async () => {
      await queue.start();
      if (options.workers ?? config.runWorkers) {
        await startWorkers(queue, deps, JOBS);
        // Housekeeping goes with the workers: every process that runs jobs also removes orphaned files and
        // sends the notices of approvals due for review.
        housekeeping.push(scheduleOrphanSweep(deps), scheduleReviewDateNotices(deps));
        // Default: both start on first use and end when idle (idle memory, docs/deployment.md "Sizing").
        if (config.warmStart) {
          extraction.warmUp();
          engine.warmUp();
        }
      }
      await ensureFirstAdmin(deps);
    });
  } catch (error) {
    await app.close();
    throw error;
  }

  if (options.surface === 'ops') {
    await registerOpsRoutes(app);
    return app;
  }

  registerSecurityHeaders(app);
  await app.register(cookie);
  // Counted in the database, so that every API process on one PostgreSQL server shares the counts.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db, deps.now) });
  const stopPruning = startSignInLimitPruning(deps);
  app.addHook('onClose', async () => stopPruning());
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Clarion API', version: APP_VERSION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'clarion_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerApiNoStore(app);
  registerAuth(app);
  registerAdminMfaGate(app);
  registerRequestMetrics(app, metrics);
  await app.register(metricsRoutes, { requireToken: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(oidcRoutes, { prefix: '/auth/oidc' });
      await api.register(mfaRoutes, { prefix: '/auth/mfa' });
      await api.register(dashboardRoutes);
      await api.register(clientsRoutes, { prefix: '/admin/clients' });
      await api.register(firmRoutes, { prefix: '/firm' });
      await api.register(productAccessRoutes, { prefix: '/admin/product-access' });
      await api.register(auditRoutes, { prefix: '/admin/audit' });
      await api.register(analyticsRoutes);
      await api.register(documentsRoutes, { prefix: '/documents' });
      await api.register(debugRoutes);
      await api.register(complianceRoutes, { prefix: '/compliance' });
      await api.register(reviewsRoutes);
      await api.register(analysesRoutes);
      await api.register(personasRoutes, { prefix: '/personas' });
      await api.register(interviewQuestionsRoutes, { prefix: '/interview-questions' });
      await api.register(interviewsRoutes, { prefix: '/interviews' });
      await api.register(reportEffectivenessRoutes);
      await api.register(improvementsRoutes);
      await api.register(fundsRoutes);
    },
    { prefix: '/api' },
  );

  registerWebApp(app, config.webDistDir);
  return app;
}

/** The worker's port: probes and metrics, nothing a user could sign in to, upload to or read. */
async function registerOpsRoutes(app: FastifyInstance): Promise<void> {
  registerErrorHandler(app);
  registerApiNoStore(app);
  await app.register(metricsRoutes, { requireToken: false });
  await app.register(healthRoutes, { prefix: '/api' });
  registerWebApp(app, undefined);
}

/** Serves the built SPA; unknown non-API paths get index.html so the client router can answer them. */
function registerWebApp(app: FastifyInstance, distDir: string | undefined): void {
  const index = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  if (hasWeb && distDir) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Source maps would publish the app's source: never served, whatever a build leaves in the folder.
      allowedPath: (pathName) => !/\.map$/i.test(pathName),
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing fingerprinted asset (or a refused source map) is a 404, not the SPA: the browser then
    // reports a missing file.
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      request.url.startsWith('/assets/') ||
      /\.map(\?|$)/i.test(request.url) ||
      !hasWeb ||
      request.method !== 'GET'
    ) {
      throw new AppError('NOT_FOUND', `Nothing found at ${request.method} ${request.url.split('?')[0]}.`);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').send(fs.createReadStream(index!));
  });
}
