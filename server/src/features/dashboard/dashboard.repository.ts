import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  communicationReviews,
  complianceChecks,
  documentExtractions,
  documents,
  documentVersions,
  personaInterviews,
  users,
} from '../../db/schema.ts';

const countWhere = async (
  db: DbOrTx,
  table: typeof documents | typeof analyses | typeof complianceChecks | typeof personaInterviews,
  clientId?: string,
) => {
  const query = db.select({ n: count() }).from(table);
  const [row] = await (clientId ? query.where(eq(table.clientId, clientId)) : query);
  return row?.n ?? 0;
};

export async function countClientActivity(db: DbOrTx, clientId?: string) {
  const [docs, analysed, interviews, checks] = await Promise.all([
    countWhere(db, documents, clientId),
    countWhere(db, analyses, clientId),
    countWhere(db, personaInterviews, clientId),
    countWhere(db, complianceChecks, clientId),
  ]);
  return { documents: docs, analyses: analysed, interviews, checks };
}

export async function countClients(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'client'));
  return row?.n ?? 0;
}

export async function findRecentDocuments(db: DbOrTx, limit: number, clientId?: string) {
  const query = db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      documentType: documents.documentType,
      status: documents.status,
      uploadedAt: documents.uploadedAt,
      clientId: documents.clientId,
      clientName: users.name,
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.clientId));
  return (clientId ? query.where(eq(documents.clientId, clientId)) : query)
    .orderBy(desc(documents.uploadedAt))
    .limit(limit);
}

export async function findRecentClients(db: DbOrTx, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, 'client'))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

/** Documents whose extraction failed, or has been running for longer than `stuckAfterMs`. */
export async function findTroubledDocuments(db: DbOrTx, stuckAfterMs: number, limit: number) {
  const stuckBefore = new Date(Date.now() - stuckAfterMs);
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      clientId: documents.clientId,
      clientName: users.name,
      status: documents.status,
      uploadedAt: documents.uploadedAt,
      error: documentExtractions.error,
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.clientId))
    .leftJoin(documentExtractions, eq(documentExtractions.documentId, documents.id))
    .where(
      or(
        eq(documents.status, 'failed'),
        and(inArray(documents.status, ['pending', 'processing']), lt(documents.uploadedAt, stuckBefore)),
      ),
    )
    .orderBy(desc(documents.uploadedAt))
    .limit(limit);
}

/**
 * A firm's documents whose current version is out of date by `until` (its "as at" date plus the months of its
 * staleness rule, migration 0031): Postgres adds months as the engine does, a month end clamping to the
 * shorter month's last day. Archived documents are left out: they are no longer in use.
 */
export async function findDocumentsStaleBy(db: DbOrTx, clientId: string, until: string) {
  return db
    .select({
      documentId: documents.id,
      fileName: documents.fileName,
      documentType: documents.documentType,
      asAtDate: documentVersions.asAtDate,
      staleAfterMonths: documentVersions.staleAfterMonths,
    })
    .from(documents)
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.n, documents.currentVersion)),
    )
    .where(
      and(
        eq(documents.clientId, clientId),
        isNull(documents.archivedAt),
        isNotNull(documentVersions.asAtDate),
        isNotNull(documentVersions.staleAfterMonths),
        sql`(${documentVersions.asAtDate} + make_interval(months => ${documentVersions.staleAfterMonths}))::date < ${until}::date`,
      ),
    );
}

/** A firm's approvals of its documents' current versions whose review date falls on or before `until`. */
export async function findApprovalsExpiringBy(db: DbOrTx, clientId: string, until: string) {
  return db
    .select({
      reviewId: communicationReviews.id,
      documentId: documents.id,
      fileName: documents.fileName,
      documentType: documents.documentType,
      reviewDate: communicationReviews.reviewDate,
    })
    .from(communicationReviews)
    .innerJoin(documents, eq(documents.id, communicationReviews.documentId))
    .where(
      and(
        eq(communicationReviews.clientId, clientId),
        eq(communicationReviews.status, 'approved'),
        eq(communicationReviews.version, documents.currentVersion),
        isNull(documents.archivedAt),
        isNotNull(communicationReviews.reviewDate),
        lte(communicationReviews.reviewDate, until),
      ),
    );
}
