import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documents, documentVersions, improvementSuggestions, improvements, users } from '../../db/schema.ts';

const columns = {
  improvement: improvements,
  // the file of the version it assessed, never relabelled with a later version's (ADR 015)
  fileName: sql<string>`coalesce(${documentVersions.fileName}, ${documents.fileName})`,
  documentType: documents.documentType,
  archivedAt: documents.archivedAt,
  currentVersion: documents.currentVersion,
  clientEmail: users.email,
};

export type ImprovementRow = NonNullable<Awaited<ReturnType<typeof findImprovementById>>>;
export type SuggestionRow = typeof improvementSuggestions.$inferSelect;

/**
 * Queues a run, unless one of the same document version is already queued or running: then null, and the
 * caller returns that one. The partial unique index of migration 0037 decides, so two requests at the same
 * instant cannot both insert.
 */
export async function createImprovement(
  db: DbOrTx,
  values: { documentId: string; clientId: string; version: number; sha256: string },
) {
  const [row] = await db
    .insert(improvements)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The queued or running run of a document version, if any (at most one: migration 0037). */
export async function findActiveImprovement(db: DbOrTx, documentId: string, version: number) {
  const [row] = await db
    .select({ id: improvements.id })
    .from(improvements)
    .where(
      and(
        eq(improvements.documentId, documentId),
        eq(improvements.version, version),
        inArray(improvements.status, ['pending', 'processing']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findImprovementById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(improvements)
    .innerJoin(documents, eq(documents.id, improvements.documentId))
    .leftJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, improvements.documentId),
        eq(documentVersions.n, improvements.version),
      ),
    )
    .innerJoin(users, eq(users.id, improvements.clientId))
    .where(eq(improvements.id, id))
    .limit(1);
  return row ?? null;
}

export async function findImprovements(
  db: DbOrTx,
  filter: { clientId?: string; documentId?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.clientId ? eq(improvements.clientId, filter.clientId) : undefined,
    filter.documentId ? eq(improvements.documentId, filter.documentId) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(improvements)
      .innerJoin(documents, eq(documents.id, improvements.documentId))
      .leftJoin(
        documentVersions,
        and(
          eq(documentVersions.documentId, improvements.documentId),
          eq(documentVersions.n, improvements.version),
        ),
      )
      .innerJoin(users, eq(users.id, improvements.clientId))
      .where(where)
      .orderBy(desc(improvements.createdAt), desc(improvements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(improvements).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Suggestions per status for each run, for lists. */
export async function countSuggestions(db: DbOrTx, improvementIds: string[]) {
  if (improvementIds.length === 0) return [];
  const rows = await db
    .select({
      improvementId: improvementSuggestions.improvementId,
      status: improvementSuggestions.status,
      n: count(),
    })
    .from(improvementSuggestions)
    .where(inArray(improvementSuggestions.improvementId, improvementIds))
    .groupBy(improvementSuggestions.improvementId, improvementSuggestions.status);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Holds the run's row until the transaction ends, so decisions on one run apply one after another. */
export async function lockImprovement(db: DbOrTx, id: string): Promise<void> {
  await db.select({ id: improvements.id }).from(improvements).where(eq(improvements.id, id)).for('update');
}

export async function findSuggestions(db: DbOrTx, improvementId: string): Promise<SuggestionRow[]> {
  return db
    .select()
    .from(improvementSuggestions)
    .where(eq(improvementSuggestions.improvementId, improvementId))
    .orderBy(asc(improvementSuggestions.position));
}

/** Replaces a run's suggestions: a retried job writes the same rows again instead of adding more. */
export async function replaceSuggestions(
  db: DbOrTx,
  improvementId: string,
  rows: Omit<typeof improvementSuggestions.$inferInsert, 'improvementId'>[],
): Promise<void> {
  await db.delete(improvementSuggestions).where(eq(improvementSuggestions.improvementId, improvementId));
  if (rows.length > 0)
    await db.insert(improvementSuggestions).values(rows.map((r) => ({ ...r, improvementId })));
}

export async function updateImprovement(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof improvements.$inferInsert,
      'status' | 'error' | 'engineVersion' | 'impact' | 'impactAll' | 'version' | 'unfixedFindings'
    >
  >,
): Promise<void> {
  await db
    .update(improvements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(improvements.id, id));
}

export async function updateSuggestion(
  db: DbOrTx,
  improvementId: string,
  suggestionId: string,
  values: Pick<typeof improvementSuggestions.$inferInsert, 'status' | 'editedText' | 'decidedBy'>,
): Promise<void> {
  await db
    .update(improvementSuggestions)
    .set({ ...values, decidedAt: sql`now()` })
    .where(
      and(
        eq(improvementSuggestions.improvementId, improvementId),
        eq(improvementSuggestions.suggestionId, suggestionId),
      ),
    );
}
