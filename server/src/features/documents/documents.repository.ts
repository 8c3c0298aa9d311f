import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  documentCounts,
  documentExtractions,
  documents,
  documentVersions,
} from '../../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type ExtractionRow = typeof documentExtractions.$inferSelect;

const listColumns = {
  document: documents,
  analysisId: sql<
    string | null
  >`(select a.id from analyses a where a.document_id = "documents"."id" order by a.created_at desc limit 1)`,
  extractionStatus: documentExtractions.status,
  extractionError: documentExtractions.error,
  extractionPageCount: documentExtractions.pageCount,
  extractionMethod: documentExtractions.extractionMethod,
  asAtDate: documentVersions.asAtDate,
  asAtSource: documentVersions.asAtSource,
  staleAfterMonths: documentVersions.staleAfterMonths,
};

/** The current version's row: its "as at" date (migration 0031). */
const currentVersionOn = and(
  eq(documentVersions.documentId, documents.id),
  eq(documentVersions.n, documents.currentVersion),
);

export type DocumentListRow = {
  document: DocumentRow;
  analysisId: string | null;
  extractionStatus: string | null;
  extractionError: string | null;
  extractionPageCount: number | null;
  extractionMethod: string | null;
  asAtDate: string | null;
  asAtSource: 'content' | 'user' | null;
  staleAfterMonths: number | null;
};

export async function findDocuments(
  db: DbOrTx,
  filter: { clientId?: string; documentType?: string; q?: string; archived?: boolean },
  page: { sort: 'date' | 'name'; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ items: DocumentListRow[]; total: number }> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where: SQL | undefined = and(
    filter.clientId ? eq(documents.clientId, filter.clientId) : undefined,
    filter.documentType ? eq(documents.documentType, filter.documentType) : undefined,
    pattern ? or(ilike(documents.fileName, pattern), ilike(documents.documentType, pattern)) : undefined,
    // Archived documents are hidden unless "Show archived" asks for them too (ADR 013).
    filter.archived ? undefined : isNull(documents.archivedAt),
  );
  const direction = page.order === 'asc' ? asc : desc;
  // Names sort case-insensitively, as people read them (the C collation would put "Z" before "a").
  const orderBy =
    page.sort === 'name'
      ? [direction(sql`lower(${documents.fileName})`), direction(documents.id)]
      : [direction(documents.uploadedAt), direction(documents.id)];
  // The page's ids first, from documents alone (an index walk), and only then its extractions and latest
  // analyses: joined before the limit, they were looked up for every row skipped by the offset too.
  const pageIds = db
    .select({ id: documents.id })
    .from(documents)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  const [items, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(pageIds)
      .innerJoin(documents, eq(documents.id, pageIds.id))
      .leftJoin(documentExtractions, eq(documentExtractions.documentId, documents.id))
      .leftJoin(documentVersions, currentVersionOn)
      .orderBy(...orderBy),
    // Without a search, the total is a sum of the counts kept by migration 0009's trigger (0019: of documents
    // not archived, so with archived ones shown too they are counted).
    pattern || filter.archived
      ? db.select({ n: count() }).from(documents).where(where)
      : db
          .select({ n: sql<number>`coalesce(sum(${documentCounts.n}), 0)::int` })
          .from(documentCounts)
          .where(
            and(
              filter.clientId ? eq(documentCounts.clientId, filter.clientId) : undefined,
              filter.documentType ? eq(documentCounts.documentType, filter.documentType) : undefined,
            ),
          ),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findDocumentWithExtraction(db: DbOrTx, id: string): Promise<DocumentListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(documents)
    .leftJoin(documentExtractions, eq(documentExtractions.documentId, documents.id))
    .leftJoin(documentVersions, currentVersionOn)
    .where(eq(documents.id, id))
    .limit(1);
  return row ?? null;
}

export async function findDocumentById(db: DbOrTx, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row ?? null;
}

/**
 * Which of these stored object paths a document or one of its kept versions refers to (both indexed): a
 * superseded version's file is no orphan.
 */
export async function findReferencedFilePaths(db: DbOrTx, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const [current, kept] = await Promise.all([
    db.select({ filePath: documents.filePath }).from(documents).where(inArray(documents.filePath, paths)),
    db
      .select({ filePath: documentVersions.filePath })
      .from(documentVersions)
      .where(inArray(documentVersions.filePath, paths)),
  ]);
  return new Set([...current, ...kept].map((r) => r.filePath));
}

export async function createDocument(
  db: DbOrTx,
  values: Pick<
    DocumentRow,
    'clientId' | 'fileName' | 'fileType' | 'fileKind' | 'fileSize' | 'filePath' | 'sha256' | 'documentType'
  >,
): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({ ...values, status: 'processing' })
    .returning();
  if (!row) throw new Error('insert into documents returned no row');
  await db
    .insert(documentExtractions)
    .values({ documentId: row.id, clientId: row.clientId, status: 'pending' });
  return row;
}

export async function updateDocument(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      DocumentRow,
      | 'fileName'
      | 'documentType'
      | 'status'
      | 'fileType'
      | 'fileKind'
      | 'fileSize'
      | 'filePath'
      | 'sha256'
      | 'hasAnalysis'
      | 'hasPersonaInterviews'
      | 'hasDocumentImprovements'
      | 'archivedAt'
      | 'archivedBy'
      | 'archivedByEmail'
      | 'archiveReason'
      | 'currentVersion'
    >
  >,
): Promise<void> {
  await db.update(documents).set(values).where(eq(documents.id, id));
}

export async function deleteDocument(db: DbOrTx, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

export async function findExtraction(db: DbOrTx, documentId: string): Promise<ExtractionRow | null> {
  const [row] = await db
    .select()
    .from(documentExtractions)
    .where(eq(documentExtractions.documentId, documentId))
    .limit(1);
  return row ?? null;
}

/** The spec's upsert on document_id. */
export async function upsertExtraction(
  db: DbOrTx,
  values: Omit<typeof documentExtractions.$inferInsert, 'documentId' | 'clientId'> & {
    documentId: string;
    clientId: string;
  },
): Promise<void> {
  const { documentId: _id, clientId: _client, ...set } = values;
  await db
    .insert(documentExtractions)
    .values(values)
    .onConflictDoUpdate({ target: documentExtractions.documentId, set });
}

/** A client's extractions waiting or running: how far back in the queue its next one goes (fair turns). */
export async function countExtractionsInProgress(db: DbOrTx, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentExtractions)
    .where(
      and(
        eq(documentExtractions.clientId, clientId),
        inArray(documentExtractions.status, ['pending', 'processing']),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function countAnalysesOfDocument(db: DbOrTx, documentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(analyses).where(eq(analyses.documentId, documentId));
  return row?.n ?? 0;
}
