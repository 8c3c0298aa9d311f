import type { JobDeps } from './job-definition.ts';
import type { Queue } from './queue.ts';
import { JOBS } from './registry.ts';

/** Subscribes a handler for every registered job. Used by the API process (default) and `npm run worker`. */
export async function startWorkers(queue: Queue, deps: JobDeps): Promise<void> {
  for (const job of JOBS) {
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
        try {
          await job.handler(payload.data, { ...deps, log });
          log.info({ ms: Math.round(performance.now() - started) }, 'job completed');
        } catch (error) {
          log.error({ err: error, ms: Math.round(performance.now() - started) }, 'job failed');
          throw error;
        } finally {
          // pg-boss waits a full polling interval after every job; when one just finished there may be
          // more queued, so look again at once (an empty fetch then falls back to the interval).
          queue.wake(job.name);
        }
      },
    );
    queue.registerWorker(job.name, workerId);
  }
}
