import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyses, documents, users } from '../../db/schema.ts';

const columns = {
  analysis: analyses,
  currentFileName: documents.fileName,
  currentSha256: documents.sha256,
  documentType: documents.documentType,
  clientEmail: users.email,
};

export type AnalysisRow = NonNullable<Awaited<ReturnType<typeof findAnalysisById>>>;

export async function createAnalysis(
  db: DbOrTx,
  values: {
    documentId: string;
    clientId: string;
    kind: string;
    fileName: string;
    sha256: string;
    version: number;
  },
) {
  const [row] = await db
    .insert(analyses)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('insert into analyses returned no row');
  return row;
}

export async function findAnalysisById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(analyses)
    .innerJoin(documents, eq(documents.id, analyses.documentId))
    .innerJoin(users, eq(users.id, analyses.clientId))
    .where(eq(analyses.id, id))
    .limit(1);
  return row ?? null;
}

export async function findAnalyses(
  db: DbOrTx,
  filter: { clientId?: string; documentId?: string; status?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.clientId ? eq(analyses.clientId, filter.clientId) : undefined,
    filter.documentId ? eq(analyses.documentId, filter.documentId) : undefined,
    filter.status ? eq(analyses.status, filter.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(analyses)
      .innerJoin(documents, eq(documents.id, analyses.documentId))
      .innerJoin(users, eq(users.id, analyses.clientId))
      .where(where)
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(analyses).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function updateAnalysis(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof analyses.$inferInsert,
      | 'status'
      | 'result'
      | 'error'
      | 'engineVersion'
      | 'kind'
      | 'aiReview'
      | 'fileName'
      | 'sha256'
      | 'version'
    >
  >,
): Promise<void> {
  await db.update(analyses).set(values).where(eq(analyses.id, id));
}
