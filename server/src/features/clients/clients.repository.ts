import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyses, complianceChecks, documents, personaInterviews, users } from '../../db/schema.ts';

// Written out in full: drizzle leaves columns unqualified inside a select list, which would compare
// documents.client_id with documents.id.
const documentCount = sql<number>`(select count(*)::int from documents d where d.client_id = "users"."id")`;

const clientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  oidcSubject: users.oidcSubject,
  documentCount,
};

export async function findClients(db: DbOrTx, options: { q?: string; limit: number; offset: number }) {
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(users.role, 'client'),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(clientColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findClientById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client')))
    .limit(1);
  return row ?? null;
}

export async function setClientDisabled(db: DbOrTx, id: string, disabled: boolean): Promise<void> {
  await db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(users.id, id));
}

export async function findDocumentsOfClient(db: DbOrTx, clientId: string, limit: number) {
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      documentType: documents.documentType,
      status: documents.status,
      uploadedAt: documents.uploadedAt,
      hasAnalysis: documents.hasAnalysis,
      hasPersonaInterviews: documents.hasPersonaInterviews,
      hasDocumentImprovements: documents.hasDocumentImprovements,
    })
    .from(documents)
    .where(eq(documents.clientId, clientId))
    .orderBy(desc(documents.uploadedAt))
    .limit(limit);
}

export async function countWorkOfClient(db: DbOrTx, clientId: string) {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [docs, analysed, interviews, checks, improvements] = await Promise.all([
    one(db.select({ n: count() }).from(documents).where(eq(documents.clientId, clientId))),
    one(db.select({ n: count() }).from(analyses).where(eq(analyses.clientId, clientId))),
    one(db.select({ n: count() }).from(personaInterviews).where(eq(personaInterviews.clientId, clientId))),
    one(db.select({ n: count() }).from(complianceChecks).where(eq(complianceChecks.clientId, clientId))),
    one(
      db
        .select({ n: count() })
        .from(documents)
        .where(and(eq(documents.clientId, clientId), eq(documents.hasDocumentImprovements, true))),
    ),
  ]);
  return { documents: docs, analyses: analysed, interviews, checks, improvements };
}
