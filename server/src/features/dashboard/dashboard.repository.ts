import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyses, complianceChecks, documents, personaInterviews, users } from '../../db/schema.ts';

const countWhere = async (db: DbOrTx, table: typeof documents | typeof analyses | typeof complianceChecks | typeof personaInterviews, clientId?: string) => {
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
  return (clientId ? query.where(eq(documents.clientId, clientId)) : query).orderBy(desc(documents.uploadedAt)).limit(limit);
}

export async function findRecentClients(db: DbOrTx, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, 'client'))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
