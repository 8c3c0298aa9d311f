import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentExtractions, documentVersions, reviewerFindings, users } from '../../db/schema.ts';
import { personNameOf } from '../../users/person-name.ts';

export type ReviewerFindingRow = typeof reviewerFindings.$inferSelect & {
  /** The name of who raised it, now (read with the finding; absent on a row just inserted). */
  raisedByName?: string | null;
};

export async function insertReviewerFinding(
  db: DbOrTx,
  values: typeof reviewerFindings.$inferInsert,
): Promise<ReviewerFindingRow> {
  const [row] = await db.insert(reviewerFindings).values(values).returning();
  if (!row) throw new Error('insert into reviewer_findings returned no row');
  return row;
}

/** The findings reviewers raised on a document's versions up to this one, oldest first. */
export async function findReviewerFindings(
  db: DbOrTx,
  documentId: string,
  upToVersion: number,
): Promise<ReviewerFindingRow[]> {
  const rows = await db
    .select({ finding: reviewerFindings, raisedByName: personNameOf(users) })
    .from(reviewerFindings)
    .leftJoin(users, eq(users.id, reviewerFindings.raisedBy))
    .where(and(eq(reviewerFindings.documentId, documentId), lte(reviewerFindings.version, upToVersion)))
    .orderBy(asc(reviewerFindings.raisedAt), asc(reviewerFindings.id));
  return rows.map((r) => ({ ...r.finding, raisedByName: r.raisedByName }));
}

/** Reviewer findings of these firms (all firms: undefined), for the checker's measured reach. */
export async function findReviewerFindingsOfFirms(db: DbOrTx, firmId: string | undefined) {
  return db
    .select()
    .from(reviewerFindings)
    .where(firmId ? eq(reviewerFindings.clientId, firmId) : undefined)
    .orderBy(asc(reviewerFindings.raisedAt));
}

/** The current version's extracted pages and text (the version a reviewer raises findings on). */
export async function findCurrentExtraction(db: DbOrTx, documentId: string) {
  const [row] = await db
    .select({
      text: documentExtractions.extractedText,
      pages: documentExtractions.pages,
      status: documentExtractions.status,
    })
    .from(documentExtractions)
    .where(eq(documentExtractions.documentId, documentId))
    .limit(1);
  return row ?? null;
}

/** The current extracted text of these documents, for the passage around an exported quote. */
export async function findCurrentTexts(db: DbOrTx, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ documentId: documentExtractions.documentId, text: documentExtractions.extractedText })
    .from(documentExtractions)
    .where(inArray(documentExtractions.documentId, documentIds));
}

/** The text kept with an earlier version (the current version's is in document_extractions). */
export async function findVersionText(db: DbOrTx, documentId: string, n: number): Promise<string | null> {
  const [row] = await db
    .select({ text: documentVersions.extractedText })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.n, n)))
    .limit(1);
  return row?.text ?? null;
}
