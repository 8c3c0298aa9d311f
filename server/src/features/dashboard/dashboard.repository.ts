import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  complianceChecks,
  documentExtractions,
  documents,
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
