import type { User } from '#common/api/auth.ts';
import type { ReplacePreviewResponse } from '#common/api/documents.ts';
import { otherFundReasons, readFundIdentifiers, type FundIdentifiers } from '#engine/funds/index.ts';
import type { DocumentFileType } from '#engine/extraction/detect-type.ts';
import type { AppDeps } from '../../deps.ts';
import { linkedFundsOf } from '../funds/funds.service.ts';
import {
  assertMayTakeOutOfReview,
  findLiveReview,
  replaceConsequence,
} from '../reviews/review-supersession.service.ts';
import {
  assertNotArchived,
  checkFile,
  cleanFileName,
  getDocumentRow,
  loadExtractedDocument,
  nameAfterReplacement,
  type UploadFile,
} from './documents.service.ts';

/** How long the preview waits to read the new file; a file slower than that is replaced without the fund check. */
const READ_TIMEOUT_MS = 20_000;

/** The new file's identifiers, read in the extraction process like any upload; null when it cannot be read in time. */
async function identifiersOfUpload(
  deps: AppDeps,
  clientId: string,
  file: UploadFile,
  kind: DocumentFileType,
): Promise<FundIdentifiers | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
  });
  try {
    const data = new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
    const model = await Promise.race([deps.extraction.run(data, kind, { tenant: clientId }), timeout]);
    return model ? readFundIdentifiers(model) : null;
  } catch (error) {
    deps.log.info({ err: error }, 'replacement preview could not read the new file');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What replacing the document's file with `upload` would do, before anything is stored (issue 30): the review
 * it would withdraw or the approval it would supersede, and whether the new file looks like another fund's
 * than the current file and the funds the document belongs to. Refused as the replacement itself would be.
 */
export async function previewReplacement(
  deps: AppDeps,
  user: User,
  id: string,
  upload: UploadFile,
): Promise<ReplacePreviewResponse> {
  const doc = await getDocumentRow(deps, user, id);
  assertNotArchived(doc);
  const file = { ...upload, fileName: cleanFileName(upload.fileName) };
  const kind = checkFile(deps, file);
  const live = await findLiveReview(deps.database.db, doc);
  assertMayTakeOutOfReview(user, live, 'replace its file');
  const [after, current, linked] = await Promise.all([
    identifiersOfUpload(deps, doc.clientId, file, kind),
    loadExtractedDocument(deps, doc.id).catch(() => null),
    linkedFundsOf(deps, doc),
  ]);
  const before = current ? readFundIdentifiers(current) : null;
  const none: FundIdentifiers = { isins: [], sedols: [], fundNames: [], shareClasses: [] };
  const review = replaceConsequence(live, doc.currentVersion + 1);
  return {
    documentName: nameAfterReplacement(doc.fileName, file.fileName),
    fileName: file.fileName,
    currentVersion: doc.currentVersion,
    nextVersion: doc.currentVersion + 1,
    review,
    otherFund: after ? otherFundReasons(before ?? none, after, linked) : [],
    unread: after === null,
    confirmationNeeded: review !== null,
  };
}
