import type { z } from 'zod';

/**
 * What the queue needs to know of a job: its name, payload and retry settings, not its handler. The queue is
 * named by AppDeps, which handlers take; keeping handlers out of this type keeps that from being a circle.
 */
export type QueuedJob<TSchema extends z.ZodType = z.ZodType> = {
  name: string;
  payloadSchema: TSchema;
  retryLimit?: number;
  /**
   * How long the handler may run while its worker keeps renewing the job's lease (default 15 minutes);
   * past it another worker may take the job. A worker that dies loses the job after one lease, not this.
   */
  maxRunSeconds?: number;
};
