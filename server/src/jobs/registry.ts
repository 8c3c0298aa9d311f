import type { JobDefinition } from './job-definition.ts';
import { sendMailJob } from '../mail/send-mail.job.ts';
import { sendAccountMailJob } from '../features/auth/send-account-mail.job.ts';
import { extractDocumentJob } from '../features/documents/extract-document.job.ts';
import { runComplianceCheckJob } from '../features/compliance/run-compliance-check.job.ts';
import { runAnalysisJob } from '../features/analyses/run-analysis.job.ts';
import { runPersonaInterviewJob } from '../features/personas/run-persona-interview.job.ts';
import { generateImprovementsJob } from '../features/improvements/generate-improvements.job.ts';
import { sendReviewMailJob } from '../features/reviews/send-review-mail.job.ts';
import { recogniseFundDocumentJob } from '../features/funds/recognise-fund-document.job.ts';

/**
 * Every job the workers run. Add a job here and both the API process and `npm run worker` pick it up: the
 * composition root (app.ts) hands this list to the queue and the workers, which import no job themselves.
 */
export const JOBS: JobDefinition[] = [
  sendMailJob,
  sendAccountMailJob,
  extractDocumentJob,
  runComplianceCheckJob,
  runAnalysisJob,
  runPersonaInterviewJob,
  generateImprovementsJob,
  sendReviewMailJob,
  recogniseFundDocumentJob,
] as unknown as JobDefinition[];
