import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/client.ts';
import { sqlFromText } from '../db/sql-text.ts';
import type { JobDefinition } from './job-definition.ts';
import { JOBS } from './registry.ts';

export type QueueStats = { name: string; queued: number; active: number; failed: number }[];

/** pg-boss on the app's own connection (PGlite or PostgreSQL), so enqueueing can join a transaction. */
export class Queue {
  readonly boss: PgBoss;
  private workerIds = new Map<string, string>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: database.executor,
      schema: 'pgboss',
      // Maintenance (expiry, archive) runs in every process; pg-boss serialises it with advisory locks.
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: 60,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const job of JOBS) {
      await this.boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit ?? 3,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      });
    }
  }

  /** Enqueue a job; pass the open transaction so the job exists only if the change it belongs to commits. */
  async send<TSchema extends z.ZodType>(
    job: JobDefinition<TSchema>,
    payload: z.infer<TSchema>,
    options: { tx?: DbOrTx; singletonKey?: string } = {},
  ): Promise<string | null> {
    const data = job.payloadSchema.parse(payload) as object;
    const tx = options.tx;
    const id = await this.boss.send(job.name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(tx
        ? {
            db: {
              async executeSql(text: string, values: unknown[]) {
                const result = (await tx.execute(sqlFromText(text, values))) as { rows: unknown[] };
                return { rows: result.rows };
              },
            },
          }
        : {}),
    });
    this.wake(job.name);
    return id;
  }

  /** Local workers otherwise wait for their next poll. */
  wake(name: string): void {
    const workerId = this.workerIds.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  registerWorker(name: string, workerId: string): void {
    this.workerIds.set(name, workerId);
  }

  async stats(): Promise<QueueStats> {
    const { rows } = await this.database.executor.executeSql(
      `select q.name,
              count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
              count(j.id) filter (where j.state = 'active')::int as active,
              count(j.id) filter (where j.state = 'failed')::int as failed
         from pgboss.queue q left join pgboss.job j on j.name = q.name
        group by q.name order by q.name`,
    );
    return rows.map((r) => ({
      name: String(r.name),
      queued: Number(r.queued),
      active: Number(r.active),
      failed: Number(r.failed),
    }));
  }

  async ping(): Promise<boolean> {
    await this.boss.getQueues();
    return true;
  }

  async stop(): Promise<void> {
    // Graceful: in-flight jobs finish (or are released for another worker once the timeout passes).
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000, close: false });
    this.workerIds.clear();
  }
}
