import type { User } from '#common/api/auth.ts';
import { assertFirmRole } from '../firms/firm-access.ts';
import type { ArchiveDocumentInput, DocumentItem, PurgeDocumentInput } from '#common/api/documents.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { deleteDocument as deleteDocumentRow, updateDocument } from './documents.repository.ts';
import { findVersions } from './document-versions.repository.ts';
import { assertNotArchived, getDocument, getDocumentRow, purgeableFrom } from './documents.service.ts';
import {
  assertMayTakeOutOfReview,
  findLiveReview,
  wakeReviewMails,
  withdrawReviewsOnArchive,
} from '../reviews/review-supersession.service.ts';

// Archive instead of delete (issue 15 item 5, ADR 013): firms must keep the records of the communications they
// approve (COBS 4.11, SYSC 9), so a document leaves the lists but keeps its record, checks, decisions and file
// until the platform admin purges it, after RETENTION_YEARS or to answer a recorded erasure request.

/** DELETE of a document the caller may see: answered with what to do instead, so nothing is destroyed. */
export async function refuseDelete(deps: AppDeps, user: User, id: string): Promise<never> {
  await getDocumentRow(deps, user, id);
  throw new AppError(
    'CONFLICT',
    'Documents are archived rather than deleted, to keep the record (COBS 4.11, SYSC 9). Archive it with a reason instead.',
  );
}

/**
 * Hides a document from lists and makes it read-only; the reason is kept and audited. A review of it in force
 * can be taken out only by whoever could withdraw it (its submitter or a firm admin); one waiting for a decision
 * is withdrawn with the archive's reason, and its submitter and the approvers are told (issue 30).
 */
export async function archiveDocument(
  deps: AppDeps,
  user: User,
  id: string,
  input: ArchiveDocumentInput,
  ip: string,
): Promise<DocumentItem> {
  const doc = await getDocumentRow(deps, user, id);
  assertNotArchived(doc);
  assertMayTakeOutOfReview(user, await findLiveReview(deps.database.db, doc), 'archive it');
  await deps.database.db.transaction(async (tx) => {
    const withdrawn = await withdrawReviewsOnArchive(deps, tx, user, doc, input.reason, ip);
    await updateDocument(tx, id, {
      archivedAt: new Date(),
      archivedBy: user.id,
      archivedByEmail: user.email,
      archiveReason: input.reason,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'document.archived',
      targetType: 'document',
      targetId: id,
      details: {
        fileName: doc.fileName,
        clientId: doc.clientId,
        sha256: doc.sha256,
        reason: input.reason,
        reviewsWithdrawn: withdrawn,
      },
      ip,
    });
  });
  wakeReviewMails(deps);
  return getDocument(deps, user, id);
}

/** Brings an archived document back to the lists, writable again: by the firm admin or the platform admin. */
export async function restoreDocument(
  deps: AppDeps,
  user: User,
  id: string,
  ip: string,
): Promise<DocumentItem> {
  const doc = await getDocumentRow(deps, user, id);
  assertFirmRole(user, 'firm_admin', 'restore an archived document');
  if (!doc.archivedAt) throw new AppError('CONFLICT', 'This document is not archived.');
  await deps.database.db.transaction(async (tx) => {
    await updateDocument(tx, id, {
      archivedAt: null,
      archivedBy: null,
      archivedByEmail: null,
      archiveReason: null,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'document.restored',
      targetType: 'document',
      targetId: id,
      details: { fileName: doc.fileName, archivedAt: doc.archivedAt, archiveReason: doc.archiveReason },
      ip,
    });
  });
  return getDocument(deps, user, id);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Removes an archived document's record, everything derived from it (foreign keys cascade) and the stored
 * file of every version it has had, leaving an audit entry. Platform admin only; before the retention period ends only with the reason
 * of the erasure request it answers.
 */
export async function purgeDocument(
  deps: AppDeps,
  user: User,
  id: string,
  input: PurgeDocumentInput,
  ip: string,
): Promise<void> {
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Only the platform admin can purge a document.');
  const doc = await getDocumentRow(deps, user, id);
  if (!doc.archivedAt) throw new AppError('CONFLICT', 'Archive the document before purging it.');
  const years = deps.config.retentionYears;
  const keptUntil = purgeableFrom(doc.archivedAt, years);
  const erasureRequestReason = input.erasureRequestReason || null;
  if (new Date() < keptUntil && !erasureRequestReason) {
    throw new AppError(
      'CONFLICT',
      `This document is kept until ${day(keptUntil)} (${years} years after it was archived). ` +
        'Purge it earlier only to answer an erasure request, and record the request.',
    );
  }
  // Read before the rows cascade away; the current file is a version too (and listed even if its row is missing).
  const versions = await findVersions(deps.database.db, id);
  const filePaths = [...new Set([doc.filePath, ...versions.map((v) => v.filePath)])];
  await deps.database.db.transaction(async (tx) => {
    await deleteDocumentRow(tx, id);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'document.purged',
      targetType: 'document',
      targetId: id,
      details: {
        fileName: doc.fileName,
        clientId: doc.clientId,
        sha256: doc.sha256,
        archivedAt: doc.archivedAt,
        archiveReason: doc.archiveReason,
        retentionYears: years,
        erasureRequestReason,
        versions: versions.map((v) => ({ n: v.n, fileName: v.fileName, sha256: v.sha256 })),
      },
      ip,
    });
  });
  // After the commit: a crash in between leaves a file no record refers to, which the orphan sweep removes.
  for (const filePath of filePaths)
    await deps.storage
      .delete(filePath)
      .catch((e) => deps.log.error({ err: e, filePath }, 'could not remove purged file'));
}
