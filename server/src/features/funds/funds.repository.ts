import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  communicationReviews,
  documentExtractions,
  documents,
  fundApprovalOverrides,
  fundDisagreementDecisions,
  fundDocumentFacts,
  fundDocuments,
  fundShareClasses,
  funds,
  users,
} from '../../db/schema.ts';
import { personNameOf } from '../../users/person-name.ts';

export type FundRow = typeof funds.$inferSelect;
export type FundLinkRow = typeof fundDocuments.$inferSelect;
export type FactsRow = typeof fundDocumentFacts.$inferSelect;

/** Links that make a document one of the fund's (a proposal does not, a rejected link never). */
export const LINKED_STATUSES = ['auto', 'confirmed'] as const;

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findFunds(
  db: DbOrTx,
  filter: { clientId?: string; q?: string },
  page: { limit: number; offset: number },
) {
  const q = filter.q?.trim();
  const where = and(
    filter.clientId ? eq(funds.clientId, filter.clientId) : undefined,
    q
      ? or(
          ilike(funds.name, escapeLike(q)),
          sql`exists (select 1 from ${fundShareClasses} sc where sc.fund_id = ${funds.id} and sc.isin = ${q.toUpperCase()})`,
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(funds)
      .where(where)
      .orderBy(asc(sql`lower(${funds.name})`), asc(funds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(funds).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function findFundById(db: DbOrTx, id: string): Promise<FundRow | null> {
  const [row] = await db.select().from(funds).where(eq(funds.id, id)).limit(1);
  return row ?? null;
}

/** Every fund of a firm with its share classes' identifiers: what recognition matches a document against. */
export async function findFirmFundsWithIdentifiers(db: DbOrTx, clientId: string) {
  const [rows, classes] = await Promise.all([
    db.select({ id: funds.id, name: funds.name }).from(funds).where(eq(funds.clientId, clientId)),
    db
      .select({ fundId: fundShareClasses.fundId, isin: fundShareClasses.isin, sedol: fundShareClasses.sedol })
      .from(fundShareClasses)
      .where(eq(fundShareClasses.clientId, clientId)),
  ]);
  return rows.map((f) => {
    const mine = classes.filter((c) => c.fundId === f.id);
    return {
      ...f,
      isins: mine.flatMap((c) => (c.isin ? [c.isin] : [])),
      sedols: mine.flatMap((c) => (c.sedol ? [c.sedol] : [])),
    };
  });
}

export async function insertFund(db: DbOrTx, values: typeof funds.$inferInsert): Promise<FundRow> {
  const [row] = await db.insert(funds).values(values).returning();
  if (!row) throw new Error('insert into funds returned no row');
  return row;
}

export async function insertShareClasses(db: DbOrTx, values: (typeof fundShareClasses.$inferInsert)[]) {
  if (values.length > 0) await db.insert(fundShareClasses).values(values);
}

export async function findShareClasses(db: DbOrTx, fundIds: string[]) {
  if (fundIds.length === 0) return [];
  return db
    .select()
    .from(fundShareClasses)
    .where(inArray(fundShareClasses.fundId, fundIds))
    .orderBy(asc(fundShareClasses.createdAt), asc(fundShareClasses.name));
}

/** Share classes of a firm already holding one of these ISINs or SEDOLs (each names one class per firm). */
export async function findShareClassesByIdentifier(
  db: DbOrTx,
  clientId: string,
  isins: string[],
  sedols: string[],
) {
  if (isins.length === 0 && sedols.length === 0) return [];
  return db
    .select({ isin: fundShareClasses.isin, sedol: fundShareClasses.sedol, fundName: funds.name })
    .from(fundShareClasses)
    .innerJoin(funds, eq(funds.id, fundShareClasses.fundId))
    .where(
      and(
        eq(fundShareClasses.clientId, clientId),
        or(
          isins.length > 0 ? inArray(fundShareClasses.isin, isins) : undefined,
          sedols.length > 0 ? inArray(fundShareClasses.sedol, sedols) : undefined,
        ),
      ),
    );
}

const linkColumns = {
  link: fundDocuments,
  fileName: documents.fileName,
  documentType: documents.documentType,
  version: documents.currentVersion,
  sha256: documents.sha256,
  uploadedAt: documents.uploadedAt,
  archivedAt: documents.archivedAt,
  clientId: documents.clientId,
  extractionStatus: documentExtractions.status,
};
export type FundDocumentRow = {
  link: FundLinkRow;
  fileName: string;
  documentType: string;
  version: number;
  sha256: string;
  uploadedAt: Date;
  archivedAt: Date | null;
  clientId: string;
  extractionStatus: string | null;
};

/** The links of these funds (every status), with their documents' current version. */
export async function findFundLinks(db: DbOrTx, fundIds: string[]): Promise<FundDocumentRow[]> {
  if (fundIds.length === 0) return [];
  return db
    .select(linkColumns)
    .from(fundDocuments)
    .innerJoin(documents, eq(documents.id, fundDocuments.documentId))
    .leftJoin(documentExtractions, eq(documentExtractions.documentId, documents.id))
    .where(inArray(fundDocuments.fundId, fundIds))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}

export async function findLinksOfDocuments(db: DbOrTx, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ link: fundDocuments, fundName: funds.name })
    .from(fundDocuments)
    .innerJoin(funds, eq(funds.id, fundDocuments.fundId))
    .where(inArray(fundDocuments.documentId, documentIds));
}

export async function findLink(db: DbOrTx, fundId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(fundDocuments)
    .where(and(eq(fundDocuments.fundId, fundId), eq(fundDocuments.documentId, documentId)))
    .limit(1);
  return row ?? null;
}

/** Writes a link, replacing the one there (a hand link over a rejected proposal, a confirmation). */
export async function upsertLink(db: DbOrTx, values: typeof fundDocuments.$inferInsert) {
  await db
    .insert(fundDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [fundDocuments.fundId, fundDocuments.documentId],
      set: {
        status: values.status,
        linkedBy: values.linkedBy,
        decidedBy: values.decidedBy ?? null,
        decidedByEmail: values.decidedByEmail ?? null,
        decidedAt: values.decidedAt ?? null,
      },
    });
}

/** Recognition's links: added where none exists, so a person's decision (or rejection) is never overwritten. */
export async function insertLinkIfAbsent(db: DbOrTx, values: typeof fundDocuments.$inferInsert) {
  const rows = await db
    .insert(fundDocuments)
    .values(values)
    .onConflictDoNothing({ target: [fundDocuments.fundId, fundDocuments.documentId] })
    .returning({ fundId: fundDocuments.fundId });
  return rows.length > 0;
}

/**
 * Completed analyses with an AoV grid of these documents, newest first; only the AoV part of each result is
 * read, not the whole engine result.
 */
export async function findAovAnalyses(db: DbOrTx, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({
      id: analyses.id,
      documentId: analyses.documentId,
      version: analyses.version,
      createdAt: analyses.createdAt,
      aov: sql<unknown>`${analyses.result} -> 'aov'`,
    })
    .from(analyses)
    .where(
      and(
        inArray(analyses.documentId, documentIds),
        eq(analyses.status, 'completed'),
        sql`${analyses.result} -> 'aov' is not null`,
        sql`jsonb_typeof(${analyses.result} -> 'aov') = 'object'`,
      ),
    )
    .orderBy(desc(analyses.createdAt), desc(analyses.id));
}

export async function findFacts(db: DbOrTx, documentIds: string[]): Promise<FactsRow[]> {
  if (documentIds.length === 0) return [];
  return db.select().from(fundDocumentFacts).where(inArray(fundDocumentFacts.documentId, documentIds));
}

/** Idempotent: a retried job or two readers at once write the same row. */
export async function upsertFacts(db: DbOrTx, values: typeof fundDocumentFacts.$inferInsert) {
  await db
    .insert(fundDocumentFacts)
    .values(values)
    .onConflictDoUpdate({
      target: [fundDocumentFacts.documentId, fundDocumentFacts.version],
      set: {
        sha256: values.sha256,
        readerVersion: values.readerVersion,
        identifiers: values.identifiers,
        facts: values.facts,
        asAt: values.asAt ?? null,
        computedAt: new Date(),
      },
    });
}

/** Newest first: the history each disagreement shows. */
export async function findDisagreementDecisions(db: DbOrTx, fundIds: string[]) {
  if (fundIds.length === 0) return [];
  return db
    .select({
      fundId: fundDisagreementDecisions.fundId,
      key: fundDisagreementDecisions.disagreementKey,
      valuesHash: fundDisagreementDecisions.valuesHash,
      status: fundDisagreementDecisions.status,
      reason: fundDisagreementDecisions.reason,
      decidedBy: fundDisagreementDecisions.decidedByEmail,
      decidedByName: personNameOf(users),
      decidedAt: fundDisagreementDecisions.decidedAt,
    })
    .from(fundDisagreementDecisions)
    .leftJoin(users, eq(users.id, fundDisagreementDecisions.decidedBy))
    .where(inArray(fundDisagreementDecisions.fundId, fundIds))
    .orderBy(desc(fundDisagreementDecisions.decidedAt), desc(fundDisagreementDecisions.id));
}

export async function insertDisagreementDecision(
  db: DbOrTx,
  values: typeof fundDisagreementDecisions.$inferInsert,
) {
  await db.insert(fundDisagreementDecisions).values(values);
}

export async function insertApprovalOverrides(
  db: DbOrTx,
  values: (typeof fundApprovalOverrides.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(fundApprovalOverrides).values(values);
}

/** The latest review of each of these documents (any version): its state on the fund page. */
export async function findLatestReviews(db: DbOrTx, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .selectDistinctOn([communicationReviews.documentId], {
      documentId: communicationReviews.documentId,
      version: communicationReviews.version,
      status: communicationReviews.status,
      reviewDate: communicationReviews.reviewDate,
    })
    .from(communicationReviews)
    .where(inArray(communicationReviews.documentId, documentIds))
    .orderBy(
      communicationReviews.documentId,
      desc(communicationReviews.createdAt),
      desc(communicationReviews.id),
    );
}

/**
 * A firm's documents no fund has as its own (no automatic or confirmed link), not archived: the list a person
 * sorts. Proposals still count as unlinked.
 */
export async function findUnlinkedDocuments(
  db: DbOrTx,
  clientId: string | undefined,
  page: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    clientId ? eq(documents.clientId, clientId) : undefined,
    isNull(documents.archivedAt),
    sql`not exists (select 1 from ${fundDocuments} fd where fd.document_id = ${documents.id} and fd.status in ('auto', 'confirmed'))`,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: documents.id,
        fileName: documents.fileName,
        documentType: documents.documentType,
        uploadedAt: documents.uploadedAt,
        version: documents.currentVersion,
        sha256: documents.sha256,
      })
      .from(documents)
      .where(where)
      .orderBy(desc(documents.uploadedAt), desc(documents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/**
 * A firm's extracted, unarchived documents whose current version has not been read by this reader yet: what a
 * scan reads (capped, so one request stays short; the rest on the next scan).
 */
export async function findDocumentsToScan(
  db: DbOrTx,
  clientId: string,
  readerVersion: string,
  limit: number,
) {
  return db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(documentExtractions, eq(documentExtractions.documentId, documents.id))
    .where(
      and(
        eq(documents.clientId, clientId),
        isNull(documents.archivedAt),
        eq(documentExtractions.status, 'completed'),
        sql`not exists (select 1 from ${fundDocumentFacts} f where f.document_id = ${documents.id} and f.version = ${documents.currentVersion} and f.sha256 = ${documents.sha256} and f.reader_version = ${readerVersion})`,
      ),
    )
    .orderBy(asc(documents.uploadedAt))
    .limit(limit);
}
