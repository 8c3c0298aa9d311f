import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  queue: z.object({ ok: z.boolean() }),
  storage: z.object({ driver: z.enum(['local', 's3']), ok: z.boolean() }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/ready: 503 until every dependency answers, and while the process is shutting down. */
export const readyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  shuttingDown: z.boolean(),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  queue: z.object({
    ok: z.boolean(),
    queued: z.number().int().nullable(),
    active: z.number().int().nullable(),
  }),
  storage: z.object({ driver: z.enum(['local', 's3']), ok: z.boolean() }),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
