import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { complianceChecks, documents } from '../../db/schema.ts';

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
    Pick<typeof complianceChecks.$inferInsert, 'status' | 'result' | 'error' | 'engineVersion'>
  >,
): Promise<void> {
  await db.update(complianceChecks).set(values).where(eq(complianceChecks.id, id));
}
