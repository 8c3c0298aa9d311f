import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  queue: z.object({ ok: z.boolean() }),
  storage: z.object({ driver: z.enum(['local', 's3']), ok: z.boolean() }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
