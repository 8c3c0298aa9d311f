import type { FastifyBaseLogger } from 'fastify';
import { runAsSystem } from '../db/tenant-context.ts';

export type RepeatingTask = { stop(): Promise<void> };

/**
 * Housekeeping that every process running jobs repeats on a timer (the orphan sweep, review-date notices):
 * once at start, then every `intervalMs`, never two runs at once, as system work (it reads every firm's rows),
 * its result or failure logged. The timers do not keep the process alive; `stop` waits for a run in progress.
 * The tasks are safe to run in several processes at once: each claims or re-checks what it acts on.
 */
export function repeatInBackground(
  name: string,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  task: () => Promise<object>,
): RepeatingTask {
  if (intervalMs === 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runAsSystem(task)
      .then(
        (result) => log.info(result, `${name} finished`),
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
