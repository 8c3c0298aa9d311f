import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { QueuedJob } from './queued-job.ts';

/** What a job handler may use: the same objects the API has, so a worker process needs nothing else. */
export type JobDeps = AppDeps;

/** Jobs are declared as data (documenso's model): a name, a version, a payload schema and a handler. */
export type JobDefinition<TSchema extends z.ZodType = z.ZodType> = QueuedJob<TSchema> & {
  version: number;
  /** Jobs of this kind one process runs at once (default 1), e.g. LLM calls waiting on the network. */
  concurrency?: (deps: JobDeps) => number;
  /** Must be idempotent: pg-boss retries a job whose worker died. */
  handler(payload: z.infer<TSchema>, deps: JobDeps): Promise<void>;
};

export function defineJob<TSchema extends z.ZodType>(job: JobDefinition<TSchema>): JobDefinition<TSchema> {
  return job;
}
