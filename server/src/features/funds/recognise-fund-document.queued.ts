import { z } from 'zod';
import type { QueuedJob } from '../../jobs/queued-job.ts';

/**
 * What the extraction job needs to queue recognition: the job's name and payload, not its handler. The
 * handler reaches the funds service, which reaches the documents service, which queues extraction; naming the
 * job here keeps that from being an import circle.
 */
export const recogniseFundDocumentQueued = {
  name: 'recognise-fund-document',
  payloadSchema: z.object({ documentId: z.string().uuid() }),
  retryLimit: 2,
  maxRunSeconds: 5 * 60,
} satisfies QueuedJob;
