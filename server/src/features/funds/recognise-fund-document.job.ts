import { defineJob } from '../../jobs/job-definition.ts';
import { recogniseDocument } from './funds.service.ts';
import { recogniseFundDocumentQueued } from './recognise-fund-document.queued.ts';

/**
 * After a document's text is extracted (a new upload, a replaced file, a re-extraction): reads its fund
 * identifiers and key facts for that version, and links it to the firm's funds it names. Idempotent.
 */
export const recogniseFundDocumentJob = defineJob({
  ...recogniseFundDocumentQueued,
  version: 1,
  async handler({ documentId }, deps) {
    await recogniseDocument(deps, documentId);
  },
});
