import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FirmRole } from '#common/api/auth.ts';
import type { Assignee, ReviewStatus } from '#common/api/reviews.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  communicationReviews,
  complianceChecks,
  documentVersions,
  documents,
  users,
} from '../../db/schema.ts';
import { personNameOf } from '../../users/person-name.ts';

// A review names the file of the version it is for, never the one that replaced it (issue 30); the document's
// current version is named apart, for "superseded: the current version is n (its file)".
const reviewedVersion = alias(documentVersions, 'reviewed_version');
const currentFile = alias(documentVersions, 'current_file');
const onReviewedVersion = and(
  eq(reviewedVersion.documentId, communicationReviews.documentId),
  eq(reviewedVersion.n, communicationReviews.version),
);
const onCurrentFile = and(
  eq(currentFile.documentId, documents.id),
  eq(currentFile.n, documents.currentVersion),
);

const approverUser = alias(users, 'approver_user');
const submitterUser = alias(users, 'submitter_user');
const deciderUser = alias(users, 'decider_user');

const columns = {
  review: communicationReviews,
  fileName: sql<string>`coalesce(${reviewedVersion.fileName}, ${documents.fileName})`,
  currentFileName: sql<string>`coalesce(${currentFile.fileName}, ${documents.fileName})`,
  documentName: documents.fileName,
  currentVersion: documents.currentVersion,
  archivedAt: documents.archivedAt,
  approverName: approverUser.name,
  approverEmail: approverUser.email,
  // names now, credited with the e-mails recorded at the time (issue 30: names, with the e-mail on hover)
  submittedByName: personNameOf(submitterUser),
  decidedByName: personNameOf(deciderUser),
  // the named reviewers, by name (a member removed since still reads by name: the assignment was made)
  reviewers: sql<
    Assignee[]
  >`coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name)
    from ${users} u where u.id = any(${communicationReviews.reviewerIds})), '[]'::json)`,
};

export type ReviewRow = {
  review: typeof communicationReviews.$inferSelect;
  /** The file name of the version reviewed. */
  fileName: string;
  /** The file name of the document's current version. */
  currentFileName: string;
  /** The document's own name (kept when its file is replaced). */
  documentName: string;
  currentVersion: number;
  archivedAt: Date | null;
  approverName: string | null;
  approverEmail: string | null;
  submittedByName: string | null;
  decidedByName: string | null;
  reviewers: Assignee[];
};

/** Reviews joined to their document and named approver, for every read of a review. */
const selectReviews = (db: DbOrTx) =>
  db
    .select(columns)
    .from(communicationReviews)
    .innerJoin(documents, eq(documents.id, communicationReviews.documentId))
    .leftJoin(approverUser, eq(approverUser.id, communicationReviews.approverId))
    .leftJoin(submitterUser, eq(submitterUser.id, communicationReviews.submittedBy))
    .leftJoin(deciderUser, eq(deciderUser.id, communicationReviews.decidedBy))
    .leftJoin(reviewedVersion, onReviewedVersion)
    .leftJoin(currentFile, onCurrentFile);

/** The signed-in member the inbox is for: who they are and their role in the firm. */
export type InboxOwner = { id: string; firmRole: FirmRole | null };

/**
 * Waiting for `me`: submitted, of the document's current version, not archived, not theirs (four-eyes), and
 * assigned to them by name, or to their role when nobody of it was named. Mirrors isWaitingFor().
 */
function waitingFor(me: InboxOwner): SQL {
  const r = communicationReviews;
  const isApprover = me.firmRole === 'approver' || me.firmRole === 'firm_admin';
  const isReviewer = me.firmRole === 'reviewer';
  return sql`(${r.status} = 'submitted' and ${documents.archivedAt} is null
    and ${r.version} = ${documents.currentVersion}
    and ${r.submittedBy} is distinct from ${me.id}::uuid
    and (${r.approverId} = ${me.id}::uuid or ${me.id}::uuid = any(${r.reviewerIds})
      or (${r.approverId} is null and ${isApprover ? sql`true` : sql`false`})
      or (cardinality(${r.reviewerIds}) = 0 and ${isReviewer ? sql`true` : sql`false`})))`;
}

/** How many reviews wait for `me` in their firm: the menu's count. */
export async function countWaitingFor(db: DbOrTx, clientId: string, me: InboxOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(communicationReviews)
    .innerJoin(documents, eq(documents.id, communicationReviews.documentId))
    .where(and(eq(communicationReviews.clientId, clientId), waitingFor(me)));
  return row?.n ?? 0;
}

/** The status as read on `today` (YYYY-MM-DD): an approval past its review date has expired. */
const statusOn = (today: string) =>
  sql<ReviewStatus>`case when ${communicationReviews.status} = 'approved' and ${communicationReviews.reviewDate} < ${today}::date then 'expired' else ${communicationReviews.status} end`;

function statusFilter(status: ReviewStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  return sql`${statusOn(today)} = ${status}`;
}

export async function insertReview(db: DbOrTx, values: typeof communicationReviews.$inferInsert) {
  const [row] = await db.insert(communicationReviews).values(values).returning();
  if (!row) throw new Error('insert into communication_reviews returned no row');
  return row;
}

export async function findReviewById(db: DbOrTx, id: string): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(eq(communicationReviews.id, id)).limit(1);
  return row ?? null;
}

/** A document's reviews, newest first. */
export async function findReviewsOfDocument(db: DbOrTx, documentId: string): Promise<ReviewRow[]> {
  return selectReviews(db)
    .where(eq(communicationReviews.documentId, documentId))
    .orderBy(desc(communicationReviews.createdAt), desc(communicationReviews.id));
}

export async function findReviews(
  db: DbOrTx,
  filter: {
    clientId?: string;
    documentId?: string;
    status?: ReviewStatus;
    today: string;
    waitingFor?: InboxOwner;
  },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.clientId ? eq(communicationReviews.clientId, filter.clientId) : undefined,
    filter.waitingFor ? waitingFor(filter.waitingFor) : undefined,
    filter.documentId ? eq(communicationReviews.documentId, filter.documentId) : undefined,
    statusFilter(filter.status, filter.today),
    // an archived document's reviews stay in its record, not on the dashboard
    isNull(documents.archivedAt),
  );
  const [items, [total]] = await Promise.all([
    selectReviews(db)
      .where(where)
      // the queue: soonest due first, then the one waiting longest
      .orderBy(
        sql`${communicationReviews.dueDate} asc nulls last`,
        asc(communicationReviews.submittedAt),
        asc(communicationReviews.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(communicationReviews)
      .innerJoin(documents, eq(documents.id, communicationReviews.documentId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function countReviewsByStatus(db: DbOrTx, filter: { clientId?: string; today: string }) {
  const status = statusOn(filter.today);
  return (
    db
      .select({ status, n: count() })
      .from(communicationReviews)
      .innerJoin(documents, eq(documents.id, communicationReviews.documentId))
      .where(
        and(
          filter.clientId ? eq(communicationReviews.clientId, filter.clientId) : undefined,
          isNull(documents.archivedAt),
        ),
      )
      // by position: the expression's date is a parameter, which would not match a repeated expression
      .groupBy(sql`1`)
  );
}

/** Every review that was approved (the COBS 4.11 record), oldest approval first. */
export async function findApprovedReviews(db: DbOrTx, clientId?: string): Promise<ReviewRow[]> {
  return selectReviews(db)
    .where(
      and(
        clientId ? eq(communicationReviews.clientId, clientId) : undefined,
        isNotNull(communicationReviews.approvalRecord),
      ),
    )
    .orderBy(asc(communicationReviews.decidedAt), asc(communicationReviews.id));
}

/**
 * Moves a review on from `from` only if it is still there, so two approvers acting at once cannot both win.
 * Returns false when another request moved it first.
 */
export async function updateReviewStatus(
  db: DbOrTx,
  id: string,
  from: readonly ReviewStatus[],
  values: Partial<
    Pick<
      typeof communicationReviews.$inferInsert,
      | 'status'
      | 'decidedBy'
      | 'decidedByEmail'
      | 'decidedAt'
      | 'decisionReason'
      | 'overrideReason'
      | 'approvalRecord'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(communicationReviews)
    .set(values)
    .where(and(eq(communicationReviews.id, id), inArray(communicationReviews.status, [...from])))
    .returning({ id: communicationReviews.id });
  return rows.length > 0;
}

/** The latest completed check of one version of a document. */
export async function findLatestCompletedCheck(db: DbOrTx, documentId: string, version: number) {
  const [row] = await db
    .select({
      id: complianceChecks.id,
      sha256: complianceChecks.sha256,
      // the rule packs (ids and versions) the check ran, for the approval record
      packs: sql<{ id: string; version: string }[] | null>`${complianceChecks.result} -> 'packs'`,
    })
    .from(complianceChecks)
    .where(
      and(
        eq(complianceChecks.documentId, documentId),
        eq(complianceChecks.version, version),
        eq(complianceChecks.status, 'completed'),
      ),
    )
    .orderBy(desc(complianceChecks.createdAt), desc(complianceChecks.id))
    .limit(1);
  return row ?? null;
}

/** The firm's members who may approve (approvers and firm admins) and can sign in. */
export async function findFirmApprovers(db: DbOrTx, firmId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.firmId, firmId),
        isNull(users.disabledAt),
        or(eq(users.firmRole, 'approver'), eq(users.firmRole, 'firm_admin')),
      ),
    );
}

/** The firm's members with a role of reviewer exactly (approvers are told as approvers) who can sign in. */
export async function findFirmReviewers(db: DbOrTx, firmId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.firmId, firmId), isNull(users.disabledAt), eq(users.firmRole, 'reviewer')));
}

/** The accounts among `ids` that belong to the firm and can sign in, with their role (to check assignees). */
export async function findFirmUsers(db: DbOrTx, firmId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, firmRole: users.firmRole })
    .from(users)
    .where(and(eq(users.firmId, firmId), isNull(users.disabledAt), inArray(users.id, [...ids])));
}

export type DueDateReminder = 'decision_due' | 'decision_overdue';

/**
 * Claims the waiting reviews whose reminder is now due and not yet sent, by stamping it, and returns them:
 * reviews still submitted, of the document's current version, not archived, due within the window from today
 * to `dueBy` ('decision_due') or past due ('decision_overdue'). Run in the transaction that queues the mails.
 */
export async function claimDueDateReminders(
  db: DbOrTx,
  reminder: DueDateReminder,
  today: string,
  dueBy: string,
  now: Date,
) {
  const r = communicationReviews;
  const due = reminder === 'decision_due';
  const window = due
    ? sql`${r.dueDate} >= ${today}::date and ${r.dueDate} <= ${dueBy}::date`
    : sql`${r.dueDate} < ${today}::date`;
  return db
    .update(r)
    .set(due ? { dueReminderSentAt: now } : { overdueReminderSentAt: now })
    .where(
      and(
        eq(r.status, 'submitted'),
        isNull(due ? r.dueReminderSentAt : r.overdueReminderSentAt),
        window,
        sql`exists (select 1 from ${documents} d where d.id = ${r.documentId}
          and d.current_version = ${r.version} and d.archived_at is null)`,
      ),
    )
    .returning({
      id: r.id,
      clientId: r.clientId,
      submittedBy: r.submittedBy,
      approverId: r.approverId,
      reviewerIds: r.reviewerIds,
    });
}

export type ReviewDateNotice = 'due' | 'expired';

/**
 * Claims the approvals whose `notice` is now due and not yet sent, by stamping it, and returns them: approvals
 * of a document's current version, not archived, whose review date falls within the next `dueDays` days
 * ('due', from today on) or has passed ('expired'). Run in the transaction that queues the mails, so a notice
 * is queued exactly once however many processes run it.
 */
export async function claimReviewDateNotices(
  db: DbOrTx,
  notice: ReviewDateNotice,
  today: string,
  dueBy: string,
  now: Date,
) {
  const r = communicationReviews;
  const sentColumn = notice === 'due' ? r.dueNoticeSentAt : r.expiryNoticeSentAt;
  const window =
    notice === 'due'
      ? sql`${r.reviewDate} >= ${today}::date and ${r.reviewDate} <= ${dueBy}::date`
      : sql`${r.reviewDate} < ${today}::date`;
  return db
    .update(r)
    .set(notice === 'due' ? { dueNoticeSentAt: now } : { expiryNoticeSentAt: now })
    .where(
      and(
        eq(r.status, 'approved'),
        isNull(sentColumn),
        window,
        sql`exists (select 1 from ${documents} d where d.id = ${r.documentId}
          and d.current_version = ${r.version} and d.archived_at is null)`,
      ),
    )
    .returning({ id: r.id, clientId: r.clientId, submittedBy: r.submittedBy, decidedBy: r.decidedBy });
}

/** The file name of one version of a document (null if it has no such version). */
export async function findVersionFileName(db: DbOrTx, documentId: string, n: number): Promise<string | null> {
  const [row] = await db
    .select({ fileName: documentVersions.fileName })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.n, n)))
    .limit(1);
  return row?.fileName ?? null;
}
