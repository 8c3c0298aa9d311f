import { z } from 'zod';
import { MIN_EXTRACTED_TEXT_CHARS } from '#common/constants.ts';
import { TEXT_TOO_SHORT_MESSAGE } from '#engine/extraction/errors.ts';
import { defineJob, type JobDeps } from '../../jobs/job-definition.ts';
import { ExtractionFailure } from './extraction-runner.ts';
import { findDocumentById, updateDocument, upsertExtraction } from './documents.repository.ts';
import { toStoredModel } from './stored-document-model.ts';
import { readVersionDates } from './document-dates.ts';
import { setVersionReadDate } from './document-versions.repository.ts';
import { recogniseFundDocumentQueued } from '../funds/recognise-fund-document.queued.ts';

const UNEXPECTED =
  'Clarion could not read this file. Try uploading it again; if it keeps failing, save it again as a PDF.';

/**
 * Extracts a stored document into the document model. Idempotent: re-running it overwrites the extraction
 * row (upsert on document_id) and the document's status, and a deleted document (before or during the run)
 * is simply skipped.
 */
export const extractDocumentJob = defineJob({
  name: 'extract-document',
  version: 1,
  payloadSchema: z.object({ documentId: z.string().uuid() }),
  retryLimit: 2,
  maxRunSeconds: 10 * 60,
  async handler({ documentId }, deps) {
    try {
      await extract(documentId, deps);
    } catch (error) {
      // Deleted while it was being read: its extraction row can no longer be written (foreign key) and its
      // file may be gone. There is nothing left to do, and a retry would only fail the same way.
      if (!(await findDocumentById(deps.database.db, documentId))) {
        deps.log.info({ documentId }, 'document deleted during extraction; nothing to store');
        return;
      }
      throw error;
    }
  },
});

async function extract(documentId: string, deps: JobDeps): Promise<void> {
  const { db } = deps.database;
  const doc = await findDocumentById(db, documentId);
  if (!doc) return;
  const publish = deps.progress.publish.bind(deps.progress, documentId);
  const started = performance.now();
  await updateDocument(db, documentId, { status: 'processing' });
  await upsertExtraction(db, { documentId, clientId: doc.clientId, status: 'processing', error: null });
  publish({ stage: 'extracting', percent: 40, message: 'Reading the document...' });

  const fail = async (message: string) => {
    await upsertExtraction(db, {
      documentId,
      clientId: doc.clientId,
      status: 'failed',
      error: message,
      durationMs: Math.round(performance.now() - started),
      extractionDate: new Date(),
    });
    await updateDocument(db, documentId, { status: 'failed' });
    publish({ stage: 'failed', percent: 0, message, error: message });
  };

  let result;
  try {
    const data = await deps.storage.getBuffer(doc.filePath);
    // read as what the upload check found the content to be (file_kind), never guessed from the MIME type
    result = await deps.extraction.run(
      new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      doc.fileKind,
      {
        tenant: doc.clientId,
        onPage: (page, total) =>
          publish({
            stage: 'extracting',
            percent: Math.min(85, 40 + Math.round((45 * page) / Math.max(total, 1))),
            message: `Extracting page ${page} of ${total}`,
            page,
            totalPages: total,
          }),
      },
    );
  } catch (error) {
    if (error instanceof ExtractionFailure && error.userFacing) return fail(error.message);
    deps.log.error({ err: error, documentId }, 'extraction failed unexpectedly');
    return fail(UNEXPECTED);
  }
  if (result.text.replace(/\s+/g, ' ').trim().length < MIN_EXTRACTED_TEXT_CHARS)
    return fail(TEXT_TOO_SHORT_MESSAGE);

  await deps.database.db.transaction(async (tx) => {
    await upsertExtraction(tx, {
      documentId,
      clientId: doc.clientId,
      extractedText: result.text,
      pages: toStoredModel(result),
      imageCount: result.imageCount,
      tableCount: result.tableCount,
      extractionMethod: result.method,
      pageCount: result.pageCount,
      extractionDate: new Date(),
      status: 'completed',
      error: null,
      durationMs: Math.round(performance.now() - started),
    });
    await updateDocument(tx, documentId, { status: 'completed' });
    // The version's "as at" date and how long it stays current (issue 30); a user's correction is kept.
    await setVersionReadDate(
      tx,
      documentId,
      doc.currentVersion,
      readVersionDates(result, doc.documentType, deps.rulePacks),
    );
    // Funds (issue 28): read the new text's identifiers and key facts, and link it to the funds it names.
    await deps.queue.send(recogniseFundDocumentQueued, { documentId }, { tx });
  });
  deps.queue.wake(recogniseFundDocumentQueued.name);
  publish({ stage: 'results-stored', percent: 90, message: 'Results stored' });
  publish({ stage: 'done', percent: 100, message: 'Done', totalPages: result.pageCount });
}
