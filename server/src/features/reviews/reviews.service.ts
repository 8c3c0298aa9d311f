import type { User } from '#common/api/auth.ts';
import {
  DEFAULT_ATTESTATION,
  REVIEW_STATUS_LABELS,
  type ApprovalRecord,
  type DecideReviewInput,
  type DocumentReviewResponse,
  type Review,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewOutcome,
  type ReviewStatus,
  type SubmitReviewInput,
  type PanelFinding,
  type WaitingCountResponse,
  type WithdrawReviewInput,
} from '#common/api/reviews.ts';
import { isRatedFinding } from '#common/api/compliance.ts';
import { toCsv } from '#common/csv.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { assertFirmRole, canSeeFirmRow, listScope } from '../firms/firm-access.ts';
import { assertCurrentVersion, assertNotArchived, getDocumentRow } from '../documents/documents.service.ts';
import { getCheck } from '../compliance/compliance.service.ts';
import { openHighDisagreementsFor, recordApprovalOverrides } from '../funds/funds.service.ts';
import { firmDetailsOf } from '../firms/firms.service.ts';
import { linkedFundsOf } from '../funds/funds.service.ts';
import { approvalCertificateHtml } from './approval-certificate.ts';
import { approvalCertificateContent } from './approval-certificate-content.ts';
import { approvalCertificatePdf } from './approval-certificate-pdf.ts';
import { approvalRecordFor, findingRef, openHighs, raisedByReviewer } from './approval-record.ts';
import { assigneeRecipients, checkAssignment, isWaitingFor } from './review-assignment.ts';
import {
  countReviewsByStatus,
  countWaitingFor,
  findApprovedReviews,
  findLatestCompletedCheck,
  findReviewById,
  findReviews,
  findReviewsOfDocument,
  insertReview,
  updateReviewStatus,
  type ReviewRow,
} from './reviews.repository.ts';
import { queueReviewMails, sendReviewMailJob } from './send-review-mail.job.ts';
import { DAY_MS, todayOf } from './review-dates.ts';

function statusOf(row: ReviewRow, today: string): ReviewStatus {
  const { status, reviewDate } = row.review;
  return status === 'approved' && reviewDate !== null && reviewDate < today ? 'expired' : status;
}

function toReview(deps: AppDeps, row: ReviewRow, me: User): Review {
  const r = row.review;
  const today = todayOf(deps);
  const status = statusOf(row, today);
  return {
    id: r.id,
    documentId: r.documentId,
    clientId: r.clientId,
    fileName: row.fileName,
    version: r.version,
    sha256: r.sha256,
    status,
    superseded: r.version !== row.currentVersion,
    currentVersion: row.currentVersion,
    archived: row.archivedAt !== null,
    submittedBy: r.submittedByEmail,
    submittedByName: row.submittedByName,
    submittedById: r.submittedBy,
    submittedAt: r.submittedAt.toISOString(),
    note: r.note,
    reviewDate: r.reviewDate,
    decidedBy: r.decidedByEmail,
    decidedByName: row.decidedByName,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionReason: r.decisionReason,
    overrideReason: r.overrideReason,
    approvalRecord: (r.approvalRecord as ApprovalRecord | null) ?? null,
    ageDays: Math.max(0, Math.floor((deps.now() - r.submittedAt.getTime()) / DAY_MS)),
    dueDate: r.dueDate,
    overdue: status === 'submitted' && r.dueDate !== null && r.dueDate < today,
    approver:
      r.approverId && row.approverEmail !== null
        ? { id: r.approverId, name: row.approverName ?? '', email: row.approverEmail }
        : null,
    reviewers: row.reviewers,
    waitingForMe: me.role === 'client' && isWaitingFor({ id: me.id, firmRole: me.firmRole }, row),
  };
}

async function getReviewRow(deps: AppDeps, user: User, id: string): Promise<ReviewRow> {
  const row = await findReviewById(deps.database.db, id);
  if (!row || !canSeeFirmRow(user, row.review)) throw new AppError('NOT_FOUND', 'Review not found.');
  return row;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Submits the document's current version for approval. It must have a completed compliance check, and no
 * other review of the document may be waiting; one still waiting for an earlier version (superseded, so it
 * can never be decided) is withdrawn in its place.
 */
export async function submitReview(
  deps: AppDeps,
  user: User,
  input: SubmitReviewInput,
  ip: string,
): Promise<Review> {
  if (user.role === 'admin')
    throw new AppError(
      'FORBIDDEN',
      "Submitting a communication for approval is the firm's own work: a platform admin cannot submit one.",
    );
  assertFirmRole(user, 'member', 'submit communications for approval');
  const doc = await getDocumentRow(deps, user, input.documentId);
  assertNotArchived(doc);
  const today = todayOf(deps);
  if (input.reviewDate !== undefined && input.reviewDate <= today)
    throw new AppError('INVALID_INPUT', 'The review date must be after today.');
  if (input.dueDate !== undefined && input.dueDate < today)
    throw new AppError('INVALID_INPUT', 'The due date cannot be in the past.');
  const { db } = deps.database;
  const assignment = await checkAssignment(db, user, doc.clientId, input);
  const check = await findLatestCompletedCheck(db, doc.id, doc.currentVersion);
  if (!check || (check.sha256 !== null && check.sha256 !== doc.sha256))
    throw new AppError(
      'CONFLICT',
      `Run a compliance check on version ${doc.currentVersion} before submitting it.`,
    );
  const waiting = (await findReviewsOfDocument(db, doc.id)).filter((r) => r.review.status === 'submitted');
  const current = waiting.find((r) => r.review.version === doc.currentVersion);
  if (current)
    throw new AppError(
      'CONFLICT',
      `Version ${doc.currentVersion} is already submitted for approval (by ${current.review.submittedByEmail ?? 'a member'}). Wait for the decision, or withdraw it first.`,
      { reviewId: current.review.id },
    );
  const recipients = await assigneeRecipients(
    db,
    doc.clientId,
    { approverId: assignment.approver?.id ?? null, reviewerIds: assignment.reviewers.map((r) => r.id) },
    user.id,
  );
  try {
    const created = await db.transaction(async (tx) => {
      for (const old of waiting) {
        const reason = `Superseded by version ${doc.currentVersion}, submitted in its place.`;
        await updateReviewStatus(tx, old.review.id, ['submitted'], {
          status: 'withdrawn',
          decidedBy: user.id,
          decidedByEmail: user.email,
          decidedAt: new Date(),
          decisionReason: reason,
        });
        await recordAudit(tx, {
          actorId: user.id,
          actorEmail: user.email,
          action: 'review.withdrawn',
          targetType: 'document',
          targetId: doc.id,
          targetName: doc.fileName,
          details: { reviewId: old.review.id, version: old.review.version, reason },
          ip,
        });
      }
      const review = await insertReview(tx, {
        documentId: doc.id,
        clientId: doc.clientId,
        version: doc.currentVersion,
        sha256: doc.sha256,
        status: 'submitted',
        submittedBy: user.id,
        submittedByEmail: user.email,
        note: input.note ?? null,
        reviewDate: input.reviewDate ?? null,
        dueDate: input.dueDate ?? null,
        approverId: assignment.approver?.id ?? null,
        reviewerIds: assignment.reviewers.map((r) => r.id),
      });
      await recordAudit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'review.submitted',
        targetType: 'document',
        targetId: doc.id,
        targetName: doc.fileName,
        details: {
          reviewId: review.id,
          version: review.version,
          sha256: review.sha256,
          checkId: check.id,
          note: review.note,
          reviewDate: review.reviewDate,
          dueDate: review.dueDate,
          approver: assignment.approver?.email ?? null,
          reviewers: assignment.reviewers.map((r) => r.email),
        },
        ip,
      });
      // Reviewers are told too (issue 30): they decide the findings the approver will read.
      await queueReviewMails(deps, tx, review.id, 'submitted', recipients);
      return review;
    });
    deps.queue.wake(sendReviewMailJob.name);
    return getReview(deps, user, created.id);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'This document was submitted for approval a moment ago by someone else.',
      );
    throw error;
  }
}

const DECISION_WORDS: Record<
  ReviewOutcome,
  { verb: string; action: 'review.approved' | 'review.rejected' | 'review.changes_requested' }
> = {
  approved: { verb: 'approve', action: 'review.approved' },
  rejected: { verb: 'reject', action: 'review.rejected' },
  changes_requested: { verb: 'request changes to', action: 'review.changes_requested' },
};

/**
 * Approve, reject or request changes: an approver of the firm who did not submit it (four-eyes), on the
 * current version of a document not archived. Approval with an open high-severity finding needs an override
 * reason, and writes the approval record.
 */
export async function decideReview(
  deps: AppDeps,
  user: User,
  id: string,
  input: DecideReviewInput,
  ip: string,
): Promise<Review> {
  const row = await getReviewRow(deps, user, id);
  const words = DECISION_WORDS[input.outcome];
  if (user.role === 'admin')
    throw new AppError(
      'FORBIDDEN',
      `Approval is the firm's own decision: a platform admin cannot ${words.verb} a communication.`,
    );
  assertFirmRole(user, 'approver', `${words.verb} a communication`);
  if (row.review.submittedBy === user.id)
    throw new AppError(
      'FORBIDDEN',
      input.outcome === 'approved'
        ? 'You submitted this communication, so someone else must approve it (four-eyes).'
        : `You submitted this communication, so someone else must ${words.verb} it (four-eyes). Withdraw it instead.`,
    );
  assertNotArchived(row);
  assertCurrentVersion(
    { currentVersion: row.currentVersion, fileName: row.currentFileName },
    row.review.version,
  );
  if (row.review.status !== 'submitted')
    throw new AppError(
      'CONFLICT',
      `This review is ${REVIEW_STATUS_LABELS[statusOf(row, todayOf(deps))].toLowerCase()}: only a submitted communication can be decided.`,
    );
  if (input.outcome === 'approved' && input.attestation !== true)
    throw new AppError('INVALID_INPUT', `Approving needs your attestation: tick "${DEFAULT_ATTESTATION}"`, {
      field: 'attestation',
    });
  const at = new Date();
  let approvalRecord: ApprovalRecord | null = null;
  let overridden: string[] = [];
  let overriddenDisagreements: Awaited<ReturnType<typeof openHighDisagreementsFor>> = [];
  if (input.outcome === 'approved') {
    const { record, open } = await approvalRecordFor(deps, user, row, input, at);
    const blocking = openHighs(open);
    if (blocking.length > 0 && !input.overrideReason)
      throw new AppError(
        'CONFLICT',
        `Version ${row.review.version} has ${blocking.length} open high-severity finding${blocking.length === 1 ? '' : 's'}: ${blocking
          .map((f) => `${f.title} (${f.citation})`)
          .join(
            '; ',
          )}. Resolve or dismiss ${blocking.length === 1 ? 'it' : 'them'}, or approve with an override reason.`,
        { openHighFindings: blocking.map(findingRef) },
      );
    // The fund's documents must agree (issue 28): an open high disagreement involving this one blocks too.
    const disagreements = await openHighDisagreementsFor(deps, user, row.review.documentId);
    if (disagreements.length > 0 && !input.overrideReason)
      throw new AppError(
        'CONFLICT',
        `This communication's fund has ${disagreements.length} open high disagreement${disagreements.length === 1 ? '' : 's'} involving it: ${disagreements
          .map((d) => `${d.message} (${d.fundName})`)
          .join(
            '; ',
          )}. Resolve or dismiss ${disagreements.length === 1 ? 'it' : 'them'} on the fund page, or approve with an override reason.`,
        { openHighDisagreements: disagreements },
      );
    overridden = blocking.map((f) => f.ruleId);
    overriddenDisagreements = disagreements;
    const overriding = blocking.length > 0 || disagreements.length > 0;
    approvalRecord = {
      ...record,
      overrideReason: overriding ? record.overrideReason : null,
      ...(disagreements.length > 0 ? { fundDisagreements: disagreements } : {}),
      attestation: { text: DEFAULT_ATTESTATION, attestedAt: at.toISOString() },
    };
  }
  await deps.database.db.transaction(async (tx) => {
    const moved = await updateReviewStatus(tx, id, ['submitted'], {
      status: input.outcome,
      decidedBy: user.id,
      decidedByEmail: user.email,
      decidedAt: at,
      decisionReason: input.reason ?? null,
      overrideReason: approvalRecord?.overrideReason ?? null,
      approvalRecord,
    });
    if (!moved) throw new AppError('CONFLICT', 'Someone else decided this review a moment ago. Reload it.');
    if (overriddenDisagreements.length > 0)
      await recordApprovalOverrides(tx, {
        reviewId: id,
        clientId: row.review.clientId,
        documentId: row.review.documentId,
        reason: approvalRecord!.overrideReason!,
        user,
        overridden: overriddenDisagreements,
      });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: words.action,
      targetType: 'document',
      targetId: row.review.documentId,
      targetName: row.fileName,
      details: {
        reviewId: id,
        version: row.review.version,
        sha256: row.review.sha256,
        before: 'submitted',
        after: input.outcome,
        reason: input.reason ?? null,
        overrideReason: approvalRecord?.overrideReason ?? null,
        overriddenFindings: overridden,
        overriddenDisagreements: overriddenDisagreements.map((d) => ({ fundId: d.fundId, key: d.key })),
      },
      ip,
    });
    if (row.review.submittedBy) await queueReviewMails(deps, tx, id, input.outcome, [row.review.submittedBy]);
  });
  deps.queue.wake(sendReviewMailJob.name);
  return getReview(deps, user, id);
}

/**
 * Withdraws a submitted or approved communication: its submitter or a firm admin. Allowed on a superseded
 * version too — withdrawing takes a communication out of use, which must stay possible after a replacement.
 */
export async function withdrawReview(
  deps: AppDeps,
  user: User,
  id: string,
  input: WithdrawReviewInput,
  ip: string,
): Promise<Review> {
  const row = await getReviewRow(deps, user, id);
  const isSubmitter = row.review.submittedBy === user.id;
  if (!isSubmitter && !(user.role === 'client' && user.firmRole === 'firm_admin'))
    throw new AppError(
      'FORBIDDEN',
      'Only the member who submitted this communication or a firm admin of your firm can withdraw it.',
      { neededRole: 'firm_admin', yourRole: user.firmRole },
    );
  assertNotArchived(row);
  const status = statusOf(row, todayOf(deps));
  if (status !== 'submitted' && status !== 'approved')
    throw new AppError(
      'CONFLICT',
      `This review is ${REVIEW_STATUS_LABELS[status].toLowerCase()}: only a submitted or approved communication can be withdrawn.`,
    );
  await deps.database.db.transaction(async (tx) => {
    const moved = await updateReviewStatus(tx, id, [status], {
      status: 'withdrawn',
      decidedBy: user.id,
      decidedByEmail: user.email,
      decidedAt: new Date(),
      decisionReason: input.reason ?? null,
    });
    if (!moved) throw new AppError('CONFLICT', 'Someone else changed this review a moment ago. Reload it.');
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'review.withdrawn',
      targetType: 'document',
      targetId: row.review.documentId,
      targetName: row.fileName,
      details: { reviewId: id, version: row.review.version, before: status, reason: input.reason ?? null },
      ip,
    });
    if (row.review.submittedBy && !isSubmitter)
      await queueReviewMails(deps, tx, id, 'withdrawn', [row.review.submittedBy]);
  });
  deps.queue.wake(sendReviewMailJob.name);
  return getReview(deps, user, id);
}

export async function getReview(deps: AppDeps, user: User, id: string): Promise<Review> {
  return toReview(deps, await getReviewRow(deps, user, id), user);
}

export async function listReviews(
  deps: AppDeps,
  user: User,
  query: ReviewListQuery,
): Promise<ReviewListResponse> {
  if (user.role !== 'admin' && query.clientId && query.clientId !== user.firmId)
    throw new AppError('FORBIDDEN', "You can only list your own firm's reviews.");
  const clientId = listScope(user, query.clientId);
  const today = todayOf(deps);
  const { db } = deps.database;
  const [{ items, total }, counts] = await Promise.all([
    findReviews(
      db,
      {
        clientId,
        documentId: query.documentId,
        status: query.status,
        today,
        waitingFor: query.assignedToMe ? { id: user.id, firmRole: user.firmRole } : undefined,
      },
      query,
    ),
    countReviewsByStatus(db, { clientId, today }),
  ]);
  return {
    items: items.map((row) => toReview(deps, row, user)),
    total,
    byStatus: Object.fromEntries(counts.map((c) => [c.status, c.n])),
  };
}

/** The menu's count: reviews of the member's firm waiting for them (none for a platform admin). */
export async function countWaitingReviews(deps: AppDeps, user: User): Promise<WaitingCountResponse> {
  if (user.role !== 'client' || !user.firmId) return { count: 0 };
  return {
    count: await countWaitingFor(deps.database.db, user.firmId, { id: user.id, firmRole: user.firmRole }),
  };
}

/** A document's review panel: its latest review (none: draft), earlier ones, and what approval would meet. */
export async function getDocumentReview(
  deps: AppDeps,
  user: User,
  documentId: string,
): Promise<DocumentReviewResponse> {
  const doc = await getDocumentRow(deps, user, documentId);
  const { db } = deps.database;
  const [rows, latest] = await Promise.all([
    findReviewsOfDocument(db, doc.id),
    findLatestCompletedCheck(db, doc.id, doc.currentVersion),
  ]);
  const reviews = rows.map((row) => toReview(deps, row, user));
  const [check, disagreements] = await Promise.all([
    latest ? getCheck(deps, user, latest.id) : null,
    openHighDisagreementsFor(deps, user, doc.id),
  ]);
  return {
    status: reviews[0]?.status ?? 'draft',
    current: reviews[0] ?? null,
    history: reviews.slice(1),
    currentVersion: doc.currentVersion,
    latestCheckId: latest?.id ?? null,
    openHighFindings: check ? openHighs(check.findings).map(findingRef) : [],
    openHighDisagreements: disagreements,
    check: check
      ? {
          id: check.id,
          rag: check.rag,
          findings: check.findings.map((f): PanelFinding => ({
            ...findingRef(f),
            status: f.decision?.status ?? 'open',
            reason: f.decision?.reason ?? null,
            decidedBy: f.decision?.decidedBy ?? null,
            decidedByName: f.decision?.decidedByName ?? null,
          })),
        }
      : null,
    attestationText: DEFAULT_ATTESTATION,
  };
}

/**
 * What the approval certificate of an approved communication says, with its firm (name and FRN) and fund(s):
 * those recorded at approval, or for an approval recorded before funds were kept, the document's links now.
 */
async function certificateOf(deps: AppDeps, user: User, id: string) {
  const review = await getReview(deps, user, id);
  const record = review.approvalRecord;
  if ((review.status !== 'approved' && review.status !== 'expired') || !record)
    throw new AppError(
      'CONFLICT',
      `This review is ${REVIEW_STATUS_LABELS[review.status].toLowerCase()}: only an approved communication has a certificate.`,
    );
  const [firm, funds] = await Promise.all([
    firmDetailsOf(deps, review.clientId),
    record.funds ?? linkedFundsOf(deps, { id: review.documentId, clientId: review.clientId }),
  ]);
  const content = approvalCertificateContent(review, record, {
    firm: { name: firm?.name ?? 'unknown firm', frn: firm?.frn ?? null },
    funds: funds.map((f) => f.name),
  });
  return { review, record, content };
}

/** The printable approval certificate (HTML), for an approved communication only. */
export async function reviewCertificate(deps: AppDeps, user: User, id: string): Promise<string> {
  return approvalCertificateHtml((await certificateOf(deps, user, id)).content);
}

/** The same certificate as a PDF, with a file name safe to save: the document's, its version, "approval". */
export async function reviewCertificatePdf(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { review, record, content } = await certificateOf(deps, user, id);
  const pdf = await approvalCertificatePdf(content, { reviewId: review.id, approvedAt: record.approvedAt });
  const stem =
    record.fileName
      .replace(/\.[a-z0-9]{1,5}$/i, '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'communication';
  return { pdf, fileName: `${stem}-v${record.version}-approval-certificate.pdf` };
}

export const REGISTER_HEADER = [
  'Approved at',
  'Document',
  'Version',
  'SHA-256',
  'Approved by',
  'Submitted by',
  'Submitted at',
  'Review date',
  'Status',
  'Rule packs',
  'Engine version',
  'Open findings',
  'Open high findings',
  'Dismissed findings',
  'Resolved findings',
  'Override reason',
  'Review id',
  'Raised by a reviewer',
  // names after the e-mails, at the end so a spreadsheet reading the columns by position keeps working
  'Approved by (name)',
  'Submitted by (name)',
] as const;

/** The register of approved communications (COBS 4.11): every approval, whatever became of it since. */
export async function reviewRegisterCsv(
  deps: AppDeps,
  user: User,
  query: { clientId?: string },
): Promise<string> {
  if (user.role !== 'admin' && query.clientId && query.clientId !== user.firmId)
    throw new AppError('FORBIDDEN', "You can only export your own firm's register.");
  const rows = await findApprovedReviews(deps.database.db, listScope(user, query.clientId));
  const body = rows.map((row) => {
    const review = toReview(deps, row, user);
    const record = review.approvalRecord!;
    const status =
      review.superseded && review.status === 'approved' ? 'approved (superseded)' : review.status;
    return [
      record.approvedAt,
      record.fileName,
      record.version,
      record.sha256,
      record.approver.email,
      review.submittedBy,
      review.submittedAt,
      review.reviewDate,
      status,
      record.check.rulePacks.map((p) => `${p.id}@${p.version}`).join(' '),
      record.check.engineVersion,
      record.findings.open.length,
      record.findings.open.filter((f) => f.severity === 'high' && isRatedFinding(f)).length,
      record.findings.dismissed.length,
      record.findings.resolved.length,
      record.overrideReason,
      review.id,
      raisedByReviewer([...record.findings.open, ...record.findings.dismissed, ...record.findings.resolved]),
      record.approver.name.trim() || null,
      review.submittedByName,
    ];
  });
  return toCsv([REGISTER_HEADER, ...body]);
}
