import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  complianceChecks,
  complianceDecisions,
  documentVersions,
  documents,
  findingComments,
  users,
} from '../../db/schema.ts';
import { personNameOf } from '../../users/person-name.ts';

const columns = {
  check: complianceChecks,
  documentType: documents.documentType,
  currentSha256: documents.sha256,
  // The current version's own file name (the document keeps its name when a replacement brings another file).
  currentFileName: sql<string>`coalesce((select ${documentVersions.fileName} from ${documentVersions}
    where ${documentVersions.documentId} = ${documents.id} and ${documentVersions.n} = ${documents.currentVersion}),
    ${documents.fileName})`,
  currentVersion: documents.currentVersion,
  archivedAt: documents.archivedAt,
};

export async function createCheck(
  db: DbOrTx,
  values: { documentId: string; clientId: string; fileName: string; sha256: string; version: number },
) {
  const [row] = await db
    .insert(complianceChecks)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('insert into compliance_checks returned no row');
  return row;
}

export async function findCheckById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(complianceChecks)
    .innerJoin(documents, eq(documents.id, complianceChecks.documentId))
    .where(eq(complianceChecks.id, id))
    .limit(1);
  return row ?? null;
}

export async function findChecks(
  db: DbOrTx,
  filter: { clientId?: string; documentId?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.clientId ? eq(complianceChecks.clientId, filter.clientId) : undefined,
    filter.documentId ? eq(complianceChecks.documentId, filter.documentId) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(complianceChecks)
      .innerJoin(documents, eq(documents.id, complianceChecks.documentId))
      .where(where)
      .orderBy(desc(complianceChecks.createdAt), desc(complianceChecks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(complianceChecks).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function updateCheck(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof complianceChecks.$inferInsert,
      'status' | 'result' | 'error' | 'engineVersion' | 'aiReview' | 'fileName' | 'sha256' | 'version'
    >
  >,
): Promise<void> {
  await db.update(complianceChecks).set(values).where(eq(complianceChecks.id, id));
}

/** The decisions on these documents' findings, newest first: the history each finding shows. */
export async function findDecisions(db: DbOrTx, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({
      documentId: complianceDecisions.documentId,
      ruleId: complianceDecisions.ruleId,
      status: complianceDecisions.status,
      reason: complianceDecisions.reason,
      category: complianceDecisions.category,
      evidenceHash: complianceDecisions.evidenceHash,
      checkId: complianceDecisions.checkId,
      decidedAt: complianceDecisions.decidedAt,
      decidedBy: complianceDecisions.decidedByEmail,
      decidedByName: personNameOf(users),
    })
    .from(complianceDecisions)
    .leftJoin(users, eq(users.id, complianceDecisions.decidedBy))
    .where(inArray(complianceDecisions.documentId, documentIds))
    .orderBy(desc(complianceDecisions.decidedAt));
}

/** The stored results of these checks: decisions made before 0019 are matched through them. */
export async function findCheckResults(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: complianceChecks.id, result: complianceChecks.result })
    .from(complianceChecks)
    .where(inArray(complianceChecks.id, ids));
}

/** Decisions are appended, never changed: reopening a finding is a decision too. */
export async function insertDecision(
  db: DbOrTx,
  values: {
    documentId: string;
    ruleId: string;
    status: 'dismissed' | 'resolved' | 'open';
    reason: string;
    category?: 'not_a_breach' | 'accepted' | 'duplicate' | null;
    evidenceHash: string;
    checkId: string;
    decidedBy: string;
    decidedByEmail: string;
  },
): Promise<void> {
  await db.insert(complianceDecisions).values(values);
}

export async function findComments(db: DbOrTx, documentId: string) {
  return db
    .select({
      id: findingComments.id,
      ruleId: findingComments.ruleId,
      body: findingComments.body,
      createdAt: findingComments.createdAt,
      author: findingComments.authorEmail,
      authorName: personNameOf(users),
    })
    .from(findingComments)
    .leftJoin(users, eq(users.id, findingComments.authorId))
    .where(eq(findingComments.documentId, documentId))
    .orderBy(asc(findingComments.createdAt), asc(findingComments.id));
}

export async function insertComment(
  db: DbOrTx,
  values: typeof findingComments.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(findingComments).values(values).returning({ id: findingComments.id });
  if (!row) throw new Error('insert into finding_comments returned no row');
  return row;
}
