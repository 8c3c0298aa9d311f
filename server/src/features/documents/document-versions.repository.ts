import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  complianceChecks,
  documentVersions,
  personaInterviews,
  personas,
} from '../../db/schema.ts';

export type DocumentVersionRow = typeof documentVersions.$inferSelect;

export async function createVersion(
  db: DbOrTx,
  values: Omit<typeof documentVersions.$inferInsert, 'id' | 'createdAt' | 'extractedText'>,
): Promise<DocumentVersionRow> {
  const [row] = await db.insert(documentVersions).values(values).returning();
  if (!row) throw new Error('insert into document_versions returned no row');
  return row;
}

/** A document's versions, newest first. */
export async function findVersions(db: DbOrTx, documentId: string): Promise<DocumentVersionRow[]> {
  return db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.n));
}

export async function findVersion(db: DbOrTx, documentId: string, n: number) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.n, n)))
    .limit(1);
  return row ?? null;
}

/** Keeps a superseded version's extracted text, so it can still be compared once the document moves on. */
export async function setVersionText(db: DbOrTx, documentId: string, n: number, text: string | null) {
  await db
    .update(documentVersions)
    .set({ extractedText: text })
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.n, n)));
}

/** The newest completed check of each of these versions. */
export async function findLatestChecksOfVersions(db: DbOrTx, documentId: string, versions: number[]) {
  const rows = await db
    .select({ id: complianceChecks.id, version: complianceChecks.version, result: complianceChecks.result })
    .from(complianceChecks)
    .where(
      and(
        eq(complianceChecks.documentId, documentId),
        eq(complianceChecks.status, 'completed'),
        inArray(complianceChecks.version, versions),
      ),
    )
    .orderBy(desc(complianceChecks.createdAt), desc(complianceChecks.id));
  return newestPerVersion(rows);
}

/** The newest completed analysis of each of these versions. */
export async function findLatestAnalysesOfVersions(db: DbOrTx, documentId: string, versions: number[]) {
  const rows = await db
    .select({ id: analyses.id, version: analyses.version, result: analyses.result })
    .from(analyses)
    .where(
      and(
        eq(analyses.documentId, documentId),
        eq(analyses.status, 'completed'),
        inArray(analyses.version, versions),
      ),
    )
    .orderBy(desc(analyses.createdAt), desc(analyses.id));
  return newestPerVersion(rows);
}

/** Completed persona interviews of these versions, newest first, with the persona's name. */
export async function findInterviewsOfVersions(db: DbOrTx, documentId: string, versions: number[]) {
  return db
    .select({
      version: personaInterviews.version,
      personaId: personaInterviews.personaId,
      personaName: personas.name,
      transcript: personaInterviews.transcript,
    })
    .from(personaInterviews)
    .innerJoin(personas, eq(personas.id, personaInterviews.personaId))
    .where(
      and(
        eq(personaInterviews.documentId, documentId),
        eq(personaInterviews.status, 'completed'),
        isNotNull(personaInterviews.transcript),
        inArray(personaInterviews.version, versions),
      ),
    )
    .orderBy(desc(personaInterviews.createdAt), desc(personaInterviews.id));
}

function newestPerVersion<T extends { version: number | null }>(rows: T[]): Map<number, T> {
  const newest = new Map<number, T>();
  for (const row of rows) if (row.version !== null && !newest.has(row.version)) newest.set(row.version, row);
  return newest;
}

/**
 * Stores the "as at" date read from a version's content and how long it stays current. A date a user set
 * stays (a re-extraction of the same version must not undo a correction); its limit is still refreshed.
 */
export async function setVersionReadDate(
  db: DbOrTx,
  documentId: string,
  n: number,
  read: { asAtDate: string | null; staleAfterMonths: number | null },
) {
  await db
    .update(documentVersions)
    .set({
      asAtDate: sql`case when ${documentVersions.asAtSource} = 'user' then ${documentVersions.asAtDate} else ${read.asAtDate}::date end`,
      asAtSource: sql`case when ${documentVersions.asAtSource} = 'user' then 'user' when ${read.asAtDate}::date is null then null else 'content' end`,
      staleAfterMonths: read.staleAfterMonths,
    })
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.n, n)));
}

/** A user's "as at" date for a version; null clears it (the version is then undated until re-read). */
export async function setVersionUserDate(db: DbOrTx, documentId: string, n: number, asAtDate: string | null) {
  await db
    .update(documentVersions)
    .set({ asAtDate, asAtSource: asAtDate === null ? null : 'user' })
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.n, n)));
}

/** Only the staleness limit, after the document's type changed (the date stays). */
export async function setVersionStaleAfter(
  db: DbOrTx,
  documentId: string,
  n: number,
  staleAfterMonths: number | null,
) {
  await db
    .update(documentVersions)
    .set({ staleAfterMonths })
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.n, n)));
}
