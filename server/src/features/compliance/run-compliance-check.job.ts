import { z } from 'zod';
import type { DocumentType } from '#engine/rules/index.ts';
import { DOCUMENT_TYPES } from '#common/api/documents.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { reviewDocument } from '../../llm/ai-reviewer.ts';
import { complianceReviewInput } from '../../llm/compliance-review-input.ts';
import { runDocumentJob } from '../documents/document-job.ts';
import { currentVersionFileName } from '../documents/documents.service.ts';
import { checkDatesOf } from '../documents/document-dates.ts';
import { boilerplateOfFirm } from '../firms/boilerplate.service.ts';
import { updateCheck } from './compliance.repository.ts';
import { findingEvidenceHash } from './evidence-hash.ts';

export const NO_TEXT_MESSAGE =
  'The document has no extracted text yet. Wait for extraction to finish (or re-extract it) and run the check again.';

/**
 * Runs the rule packs over a document's extraction (with the learned layer's possible tier beside their
 * findings), then the optional AI review. Idempotent: a re-run
 * overwrites the check's result and review.
 */
export const runComplianceCheckJob = defineJob({
  name: 'run-compliance-check',
  version: 1,
  payloadSchema: z.object({
    checkId: z.string().uuid(),
    documentId: z.string().uuid(),
    packs: z.array(z.string()).optional(),
  }),
  retryLimit: 2,
  async handler({ checkId, documentId, packs }, deps) {
    const { db } = deps.database;
    const chosen = packs ? deps.rulePacks.filter((p) => packs.includes(p.id)) : deps.rulePacks;
    await runDocumentJob(deps, {
      documentId,
      start: () => updateCheck(db, checkId, { status: 'processing', error: null }),
      fail: (error) => updateCheck(db, checkId, { status: 'failed', error }),
      noText: NO_TEXT_MESSAGE,
      async run({ doc, extracted }) {
        const documentType = (
          (DOCUMENT_TYPES as readonly string[]).includes(doc.documentType) ? doc.documentType : 'other'
        ) as DocumentType;
        // A mis-typed upload (a KID uploaded as a promotion) is checked as what it is; the result says so.
        // Dated rules measure the version's stored "as at" date (a user's correction included) against today.
        const checked = await deps.engine.run(
          {
            kind: 'compliance',
            document: extracted,
            documentType,
            packs,
            ...(await checkDatesOf(deps, doc.id, doc.currentVersion)),
            // the firm's boilerplate is left out of the reading measures (issue 30 item 6)
            boilerplate: await boilerplateOfFirm(deps, doc.clientId),
          },
          { tenant: doc.clientId },
        );
        // Each finding keeps the hash of its evidence (decisions carry only on it), and the check the file it
        // assessed: the file whose extraction it read, which a replacement may have changed since it was queued.
        const findings = checked.findings.map((f) => ({ ...f, evidenceHash: findingEvidenceHash(f) }));
        // The learned layer's possible tier (ADR 022) is stored beside them, apart, and decided the same way.
        const possible = checked.possible.map((f) => ({ ...f, evidenceHash: findingEvidenceHash(f) }));
        return { ...checked, findings, possible };
      },
      async store(result, { doc, extracted }) {
        // With AI_PROVIDER=openai a reviewer may add findings (never fails the check); otherwise null, no network.
        const aiReview = await reviewDocument(
          deps,
          'compliance',
          complianceReviewInput(extracted, chosen, result),
        );
        await updateCheck(db, checkId, {
          status: 'completed',
          result,
          engineVersion: result.engineVersion,
          aiReview,
          fileName: await currentVersionFileName(deps, doc),
          sha256: doc.sha256,
          version: doc.currentVersion,
        });
      },
    });
  },
});
