import PgBoss from 'pg-boss';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { SYSTEM_ROLE, type Database, type DbOrTx, type SqlExecutor } from '../db/client.ts';
import { sqlFromText } from '../db/sql-text.ts';
import { DEFAULT_LEASE_SECONDS, holdJobLease, type JobLease } from './job-lease.ts';
import type { QueuedJob } from './queued-job.ts';

/** How long a job's handler may run (renewing its lease) when its definition gives no limit. */
const DEFAULT_MAX_RUN_SECONDS = 15 * 60;
/** How often expired jobs are looked for: with the lease, a dead worker's job is retried within ~45 s. */
const DEFAULT_MAINTENANCE_SECONDS = 10;

const pick = <T extends object>(from: T, keys: (keyof T)[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Partial<T>;

export type QueueStats = { name: string; queued: number; active: number; failed: number }[];

export type QueueOptions = {
  /**
   * The lease of a running job, renewed by heartbeats while its handler runs: how long a job held by a
   * crashed worker waits before pg-boss hands it to another. Unset = DEFAULT_LEASE_SECONDS.
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
    /** Every job the processes run (jobs/registry.ts, passed in by the composition root). */
    private readonly jobs: readonly QueuedJob[],
    private readonly options: QueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: database.executor,
      schema: 'pgboss',
      // On PostgreSQL the app's roles may not change the schema: install() does, as the owner (ADR 009).
      migrate: database.driver === 'pglite',
      // Maintenance (expiry, archive) runs in every process; pg-boss serialises it with advisory locks.
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    if (this.database.driver === 'postgres') await this.database.asOwner((owner) => this.install(owner));
    await this.boss.start();
    if (this.database.driver === 'pglite') await this.createQueues(this.boss);
  }

  /**
   * Creates or upgrades pg-boss's schema and one table per queue (DDL), as the schema owner, then lets the
   * bypass role (system work) use them; the app's role for client requests gets nothing in that schema.
   */
  private async install(owner: SqlExecutor): Promise<void> {
    const installer = new PgBoss({ db: owner, schema: 'pgboss', supervise: false, schedule: false });
    installer.on('error', (error) => this.log.error({ err: error }, 'job queue install error'));
    await installer.start();
    try {
      await this.createQueues(installer);
    } finally {
      await installer.stop({ graceful: false, wait: true, close: false });
    }
    await owner.executeSql(
      `grant usage on schema pgboss to ${SYSTEM_ROLE};
       grant select, insert, update, delete on all tables in schema pgboss to ${SYSTEM_ROLE};
       grant usage, select on all sequences in schema pgboss to ${SYSTEM_ROLE};`,
    );
  }

  private async createQueues(boss: PgBoss): Promise<void> {
    for (const job of this.jobs) await this.applySettings(boss, job);
  }

  /**
   * Queues are shared by every process, so one starting must not undo another's deliberate choice. A
   * missing queue is created with its settings. An existing one keeps its expiry unless this process was
   * given JOB_EXPIRE_SECONDS explicitly (that is the operator's decision and wins); the retry settings come
   * from the job's declaration in the code and follow it when it changed.
   */
  private async applySettings(boss: PgBoss, job: QueuedJob): Promise<void> {
    // Heartbeats renew each running job's own expiry; the queue's applies until the first beat.
    const declaredExpiry = DEFAULT_LEASE_SECONDS;
    const configuredExpiry = this.options.jobExpireSeconds;
    const retry = { retryLimit: job.retryLimit ?? 3, retryDelay: 2, retryBackoff: true };
    let existing = await boss.getQueue(job.name);
    if (!existing) {
      await boss.createQueue(job.name, {
        name: job.name,
        ...retry,
        expireInSeconds: configuredExpiry ?? declaredExpiry,
      });
      // Another process starting at the same moment may have created it first, with its own settings.
      existing = await boss.getQueue(job.name);
      if (!existing) return;
    }
    const wanted = { ...retry, expireInSeconds: configuredExpiry ?? existing.expireInSeconds };
    const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((k) => existing[k] !== wanted[k]);
    if (changed.length > 0) {
      await boss.updateQueue(job.name, { name: job.name, ...wanted });
      this.log.info(
        { queue: job.name, from: pick(existing, changed), to: pick(wanted, changed) },
        'job queue settings changed',
      );
    }
    if (configuredExpiry === undefined && existing.expireInSeconds !== declaredExpiry) {
      this.log.info(
        { queue: job.name, expireInSeconds: existing.expireInSeconds, declared: declaredExpiry },
        'job queue keeps an expiry set earlier (by JOB_EXPIRE_SECONDS or an older version) until its first heartbeat; set JOB_EXPIRE_SECONDS to change it',
      );
    }
  }

  /** Enqueue a job; pass the open transaction so the job exists only if the change it belongs to commits. */
  async send<TSchema extends z.ZodType>(
    job: QueuedJob<TSchema>,
    payload: z.infer<TSchema>,
    options: { tx?: DbOrTx; singletonKey?: string; priority?: number } = {},
  ): Promise<string | null> {
    const data = job.payloadSchema.parse(payload) as object;
    const tx = options.tx;
    // The queue belongs to system work: a client's transaction takes the bypass role for this insert only.
    const role = tx && this.database.driver === 'postgres' ? await this.takeSystemRole(tx) : null;
    const id = await this.boss.send(job.name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
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
    if (tx && role) await tx.execute(sql.raw(`set local role ${pg.escapeIdentifier(role)}`));
    // A job sent inside a transaction is invisible until the commit: waking now would find nothing and
    // leave it for the next poll (up to a second), so the caller wakes the workers after committing.
    if (!tx) this.wake(job.name);
    return id;
  }

  /** Switches the transaction to the bypass role until it ends or is switched back; returns the role it had. */
  private async takeSystemRole(tx: DbOrTx): Promise<string> {
    const result = (await tx.execute(sql`select current_user as role`)) as { rows: { role: string }[] };
    await tx.execute(sql.raw(`set local role ${SYSTEM_ROLE}`));
    return result.rows[0]!.role;
  }

  /**
   * Local workers otherwise wait for their next poll. Call after the transaction that enqueued a job has
   * committed (`queue.send(..., { tx })` does not wake).
   */
  wake(name: string): void {
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  /** Renews an active job's lease while its handler runs (job-lease.ts); stop it when the handler ends. */
  holdLease(job: QueuedJob, id: string, log: FastifyBaseLogger): JobLease {
    return holdJobLease({
      executor: this.database.executor,
      name: job.name,
      id,
      leaseSeconds: this.options.jobExpireSeconds ?? DEFAULT_LEASE_SECONDS,
      maxRunSeconds: job.maxRunSeconds ?? DEFAULT_MAX_RUN_SECONDS,
      log,
    });
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
