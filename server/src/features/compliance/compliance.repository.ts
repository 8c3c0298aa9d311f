import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { complianceChecks, complianceDecisions, documents, users } from '../../db/schema.ts';

const columns = {
  check: complianceChecks,
  fileName: documents.fileName,
  documentType: documents.documentType,
};

export async function createCheck(db: DbOrTx, values: { documentId: string; clientId: string }) {
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
    Pick<typeof complianceChecks.$inferInsert, 'status' | 'result' | 'error' | 'engineVersion' | 'aiReview'>
  >,
): Promise<void> {
  await db.update(complianceChecks).set(values).where(eq(complianceChecks.id, id));
}

export async function findDecisions(db: DbOrTx, documentId: string) {
  return db
    .select({
      ruleId: complianceDecisions.ruleId,
      status: complianceDecisions.status,
      reason: complianceDecisions.reason,
      decidedAt: complianceDecisions.decidedAt,
      decidedBy: users.email,
    })
    .from(complianceDecisions)
    .leftJoin(users, eq(users.id, complianceDecisions.decidedBy))
    .where(eq(complianceDecisions.documentId, documentId));
}

export async function upsertDecision(
  db: DbOrTx,
  values: {
    documentId: string;
    ruleId: string;
    status: 'dismissed' | 'resolved';
    reason: string;
    decidedBy: string;
  },
): Promise<void> {
  const { documentId: _d, ruleId: _r, ...set } = values;
  await db
    .insert(complianceDecisions)
    .values(values)
    .onConflictDoUpdate({
      target: [complianceDecisions.documentId, complianceDecisions.ruleId],
      set: { ...set, decidedAt: new Date() },
    });
}

export async function deleteDecision(db: DbOrTx, documentId: string, ruleId: string): Promise<void> {
  await db
    .delete(complianceDecisions)
    .where(and(eq(complianceDecisions.documentId, documentId), eq(complianceDecisions.ruleId, ruleId)));
}
