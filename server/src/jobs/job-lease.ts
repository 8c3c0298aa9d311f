import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/client.ts';

/**
 * How long a running job stays ours without a heartbeat: the time a job held by a worker that died waits
 * before pg-boss's maintenance hands it to another worker. Short, because a live worker renews it.
 */
export const DEFAULT_LEASE_SECONDS = 30;

/** How often the lease is renewed: three beats per lease, so one or two late beats do not lose the job. */
export const beatIntervalMs = (leaseSeconds: number) => Math.max(1, Math.floor(leaseSeconds / 3)) * 1000;

export type JobLease = { stop(): void };

/**
 * Keeps an active job's expiry a lease ahead of now while its handler runs. pg-boss 10 has no heartbeat: it
 * expires a job when `started_on + expire_in` passes, so each beat stretches `expire_in` to "time run so far
 * plus one lease". The first beat is immediate, so a job retried with an expiry stretched by a dead worker's
 * beats gets a short one again at once. After `maxRunSeconds` the beats stop: a handler hung that long is
 * given up to another worker, as a plain expiry would.
 */
export function holdJobLease(options: {
  executor: SqlExecutor;
  name: string;
  id: string;
  leaseSeconds: number;
  maxRunSeconds: number;
  log: FastifyBaseLogger;
}): JobLease {
  const { executor, name, id, leaseSeconds, log } = options;
  const giveUpAt = Date.now() + options.maxRunSeconds * 1000;
  let stopped = false;
  const beat = async () => {
    if (stopped) return;
    if (Date.now() > giveUpAt) {
      clearInterval(timer);
      log.warn(
        { maxRunSeconds: options.maxRunSeconds },
        'job ran past its limit; its lease is no longer renewed',
      );
      return;
    }
    try {
      // `name` lets PostgreSQL go straight to the queue's partition.
      const { rows } = await executor.executeSql(
        `update pgboss.job set expire_in = (now() - started_on) + make_interval(secs => $3)
          where name = $1 and id = $2 and state = 'active' returning id`,
        [name, id, leaseSeconds],
      );
      if (rows.length === 0 && !stopped) log.warn('job is no longer active here; another worker may hold it');
    } catch (error) {
      // A missed beat is not fatal: the lease has room for two more before it runs out.
      log.warn({ err: error }, 'job heartbeat failed');
    }
  };
  const timer = setInterval(() => void beat(), beatIntervalMs(leaseSeconds));
  // A process with nothing else to do may exit; the job then comes back to another worker after its lease.
  timer.unref();
  void beat();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
