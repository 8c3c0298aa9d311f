import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/client.ts';
import { sqlFromText } from '../db/sql-text.ts';
import type { JobDefinition } from './job-definition.ts';
import { JOBS } from './registry.ts';

export type QueueStats = { name: string; queued: number; active: number; failed: number }[];

export type QueueOptions = {
  /**
   * How long a job may stay active before pg-boss takes it back for another worker: the time a job held
   * by a crashed worker waits. Unset = each job's own limit.
   */
  jobExpireSeconds?: number;
  /** How often expired jobs are looked for (and the archive kept). */
  maintenanceIntervalSeconds?: number;
};

/** pg-boss on the app's own connection (PGlite or PostgreSQL), so enqueueing can join a transaction. */
export class Queue {
  readonly boss: PgBoss;
  private workerIds = new Map<string, string[]>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: QueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: database.executor,
      schema: 'pgboss',
      // Maintenance (expiry, archive) runs in every process; pg-boss serialises it with advisory locks.
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const job of JOBS) {
      const options = {
        name: job.name,
        retryLimit: job.retryLimit ?? 3,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: this.options.jobExpireSeconds ?? job.expireInSeconds ?? 15 * 60,
      };
      // createQueue leaves an existing queue as it was: update it so changed settings take effect.
      await this.boss.createQueue(job.name, options);
      await this.boss.updateQueue(job.name, options);
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
    // A job sent inside a transaction is invisible until the commit: waking now would find nothing and
    // leave it for the next poll (up to a second), so the caller wakes the workers after committing.
    if (!tx) this.wake(job.name);
    return id;
  }

  /**
   * Local workers otherwise wait for their next poll. Call after the transaction that enqueued a job has
   * committed (`queue.send(..., { tx })` does not wake).
   */
  wake(name: string): void {
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  registerWorker(name: string, workerId: string): void {
    this.workerIds.set(name, [...(this.workerIds.get(name) ?? []), workerId]);
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
