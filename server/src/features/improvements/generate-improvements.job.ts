import { z } from 'zod';
import type { ImprovementResult } from '#engine/improvements/index.ts';
import { checkDatesOf } from '../documents/document-dates.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { runDocumentJob } from '../documents/document-job.ts';
import { replaceSuggestions, updateImprovement } from './improvements.repository.ts';
import { interviewPanelFor } from '../personas/persona-panel.service.ts';
import { openFindingsOf } from './open-findings.ts';

export const NO_TEXT_MESSAGE =
  'The document has no extracted text yet. Wait for extraction to finish (or re-extract it) and ask for improvements again.';

/**
 * Runs the improvements engine over a document's extraction: suggestions drawn from its readability,
 * the compliance packs and its structure, each with its impact measured by re-running the engine. Every
 * suggestion starts proposed (the engine's recommendation is shown as a hint): only a person accepts, as a
 * sign-off needs. Idempotent: a retried job replaces the run's suggestions. Persona scores start from the
 * document's own interviews (the figures Report Effectiveness shows) and each revision moves them by what
 * the simulator predicts; the categories those interviews score below 3 rank their suggestions first.
 */
export const generateImprovementsJob = defineJob({
  name: 'generate-improvements',
  version: 1,
  payloadSchema: z.object({ improvementId: z.string().uuid(), documentId: z.string().uuid() }),
  retryLimit: 2,
  async handler({ improvementId, documentId }, deps) {
    const { db } = deps.database;
    await runDocumentJob(deps, {
      documentId,
      flag: 'hasDocumentImprovements',
      start: () => updateImprovement(db, improvementId, { status: 'processing', error: null }),
      fail: (error) => updateImprovement(db, improvementId, { status: 'failed', error }),
      noText: NO_TEXT_MESSAGE,
      async run({ doc, extracted }): Promise<ImprovementResult> {
        // the document's interviews score it for personas; the scorer is built from them in the pool thread
        const panel = await interviewPanelFor(deps, doc);
        const openFindings = await openFindingsOf(deps, doc.id, doc.currentVersion);
        // each candidate re-measures the whole document (~0.2 s for 60 pages): on the pool, off the event loop
        return deps.engine.run(
          {
            kind: 'improvements',
            document: extracted,
            documentType: doc.documentType,
            panel,
            // the Compliance check's dates, so the "before" findings are the check's own (stale rules included)
            checkDates: await checkDatesOf(deps, doc.id, doc.currentVersion),
            // fixes for the latest check's open findings come first (issue 30); none without a check
            ...(openFindings ? { openFindings } : {}),
          },
          { tenant: doc.clientId },
        );
      },
      failure(error, step) {
        if (step !== 'run') return undefined;
        // deterministic: the same input would fail the same way, so fail at once rather than retry
        deps.log.error({ err: error, improvementId, documentId }, 'improvements engine failed');
        return 'The improvements engine could not process this document. Try re-extracting it; if it fails again, contact support.';
      },
      async store(result, { doc }) {
        await db.transaction(async (tx) => {
          await replaceSuggestions(
            tx,
            improvementId,
            result.suggestions.map((s, position) => ({
              suggestionId: s.id,
              position,
              suggestion: s,
              status: 'proposed',
              editedText: null,
              decidedBy: null,
            })),
          );
          await updateImprovement(tx, improvementId, {
            status: 'completed',
            impact: result.impact,
            impactAll: result.impactAll,
            unfixedFindings: result.unfixedFindings ?? [],
            engineVersion: result.engineVersion,
            // the version whose extraction was improved (replace file moves the document on; ADR 015)
            version: doc.currentVersion,
          });
        });
      },
    });
  },
});
