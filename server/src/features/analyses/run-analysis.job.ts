import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { reviewDocument } from '../../llm/ai-reviewer.ts';
import { runDocumentJob } from '../documents/document-job.ts';
import { findAnalysisById, updateAnalysis } from './analyses.repository.ts';
import { recordModuleAction } from '../../analytics/module-events.ts';
import { boilerplateOfFirm } from '../firms/boilerplate.service.ts';

export const NO_TEXT_MESSAGE =
  'The document has no extracted text yet. Wait for extraction to finish (or re-extract it) and analyse it again.';

/**
 * Runs the built-in analysis (readability, structure, AoV grid, SDR checks) over a document's extraction,
 * then for an AoV report the optional AI review. Idempotent: a retried job overwrites the same analysis row,
 * and one whose result is stored is not rerun. The engine runs on the engine pool's threads (ADR 016), not
 * on the event loop that serves requests.
 */
export const runAnalysisJob = defineJob({
  name: 'run-analysis',
  version: 1,
  payloadSchema: z.object({ analysisId: z.string().uuid(), documentId: z.string().uuid() }),
  retryLimit: 2,
  async handler({ analysisId, documentId }, deps) {
    const { db } = deps.database;
    await runDocumentJob(deps, {
      documentId,
      flag: 'hasAnalysis',
      // a retry after the result was stored (say the document flag failed) only sets the flag again, so the
      // completion is counted once
      isStored: async () => (await findAnalysisById(db, analysisId))?.analysis.status === 'completed',
      start: () => updateAnalysis(db, analysisId, { status: 'processing', error: null }),
      fail: (error) => updateAnalysis(db, analysisId, { status: 'failed', error }),
      noText: NO_TEXT_MESSAGE,
      // the same packs Compliance runs, so the SDR view and Compliance agree on every green claim
      // and the firm's boilerplate is left out of the reading measures, as the check leaves it out
      run: async ({ doc, extracted }) =>
        deps.engine.run(
          {
            kind: 'analysis',
            document: extracted,
            documentType: doc.documentType,
            boilerplate: await boilerplateOfFirm(deps, doc.clientId),
          },
          { tenant: doc.clientId },
        ),
      failure(error, step) {
        if (step !== 'run') return undefined;
        // The engine is deterministic: retrying the same input would fail the same way, so fail at once.
        deps.log.error({ err: error, analysisId, documentId }, 'analysis engine failed');
        return 'The analysis engine could not analyse this document. Try re-extracting it; if it fails again, contact support.';
      },
      async store(result, { doc, extracted }) {
        // An AoV report may get AI-suggested findings per COLL consideration (AI_PROVIDER=openai; never fails it).
        const aiReview = result.aov
          ? await reviewDocument(deps, 'aov', {
              document: extracted,
              topics: result.aov.considerations.map((c) => ({
                id: c.id,
                title: c.name,
                citation: c.citation,
              })),
              made: result.findings
                .filter((f) => f.source === 'aov' || f.source === 'sdr')
                .map((f) => ({ topic: f.id, page: f.page, quote: f.quote })),
            })
          : null;
        await db.transaction(async (tx) => {
          await updateAnalysis(tx, analysisId, {
            status: 'completed',
            kind: result.kind,
            result,
            engineVersion: result.engineVersion,
            aiReview,
            // The file whose extraction was analysed: after a replacement the result says it is out of date.
            fileName: doc.fileName,
            sha256: doc.sha256,
            version: doc.currentVersion,
          });
          await recordModuleAction(tx, doc.clientId, 'analysis_completed');
        });
      },
    });
  },
});
