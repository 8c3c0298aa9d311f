import type { JobDefinition, JobDeps } from './job-definition.ts';
import type { Queue } from './queue.ts';
import { runAsSystem } from '../db/tenant-context.ts';

/** Subscribes a handler for each job (jobs/registry.ts). Used by the API process (default) and `npm run worker`. */
export async function startWorkers(
  queue: Queue,
  deps: JobDeps,
  jobs: readonly JobDefinition[],
): Promise<void> {
  for (const job of jobs) {
    const workers = Math.max(1, job.concurrency?.(deps) ?? 1);
    for (let n = 0; n < workers; n++) await startWorker(queue, deps, job);
  }
}

async function startWorker(queue: Queue, deps: JobDeps, job: JobDefinition): Promise<void> {
  const workerId = await queue.boss.work(
    job.name,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([item]) => {
      if (!item) return;
      const started = performance.now();
      const log = deps.log.child({ job: job.name, jobId: item.id });
      const payload = job.payloadSchema.safeParse(item.data);
      if (!payload.success) {
        log.error({ issues: payload.error.issues }, 'job payload is invalid');
        throw new Error(`Invalid payload for ${job.name}`);
      }
      // Renewed while the handler runs, so a slow job is not taken twice and a dead worker's job soon returns.
      const lease = queue.holdLease(job, item.id, log);
      try {
        // system work: whatever request enqueued the job, it is not held to that client's rows
        await runAsSystem(() => job.handler(payload.data, { ...deps, log }));
        const ms = performance.now() - started;
        deps.metrics.jobDuration.observe({ job: job.name, outcome: 'completed' }, ms / 1000);
        log.info({ ms: Math.round(ms) }, 'job completed');
      } catch (error) {
        const ms = performance.now() - started;
        deps.metrics.jobDuration.observe({ job: job.name, outcome: 'failed' }, ms / 1000);
        deps.metrics.jobFailures.inc({ job: job.name });
        log.error({ err: error, ms: Math.round(ms) }, 'job failed');
        throw error;
      } finally {
        lease.stop();
        // pg-boss waits a full polling interval after every job; when one just finished there may be
        // more queued, so look again at once (an empty fetch then falls back to the interval).
        queue.wake(job.name);
      }
    },
  );
  queue.registerWorker(job.name, workerId);
}
