import { canSeeFirmRow, firmOf, listScope } from '../firms/firm-access.ts';
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { User } from '#common/api/auth.ts';
import {
  ALLOWED_EXTENSIONS,
  FILE_TYPES,
  type DocumentItem,
  type DocumentListQuery,
  documentListResponse,
  type DocumentListResponse,
  type ExtractionResponse,
  type UpdateDocumentInput,
  type UploadResult,
} from '#common/api/documents.ts';
import { detectFileType, type DocumentFileType } from '#engine/extraction/detect-type.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import { staleFrom } from '#engine/rules/index.ts';
import { DAY_MS, dateOf } from '../reviews/review-dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { findFirmById } from '../../users/users.repository.ts';
import { extractDocumentJob } from './extract-document.job.ts';
import { readExtractedDocument } from './stored-document-model.ts';
import type { ListJson } from './document-list-cache.ts';
import { displayFileName, extensionOf, hasControlCharacters, storagePathFor } from './file-name.ts';
import {
  countExtractionsInProgress,
  createDocument,
  findDocumentById,
  findDocumentWithExtraction,
  findDocuments,
  findExtraction,
  updateDocument as updateDocumentRow,
  upsertExtraction,
  type DocumentListRow,
  type DocumentRow,
} from './documents.repository.ts';
import {
  createVersion,
  findVersion,
  setVersionStaleAfter,
  setVersionText,
  setVersionUserDate,
} from './document-versions.repository.ts';
import { staleAfterMonthsOf } from './document-dates.ts';
import {
  assertMayTakeOutOfReview,
  findLiveReview,
  replaceConsequence,
  supersedeReviewsOnReplace,
  wakeReviewMails,
} from '../reviews/review-supersession.service.ts';

export const INVALID_TYPE_MESSAGE = `Invalid file type. Allowed: ${ALLOWED_EXTENSIONS.join(', ')}`;
export const MISSING_FILE_MESSAGE = 'Please select a file and ensure you are logged in.';

const UI_STATUS: Record<string, DocumentItem['status']> = {
  processing: 'processing',
  pending: 'pending',
  completed: 'completed',
  failed: 'failed',
};

/** The first moment an archived document may be purged without an erasure request (RETENTION_YEARS). */
export function purgeableFrom(archivedAt: Date, retentionYears: number): Date {
  const at = new Date(archivedAt);
  at.setUTCFullYear(at.getUTCFullYear() + retentionYears);
  return at;
}

export function toDocumentItem(row: DocumentListRow, retentionYears: number): DocumentItem {
  const d = row.document;
  return {
    id: d.id,
    clientId: d.clientId,
    fileName: d.fileName,
    fileType: d.fileType,
    fileSize: Number(d.fileSize),
    sha256: d.sha256,
    currentVersion: d.currentVersion,
    documentType: d.documentType,
    uploadedAt: d.uploadedAt.toISOString(),
    status: UI_STATUS[d.status] ?? 'pending',
    hasAnalysis: d.hasAnalysis || row.analysisId !== null,
    hasPersonaInterviews: d.hasPersonaInterviews,
    hasDocumentImprovements: d.hasDocumentImprovements,
    analysisId: row.analysisId,
    extraction: row.extractionStatus
      ? {
          status: row.extractionStatus,
          error: row.extractionError,
          pageCount: row.extractionPageCount ?? 0,
          method: row.extractionMethod,
        }
      : null,
    asAt:
      row.asAtDate && row.asAtSource
        ? {
            date: row.asAtDate,
            source: row.asAtSource,
            staleAfterMonths: row.staleAfterMonths,
            staleFrom: row.staleAfterMonths ? staleFrom(row.asAtDate, row.staleAfterMonths) : null,
          }
        : null,
    archived: d.archivedAt
      ? {
          at: d.archivedAt.toISOString(),
          by: d.archivedByEmail,
          reason: d.archiveReason ?? '',
          purgeableFrom: purgeableFrom(d.archivedAt, retentionYears).toISOString(),
        }
      : null,
  };
}

export const ARCHIVED_MESSAGE = 'This document is archived, so it is read-only. Restore it to change it.';

/** Archived documents are read-only records (ADR 013): every write to one, or to what belongs to it, is refused. */
export function assertNotArchived(doc: { archivedAt?: Date | null; archived?: unknown }): void {
  if (doc.archivedAt || doc.archived) throw new AppError('CONFLICT', ARCHIVED_MESSAGE);
}

/**
 * A result of an earlier version is a record of what that version was (ADR 015): acting on it is refused,
 * naming the version to act on instead.
 */
export function assertCurrentVersion(
  doc: { currentVersion: number; fileName: string },
  version: number | null,
): void {
  if (version === null || version === doc.currentVersion) return;
  throw new AppError(
    'CONFLICT',
    `Version ${version} is superseded: the current version is ${doc.currentVersion} (${doc.fileName}). Act on the current version instead.`,
  );
}

/** Owners and administrators only; anyone else is told the document does not exist. */
function assertCanSee(user: User, doc: { clientId: string }): void {
  if (!canSeeFirmRow(user, doc)) throw new AppError('NOT_FOUND', 'Document not found.');
}

/**
 * The file name of the document's current version: what a check or a record of that version names (the
 * document keeps its own name when a replacement brings another file, issue 30).
 */
export async function currentVersionFileName(
  deps: Pick<AppDeps, 'database'>,
  doc: { id: string; currentVersion: number; fileName: string },
): Promise<string> {
  return (await findVersion(deps.database.db, doc.id, doc.currentVersion))?.fileName ?? doc.fileName;
}

/** A document's row for system work (a job acting on it): no caller to check; null once it is deleted. */
export async function getDocumentRowForJob(deps: AppDeps, id: string): Promise<DocumentRow | null> {
  return findDocumentById(deps.database.db, id);
}

export async function getDocumentRow(deps: AppDeps, user: User, id: string): Promise<DocumentRow> {
  const doc = await findDocumentById(deps.database.db, id);
  if (!doc) throw new AppError('NOT_FOUND', 'Document not found.');
  assertCanSee(user, doc);
  return doc;
}

/** A page of the list, as the JSON the API sends (cached; ADR 008). */
export async function listDocuments(deps: AppDeps, user: User, query: DocumentListQuery): Promise<ListJson> {
  if (user.role !== 'admin' && query.clientId && query.clientId !== user.firmId) {
    throw new AppError('FORBIDDEN', 'You can only list your own documents.');
  }
  const clientId = listScope(user, query.clientId);
  const filter = { clientId, documentType: query.documentType, q: query.q, archived: query.archived };
  const page = { sort: query.sort, order: query.order, limit: query.limit, offset: query.offset };
  return deps.documentLists.find(filter, page, async () => {
    const { items, total } = await findDocuments(deps.database.db, filter, page);
    const retention = deps.config.retentionYears;
    const list: DocumentListResponse = { items: items.map((i) => toDocumentItem(i, retention)), total };
    // What the route's response schema would send, checked and serialised once for every request it serves.
    return { json: JSON.stringify(documentListResponse.parse(list)) };
  });
}

export async function getDocument(deps: AppDeps, user: User, id: string): Promise<DocumentItem> {
  const row = await findDocumentWithExtraction(deps.database.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Document not found.');
  assertCanSee(user, row.document);
  return toDocumentItem(row, deps.config.retentionYears);
}

export type UploadFile = { buffer: Buffer; fileName: string };

/** A name as the user gave it, made safe to store and show: refused with control characters, bidi stripped. */
export function cleanFileName(name: string): string {
  if (hasControlCharacters(name)) {
    throw new AppError(
      'INVALID_INPUT',
      'The file name contains control characters (such as NUL). Rename the file and try again.',
    );
  }
  const cleaned = displayFileName(name);
  if (!cleaned) throw new AppError('INVALID_INPUT', 'Enter a file name.');
  return cleaned;
}

/**
 * Checks the name and the content: a renamed executable is not a PDF. Returns the detected kind, which is
 * stored (file_kind) and what extraction reads the file as.
 */
export function checkFile(deps: AppDeps, file: UploadFile): DocumentFileType {
  if (file.buffer.length === 0)
    throw new AppError('INVALID_INPUT', 'The file is empty. Choose another file.');
  if (file.buffer.length > deps.config.maxUploadBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than the ${deps.config.maxUploadBytes / 1024 / 1024} MB limit.`,
    );
  }
  const ext = extensionOf(file.fileName);
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(ext))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_TYPE_MESSAGE);
  const detected = detectFileType(
    new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength),
  );
  if (!detected || `.${detected}` !== ext) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${INVALID_TYPE_MESSAGE}. The content of ${file.fileName} does not match its ${ext} extension; it may be damaged or renamed.`,
    );
  }
  return detected;
}

async function resolveOwner(deps: AppDeps, user: User, clientId: string | undefined): Promise<string> {
  if (user.role !== 'admin') {
    if (!clientId || clientId === user.firmId) return firmOf(user);
    throw new AppError('FORBIDDEN', 'You can only upload documents to your own account.');
  }
  // Documents belong to a firm (ADR 018): a platform admin uploads for a client firm, named explicitly.
  if (!clientId) throw new AppError('INVALID_INPUT', 'Choose the client to upload this document for.');
  if (!(await findFirmById(deps.database.db, clientId)))
    throw new AppError('INVALID_INPUT', 'That client does not exist.');
  return clientId;
}

/**
 * Stores the file first (nothing is lost), then creates the record and enqueues extraction in one
 * transaction. If the record cannot be created the stored object is removed, so nothing is orphaned.
 */
export async function uploadDocument(
  deps: AppDeps,
  user: User,
  input: { file: UploadFile; documentType: string; clientId?: string },
  ip: string,
): Promise<UploadResult> {
  const file = { ...input.file, fileName: cleanFileName(input.file.fileName) };
  const detected = checkFile(deps, file);
  const clientId = await resolveOwner(deps, user, input.clientId);
  const filePath = storagePathFor(clientId, file.fileName);
  const sha256 = crypto.createHash('sha256').update(file.buffer).digest('hex');
  await deps.storage.put(filePath, file.buffer);
  let doc: DocumentRow;
  try {
    doc = await deps.database.db.transaction(async (tx) => {
      const created = await createDocument(tx, {
        clientId,
        fileName: file.fileName,
        fileType: FILE_TYPES[detected]!,
        fileKind: detected,
        fileSize: file.buffer.length,
        filePath,
        sha256,
        documentType: input.documentType,
      });
      await createVersion(tx, {
        documentId: created.id,
        clientId,
        n: 1,
        fileName: created.fileName,
        fileType: created.fileType,
        fileKind: created.fileKind,
        fileSize: created.fileSize,
        filePath,
        sha256,
        uploadedBy: user.id,
        uploadedByEmail: user.email,
      });
      await recordAudit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'document.uploaded',
        targetType: 'document',
        targetId: created.id,
        details: {
          fileName: created.fileName,
          documentType: created.documentType,
          size: created.fileSize,
          sha256,
          clientId,
        },
        ip,
      });
      await enqueueExtraction(deps, tx, created.id, clientId);
      return created;
    });
    deps.queue.wake(extractDocumentJob.name);
  } catch (error) {
    await deps.storage
      .delete(filePath)
      .catch((e) => deps.log.error({ err: e, filePath }, 'could not remove orphaned upload'));
    throw error;
  }
  deps.progress.publish(doc.id, { stage: 'record-created', percent: 30, message: 'Document record created' });
  const item = await getDocument(deps, user, doc.id);
  return {
    id: doc.id,
    fileName: doc.fileName,
    clientId: doc.clientId,
    documentType: doc.documentType,
    extractionStatus: item.status,
    extractionError: null,
    message: `${doc.fileName} uploaded. Extracting its text...`,
    document: item,
  };
}

/**
 * An "as at" date is when the content was accurate: it cannot be later than today. A day's grace allows for a
 * user ahead of UTC (a document dated tomorrow morning in Sydney is today in London).
 */
function assertNotFutureDate(deps: AppDeps, date: string): void {
  const latest = dateOf(deps.now() + DAY_MS);
  if (date > latest)
    throw new AppError(
      'INVALID_INPUT',
      `The "as at" date ${date} is in the future. Enter the date the document's content was accurate, today (${dateOf(deps.now())}) or earlier.`,
    );
}

export async function updateDocument(
  deps: AppDeps,
  user: User,
  id: string,
  changes: UpdateDocumentInput,
  ip: string,
): Promise<DocumentItem> {
  const before = await getDocumentRow(deps, user, id);
  assertNotArchived(before);
  const { asAtDate, ...rowChanges } = changes;
  if (asAtDate) assertNotFutureDate(deps, asAtDate);
  const input =
    rowChanges.fileName === undefined
      ? rowChanges
      : { ...rowChanges, fileName: cleanFileName(rowChanges.fileName) };
  const version = await findVersion(deps.database.db, id, before.currentVersion);
  if (asAtDate !== undefined && !version)
    throw new AppError(
      'CONFLICT',
      'This document has no version record to carry a date. Replace its file first.',
    );
  // Another type may have another staleness rule (a KII 12 months, a factsheet 3, a promotion none).
  const typeChanged = input.documentType !== undefined && input.documentType !== before.documentType;
  const extracted = typeChanged ? await loadExtractedDocument(deps, id) : null;
  await deps.database.db.transaction(async (tx) => {
    if (input.fileName !== undefined || input.documentType !== undefined)
      await updateDocumentRow(tx, id, input);
    if (asAtDate !== undefined) await setVersionUserDate(tx, id, before.currentVersion, asAtDate);
    if (extracted && input.documentType)
      await setVersionStaleAfter(
        tx,
        id,
        before.currentVersion,
        staleAfterMonthsOf(extracted, input.documentType, deps.rulePacks),
      );
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'document.updated',
      targetType: 'document',
      targetId: id,
      details: {
        before: {
          fileName: before.fileName,
          documentType: before.documentType,
          ...(asAtDate !== undefined ? { asAtDate: version?.asAtDate ?? null } : {}),
        },
        after: {
          fileName: input.fileName ?? before.fileName,
          documentType: input.documentType ?? before.documentType,
          ...(asAtDate !== undefined ? { asAtDate } : {}),
        },
      },
      ip,
    });
  });
  return getDocument(deps, user, id);
}

/**
 * The document's name once a file of `fileName` replaces its file: unchanged (a replacement never renames the
 * document, issue 30), but for the extension when the new file is of another kind, so a download still opens.
 */
export function nameAfterReplacement(documentName: string, fileName: string): string {
  const ext = extensionOf(fileName);
  if (extensionOf(documentName) === ext) return documentName;
  const stem = documentName.replace(/\.[^.]*$/, '');
  return `${stem || documentName}${ext}`;
}

/**
 * Adds the uploaded file as the document's next version and extracts it (ADR 015). The previous version's
 * stored file is kept (downloadable) and its extracted text copied to its version row, so results of it stay
 * tied to what they assessed ("for version n — superseded") and it can be compared with the new one. The new
 * file keeps its own name on its version; the document keeps its name. When a review of the current version
 * is in force, only its submitter or a firm admin may replace it, and only confirmed: a review waiting is
 * withdrawn, an approval superseded, and the people concerned are mailed (issue 30).
 */
export async function replaceDocumentFile(
  deps: AppDeps,
  user: User,
  id: string,
  upload: UploadFile,
  ip: string,
  options: { confirmed?: boolean } = {},
): Promise<DocumentItem> {
  const before = await getDocumentRow(deps, user, id);
  assertNotArchived(before);
  const file = { ...upload, fileName: cleanFileName(upload.fileName) };
  const detected = checkFile(deps, file);
  const live = await findLiveReview(deps.database.db, before);
  assertMayTakeOutOfReview(user, live, 'replace its file');
  const consequence = replaceConsequence(live, before.currentVersion + 1);
  if (consequence && !options.confirmed)
    throw new AppError('CONFLICT', `${consequence.message} Confirm to replace it (confirmed=true).`, {
      review: consequence,
    });
  const documentName = nameAfterReplacement(before.fileName, file.fileName);
  const filePath = storagePathFor(before.clientId, file.fileName);
  const sha256 = crypto.createHash('sha256').update(file.buffer).digest('hex');
  const n = before.currentVersion + 1;
  await deps.storage.put(filePath, file.buffer);
  try {
    await deps.database.db.transaction(async (tx) => {
      const extraction = await findExtraction(tx, id);
      await setVersionText(
        tx,
        id,
        before.currentVersion,
        extraction?.status === 'completed' ? extraction.extractedText : null,
      );
      await createVersion(tx, {
        documentId: id,
        clientId: before.clientId,
        n,
        fileName: file.fileName,
        fileType: FILE_TYPES[detected]!,
        fileKind: detected,
        fileSize: file.buffer.length,
        filePath,
        sha256,
        uploadedBy: user.id,
        uploadedByEmail: user.email,
      });
      await updateDocumentRow(tx, id, {
        fileName: documentName,
        fileType: FILE_TYPES[detected]!,
        fileKind: detected,
        fileSize: file.buffer.length,
        filePath,
        sha256,
        currentVersion: n,
        status: 'processing',
      });
      await upsertExtraction(tx, {
        documentId: id,
        clientId: before.clientId,
        status: 'pending',
        error: null,
      });
      await recordAudit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'document.file_replaced',
        targetType: 'document',
        targetId: id,
        targetName: documentName,
        details: {
          before: { fileName: before.fileName, sha256: before.sha256, version: before.currentVersion },
          after: { fileName: file.fileName, sha256, version: n },
          review: consequence ? { id: consequence.reviewId, was: consequence.status } : null,
        },
        ip,
      });
      await supersedeReviewsOnReplace(deps, tx, user, before, { version: n, fileName: file.fileName }, ip);
      await enqueueExtraction(deps, tx, id, before.clientId);
    });
    deps.queue.wake(extractDocumentJob.name);
    wakeReviewMails(deps);
  } catch (error) {
    await deps.storage.delete(filePath).catch(() => undefined);
    throw error;
  }
  deps.progress.publish(id, {
    stage: 'record-created',
    percent: 30,
    message: `File replaced with version ${n}; extracting it`,
  });
  return getDocument(deps, user, id);
}

export async function reextractDocument(
  deps: AppDeps,
  user: User,
  id: string,
  ip: string,
): Promise<DocumentItem> {
  const doc = await getDocumentRow(deps, user, id);
  assertNotArchived(doc);
  await deps.database.db.transaction(async (tx) => {
    await updateDocumentRow(tx, id, { status: 'processing' });
    await upsertExtraction(tx, { documentId: id, clientId: doc.clientId, status: 'pending', error: null });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'document.reextract_requested',
      targetType: 'document',
      targetId: id,
      targetName: doc.fileName,
      ip,
    });
    await enqueueExtraction(deps, tx, id, doc.clientId);
  });
  deps.queue.wake(extractDocumentJob.name);
  // A fresh event, so a page subscribing now does not see the previous run's "done".
  deps.progress.publish(id, { stage: 'record-created', percent: 30, message: 'Extracting the text again' });
  return getDocument(deps, user, id);
}

export async function getDocumentFile(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<{ doc: DocumentRow; stream: Readable }> {
  const doc = await getDocumentRow(deps, user, id);
  return { doc, stream: await deps.storage.getStream(doc.filePath) };
}

export async function getExtraction(deps: AppDeps, user: User, id: string): Promise<ExtractionResponse> {
  await getDocumentRow(deps, user, id);
  const row = await findExtraction(deps.database.db, id);
  const stored = (row?.pages ?? {}) as { pages?: unknown[]; metadata?: Record<string, unknown> } | unknown[];
  const pages = Array.isArray(stored) ? stored : (stored.pages ?? []);
  const metadata = Array.isArray(stored) ? null : (stored.metadata ?? null);
  return {
    documentId: id,
    status: row?.status ?? 'pending',
    error: row?.error ?? null,
    method: row?.extractionMethod ?? null,
    pageCount: row?.pageCount ?? 0,
    imageCount: row?.imageCount ?? 0,
    tableCount: row?.tableCount ?? 0,
    durationMs: row?.durationMs ?? null,
    extractionDate: row?.extractionDate?.toISOString() ?? null,
    text: row?.extractedText ?? '',
    pages,
    metadata,
  };
}

/**
 * The stored extraction as the engine's document model (no user: the caller has checked access). Null until
 * extraction has completed; a stored model this version cannot read is refused with EXTRACTION_FAILED.
 */
export async function loadExtractedDocument(
  deps: AppDeps,
  documentId: string,
): Promise<ExtractedDocument | null> {
  return readExtractedDocument(await findExtraction(deps.database.db, documentId));
}

/**
 * Queues a document's extraction behind the client's own earlier ones: pg-boss takes higher priorities
 * first, so a client with twenty uploads waiting gets its next turn after another client's first upload
 * rather than before it (issue 14, Medium 6). Within a client, uploads keep their order.
 */
async function enqueueExtraction(deps: AppDeps, tx: DbOrTx, documentId: string, clientId: string) {
  const earlier = Math.max(0, (await countExtractionsInProgress(tx, clientId)) - 1);
  await deps.queue.send(extractDocumentJob, { documentId }, { tx, priority: -earlier });
}
