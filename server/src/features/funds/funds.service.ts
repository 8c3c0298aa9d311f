import crypto from 'node:crypto';
import type { User } from '#common/api/auth.ts';
import type {
  BlockingDisagreement,
  CreateFundInput,
  DisagreementDecisionInput,
  Fund,
  FundDisagreementItem,
  FundDocument,
  FundAov,
  FundDocumentReviewStatus,
  FundListItem,
  FundListQuery,
  FundListResponse,
  FundRag,
  ScanResponse,
  UnlinkedDocumentsResponse,
} from '#common/api/funds.ts';
import { createFundInput, disagreementDecisionInput, fundListQuery } from '#common/api/funds.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import type { AovResult } from '#engine/aov/analyze-aov.ts';
import {
  fundAovGrid,
  matchDocumentToFunds,
  readFundIdentifiers,
  readKeyFacts,
  reconcileFund,
} from '#engine/funds/index.ts';
import type { FundDisagreement, FundDocumentFacts, FundIdentifiers, KeyFact } from '#engine/funds/types.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { assertFirmRole, canSeeFirmRow, firmOf, listScope } from '../firms/firm-access.ts';
import {
  assertNotArchived,
  getDocumentRow,
  getDocumentRowForJob,
  loadExtractedDocument,
} from '../documents/documents.service.ts';
import { REVIEW_DUE_NOTICE_DAYS } from '../reviews/review-date-notices.service.ts';
import { DAY_MS, dateOf, todayOf } from '../reviews/review-dates.ts';
import {
  LINKED_STATUSES,
  findAovAnalyses,
  findDisagreementDecisions,
  findDocumentsToScan,
  findFacts,
  findFirmFundsWithIdentifiers,
  findFundById,
  findFundLinks,
  findFunds,
  findLatestReviews,
  findLink,
  findLinksOfDocuments,
  findShareClasses,
  findShareClassesByIdentifier,
  findUnlinkedDocuments,
  insertApprovalOverrides,
  insertDisagreementDecision,
  insertFund,
  insertLinkIfAbsent,
  insertShareClasses,
  upsertFacts,
  upsertLink,
  type FactsRow,
  type FundDocumentRow,
  type FundRow,
} from './funds.repository.ts';

/**
 * The version of what is stored in fund_document_facts. Stored facts read by another version are read again
 * (on the next scan, job or fund page), so a better reader reaches documents already stored.
 */
export const FACTS_READER_VERSION = 'funds-1';

/** Documents one scan request reads at most; a scan of more continues on the next request. */
const SCAN_LIMIT = 50;

const isLinked = (status: string) => (LINKED_STATUSES as readonly string[]).includes(status);

type FactsOf = { identifiers: FundIdentifiers; facts: KeyFact[]; asAt: string | null };

function asAtOf(facts: readonly KeyFact[]): string | null {
  const fact = facts.find((f) => f.kind === 'as-at-date');
  return fact && typeof fact.normalized === 'string' ? fact.normalized : null;
}

/**
 * Reads a document's identifiers and key facts from its stored extraction and stores them for its current
 * version. Null while the document has no completed extraction.
 */
async function readAndStoreFacts(
  deps: AppDeps,
  doc: { id: string; clientId: string; currentVersion: number; sha256: string; documentType: string },
): Promise<FactsOf | null> {
  const model: ExtractedDocument | null = await loadExtractedDocument(deps, doc.id);
  if (!model) return null;
  const identifiers = readFundIdentifiers(model);
  const facts = readKeyFacts(model, doc.documentType);
  const asAt = asAtOf(facts);
  await upsertFacts(deps.database.db, {
    documentId: doc.id,
    version: doc.currentVersion,
    clientId: doc.clientId,
    sha256: doc.sha256,
    readerVersion: FACTS_READER_VERSION,
    identifiers,
    facts,
    asAt,
  });
  return { identifiers, facts, asAt };
}

const isCurrent = (row: FactsRow, doc: { version: number; sha256: string }) =>
  row.version === doc.version && row.sha256 === doc.sha256 && row.readerVersion === FACTS_READER_VERSION;

/**
 * The stored facts of each document's current version, read now for any that has none yet (a document
 * stored before funds existed, or whose job has not run): computed once, then served from the table.
 */
async function currentFacts(
  deps: AppDeps,
  docs: readonly {
    documentId: string;
    clientId: string;
    version: number;
    sha256: string;
    documentType: string;
    extractionStatus: string | null;
  }[],
): Promise<Map<string, FactsOf>> {
  const stored = await findFacts(
    deps.database.db,
    docs.map((d) => d.documentId),
  );
  const out = new Map<string, FactsOf>();
  for (const doc of docs) {
    const row = stored.find((r) => r.documentId === doc.documentId && isCurrent(r, doc));
    if (row) {
      out.set(doc.documentId, {
        identifiers: row.identifiers as FundIdentifiers,
        facts: row.facts as KeyFact[],
        asAt: row.asAt,
      });
      continue;
    }
    if (doc.extractionStatus !== 'completed') continue;
    const read = await readAndStoreFacts(deps, {
      id: doc.documentId,
      clientId: doc.clientId,
      currentVersion: doc.version,
      sha256: doc.sha256,
      documentType: doc.documentType,
    });
    if (read) out.set(doc.documentId, read);
  }
  return out;
}

/** Links a read document to the firm's funds it names: by identifier at once, by name as a proposal. */
async function linkRecognised(
  db: DbOrTx,
  doc: { id: string; clientId: string },
  identifiers: FundIdentifiers,
): Promise<{ linked: number; proposed: number }> {
  const candidates = await findFirmFundsWithIdentifiers(db, doc.clientId);
  let linked = 0;
  let proposed = 0;
  for (const match of matchDocumentToFunds(identifiers, candidates)) {
    const byIdentifier = match.by === 'identifier';
    const added = await insertLinkIfAbsent(db, {
      fundId: match.fundId,
      documentId: doc.id,
      clientId: doc.clientId,
      status: byIdentifier ? 'auto' : 'proposed',
      linkedBy: match.by,
    });
    if (added && byIdentifier) linked += 1;
    else if (added) proposed += 1;
  }
  return { linked, proposed };
}

/**
 * The recognise-fund-document job's work, after a document's extraction completes: read its identifiers and
 * key facts for the current version, then link it to the funds it names. Idempotent (upserts, and links only
 * where none exists); a document deleted or not extracted meanwhile is skipped.
 */
export async function recogniseDocument(deps: AppDeps, documentId: string): Promise<void> {
  const doc = await getDocumentRowForJob(deps, documentId);
  if (!doc || doc.status !== 'completed') return;
  const read = await readAndStoreFacts(deps, doc);
  if (!read) return;
  await linkRecognised(deps.database.db, doc, read.identifiers);
}

/** "Scan": reads the firm's documents not yet read by this reader, and links or proposes them. */
export async function scanDocuments(
  deps: AppDeps,
  user: User,
  query: { clientId?: string },
): Promise<ScanResponse> {
  assertFirmRole(user, 'reviewer', 'sort documents into funds');
  const clientId = user.role === 'admin' ? query.clientId : firmOf(user);
  if (!clientId) throw new AppError('INVALID_INPUT', 'Name the firm whose documents to scan (clientId).');
  const { db } = deps.database;
  const todo = await findDocumentsToScan(db, clientId, FACTS_READER_VERSION, SCAN_LIMIT);
  let linked = 0;
  let proposed = 0;
  for (const { id } of todo) {
    const doc = await getDocumentRowForJob(deps, id);
    if (!doc) continue;
    const read = await readAndStoreFacts(deps, doc);
    if (!read) continue;
    const result = await linkRecognised(db, doc, read.identifiers);
    linked += result.linked;
    proposed += result.proposed;
  }
  return { scanned: todo.length, linked, proposed };
}

// ---- reconciliation and decisions ----

/** The two values a disagreement is about: a decision applies while they are the same. */
export function valuesHash(d: Pick<FundDisagreement, 'a' | 'b'>): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([d.a.documentId, d.a.value, d.b.documentId, d.b.value]))
    .digest('hex')
    .slice(0, 32);
}

type DecisionRow = Awaited<ReturnType<typeof findDisagreementDecisions>>[number];

function applyDecisions(
  disagreements: readonly FundDisagreement[],
  decisions: readonly DecisionRow[],
): { items: FundDisagreementItem[]; counts: Fund['counts'] } {
  const counts = { open: 0, dismissed: 0, resolved: 0 };
  const items = disagreements.map((d): FundDisagreementItem => {
    const hash = valuesHash(d);
    const mine = decisions.filter((r) => r.key === d.key);
    const latest = mine.find((r) => r.valuesHash === hash);
    const view = (r: DecisionRow) => ({
      status: r.status,
      reason: r.reason,
      decidedBy: r.decidedBy,
      decidedByName: r.decidedByName,
      decidedAt: r.decidedAt.toISOString(),
    });
    const decision = latest && latest.status !== 'open' ? { ...view(latest), status: latest.status } : null;
    counts[decision?.status ?? 'open'] += 1;
    return {
      ...d,
      valuesHash: hash,
      decision,
      history: mine.map((r) => ({ ...view(r), onTheseValues: r.valuesHash === hash })),
    };
  });
  return { items, counts };
}

function reviewStatusOf(
  review: { version: number; status: string; reviewDate: string | null } | undefined,
  currentVersion: number,
  today: string,
): FundDocumentReviewStatus {
  if (!review) return 'draft';
  if (review.version !== currentVersion) return 'superseded';
  if (review.status === 'submitted') return 'in_review';
  if (review.status === 'approved')
    return review.reviewDate !== null && review.reviewDate < today ? 'expired' : 'approved';
  return 'draft';
}

type Assembled = {
  fund: FundRow;
  links: FundDocumentRow[];
  facts: Map<string, FactsOf>;
  reviews: Map<string, { version: number; status: string; reviewDate: string | null }>;
  disagreements: FundDisagreementItem[];
  counts: Fund['counts'];
};

/** Each fund with its links, the facts of its linked documents, and its disagreements with decisions applied. */
async function assemble(deps: AppDeps, rows: readonly FundRow[]): Promise<Assembled[]> {
  const { db } = deps.database;
  const ids = rows.map((f) => f.id);
  const [links, decisions] = await Promise.all([findFundLinks(db, ids), findDisagreementDecisions(db, ids)]);
  const current = links.filter((l) => l.archivedAt === null && l.link.status !== 'rejected');
  const uniqueDocs = [...new Map(current.map((l) => [l.link.documentId, l])).values()];
  const [facts, reviews] = await Promise.all([
    currentFacts(
      deps,
      uniqueDocs.map((l) => ({
        documentId: l.link.documentId,
        clientId: l.clientId,
        version: l.version,
        sha256: l.sha256,
        documentType: l.documentType,
        extractionStatus: l.extractionStatus,
      })),
    ),
    findLatestReviews(
      db,
      uniqueDocs.map((l) => l.link.documentId),
    ),
  ]);
  const reviewMap = new Map(reviews.map((r) => [r.documentId, r]));
  return rows.map((fund) => {
    const mine = current.filter((l) => l.link.fundId === fund.id);
    const reconciled: FundDocumentFacts[] = mine
      .filter((l) => isLinked(l.link.status) && facts.has(l.link.documentId))
      .map((l) => {
        const f = facts.get(l.link.documentId)!;
        return {
          documentId: l.link.documentId,
          documentName: l.fileName,
          documentType: l.documentType,
          asAt: f.asAt,
          facts: f.facts,
        };
      });
    const { items, counts } = applyDecisions(
      reconciled.length > 1 ? reconcileFund(reconciled) : [],
      decisions.filter((d) => d.fundId === fund.id),
    );
    return { fund, links: mine, facts, reviews: reviewMap, disagreements: items, counts };
  });
}

const openOnes = (items: readonly FundDisagreementItem[]) => items.filter((d) => d.decision === null);

function ragOf(a: Assembled): FundRag {
  const open = openOnes(a.disagreements);
  if (open.some((d) => d.severity === 'high')) return 'red';
  if (open.length > 0 || a.links.some((l) => l.link.status === 'proposed')) return 'amber';
  return 'green';
}

function toFundDocument(deps: AppDeps, a: Assembled, l: FundDocumentRow): FundDocument {
  const facts = a.facts.get(l.link.documentId);
  const review = a.reviews.get(l.link.documentId);
  return {
    documentId: l.link.documentId,
    fileName: l.fileName,
    documentType: l.documentType,
    version: l.version,
    uploadedAt: l.uploadedAt.toISOString(),
    link: l.link.status,
    linkedBy: l.link.linkedBy,
    reviewStatus: reviewStatusOf(review, l.version, todayOf(deps)),
    reviewDate: review?.reviewDate ?? null,
    asAt: facts?.asAt ?? null,
    archived: l.archivedAt !== null,
    extracted: l.extractionStatus === 'completed',
    identifiers: facts?.identifiers ?? null,
    facts: facts?.facts ?? [],
  };
}

function toListItem(deps: AppDeps, a: Assembled, isins: string[]): FundListItem {
  const linked = a.links.filter((l) => isLinked(l.link.status));
  const today = todayOf(deps);
  const dueBy = dateOf(deps.now() + REVIEW_DUE_NOTICE_DAYS * DAY_MS);
  const statuses = linked.map((l) => ({ review: a.reviews.get(l.link.documentId), version: l.version }));
  const open = openOnes(a.disagreements);
  return {
    id: a.fund.id,
    clientId: a.fund.clientId,
    name: a.fund.name,
    isins,
    rag: ragOf(a),
    documentCount: linked.length,
    openDisagreements: open.length,
    openHighDisagreements: open.filter((d) => d.severity === 'high').length,
    proposals: a.links.filter((l) => l.link.status === 'proposed').length,
    approvalsDue: statuses.filter(
      ({ review, version }) =>
        reviewStatusOf(review, version, today) === 'approved' &&
        review!.reviewDate !== null &&
        review!.reviewDate <= dueBy,
    ).length,
    approvalsExpired: statuses.filter(
      ({ review, version }) => reviewStatusOf(review, version, today) === 'expired',
    ).length,
  };
}

// ---- reading ----

export async function listFunds(deps: AppDeps, user: User, query: FundListQuery): Promise<FundListResponse> {
  const q = fundListQuery.parse(query);
  if (user.role !== 'admin' && q.clientId && q.clientId !== user.firmId)
    throw new AppError('FORBIDDEN', "You can only list your own firm's funds.");
  const { db } = deps.database;
  const { items, total } = await findFunds(db, { clientId: listScope(user, q.clientId), q: q.q }, q);
  const [assembled, classes] = await Promise.all([
    assemble(deps, items),
    findShareClasses(
      db,
      items.map((f) => f.id),
    ),
  ]);
  return {
    items: assembled.map((a) =>
      toListItem(
        deps,
        a,
        classes.filter((c) => c.fundId === a.fund.id && c.isin).map((c) => c.isin!),
      ),
    ),
    total,
  };
}

async function getFundRow(deps: AppDeps, user: User, id: string): Promise<FundRow> {
  const fund = await findFundById(deps.database.db, id);
  if (!fund || !canSeeFirmRow(user, fund)) throw new AppError('NOT_FOUND', 'Fund not found.');
  return fund;
}

/**
 * The fund's grid from the AoV reports linked to it: the newest analysis with an AoV grid that covers the
 * fund (a multi-fund report's section named as the fund, or a single-fund report's whole grid).
 */
async function fundAovOf(deps: AppDeps, fund: FundRow, links: FundDocumentRow[]): Promise<FundAov | null> {
  const linked = links.filter((l) => isLinked(l.link.status) && l.archivedAt === null);
  const analysed = await findAovAnalyses(
    deps.database.db,
    linked.map((l) => l.link.documentId),
  );
  for (const row of analysed) {
    const grid = fundAovGrid(row.aov as AovResult, fund.name);
    if (!grid) continue;
    const doc = linked.find((l) => l.link.documentId === row.documentId)!;
    return {
      documentId: row.documentId,
      fileName: doc.fileName,
      analysisId: row.id,
      analysedAt: row.createdAt.toISOString(),
      outdated: row.version !== null && row.version !== doc.version,
      ...grid,
    };
  }
  return null;
}

export async function getFund(deps: AppDeps, user: User, id: string): Promise<Fund> {
  const fund = await getFundRow(deps, user, id);
  const [[a], classes] = await Promise.all([
    assemble(deps, [fund]),
    findShareClasses(deps.database.db, [fund.id]),
  ]);
  const aov = await fundAovOf(deps, fund, a!.links);
  return {
    id: fund.id,
    clientId: fund.clientId,
    name: fund.name,
    createdAt: fund.createdAt.toISOString(),
    rag: ragOf(a!),
    shareClasses: classes.map((c) => ({ id: c.id, name: c.name, isin: c.isin, sedol: c.sedol })),
    documents: a!.links.filter((l) => isLinked(l.link.status)).map((l) => toFundDocument(deps, a!, l)),
    proposals: a!.links.filter((l) => l.link.status === 'proposed').map((l) => toFundDocument(deps, a!, l)),
    disagreements: a!.disagreements,
    counts: a!.counts,
    aov,
  };
}

export async function listUnlinkedDocuments(
  deps: AppDeps,
  user: User,
  query: { clientId?: string; limit: number; offset: number },
): Promise<UnlinkedDocumentsResponse> {
  if (user.role !== 'admin' && query.clientId && query.clientId !== user.firmId)
    throw new AppError('FORBIDDEN', "You can only list your own firm's documents.");
  const { db } = deps.database;
  const { items, total } = await findUnlinkedDocuments(db, listScope(user, query.clientId), query);
  const ids = items.map((d) => d.id);
  const [facts, links] = await Promise.all([findFacts(db, ids), findLinksOfDocuments(db, ids)]);
  return {
    items: items.map((d) => {
      const row = facts.find((f) => f.documentId === d.id && isCurrent(f, d));
      return {
        documentId: d.id,
        fileName: d.fileName,
        documentType: d.documentType,
        uploadedAt: d.uploadedAt.toISOString(),
        identifiers: row ? (row.identifiers as FundIdentifiers) : null,
        proposals: links
          .filter((l) => l.link.documentId === d.id && l.link.status === 'proposed')
          .map((l) => ({ fundId: l.link.fundId, fundName: l.fundName })),
      };
    }),
    total,
  };
}

// ---- changing ----

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A new fund with its share classes; "new fund from this document" also links that document by hand. */
export async function createFund(
  deps: AppDeps,
  user: User,
  input: CreateFundInput,
  ip: string,
): Promise<Fund> {
  assertFirmRole(user, 'reviewer', 'create funds');
  const body = createFundInput.parse(input);
  const clientId = user.role === 'admin' ? body.clientId : firmOf(user);
  if (!clientId) throw new AppError('INVALID_INPUT', 'Name the firm the fund belongs to (clientId).');
  const doc = body.fromDocumentId ? await getDocumentRow(deps, user, body.fromDocumentId) : null;
  if (doc && doc.clientId !== clientId) throw new AppError('NOT_FOUND', 'Document not found.');
  if (doc) assertNotArchived(doc);
  const { db } = deps.database;
  const isins = body.shareClasses.flatMap((c) => (c.isin ? [c.isin] : []));
  const sedols = body.shareClasses.flatMap((c) => (c.sedol ? [c.sedol] : []));
  const taken = await findShareClassesByIdentifier(db, clientId, isins, sedols);
  if (taken.length > 0 || new Set(isins).size < isins.length || new Set(sedols).size < sedols.length)
    throw new AppError(
      'CONFLICT',
      taken.length > 0
        ? `${taken.map((t) => t.isin ?? t.sedol).join(', ')} already belong${taken.length === 1 ? 's' : ''} to ${taken[0]!.fundName}: an identifier names one share class.`
        : 'Each ISIN and SEDOL can name only one share class.',
    );
  try {
    const fund = await db.transaction(async (tx) => {
      const created = await insertFund(tx, {
        clientId,
        name: body.name,
        createdBy: user.id,
        createdByEmail: user.email,
      });
      await insertShareClasses(
        tx,
        body.shareClasses.map((c) => ({
          fundId: created.id,
          clientId,
          name: c.name,
          isin: c.isin ?? null,
          sedol: c.sedol ?? null,
        })),
      );
      if (doc)
        await upsertLink(tx, {
          fundId: created.id,
          documentId: doc.id,
          clientId,
          status: 'confirmed',
          linkedBy: 'hand',
          decidedBy: user.id,
          decidedByEmail: user.email,
          decidedAt: new Date(),
        });
      await recordAudit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'fund.created',
        targetType: 'fund',
        targetId: created.id,
        targetName: created.name,
        details: {
          shareClasses: body.shareClasses,
          ...(doc ? { fromDocumentId: doc.id, fileName: doc.fileName } : {}),
        },
        ip,
      });
      return created;
    });
    // Documents already read that quote the new fund's identifiers or name are linked or proposed now.
    await relinkFirmDocuments(deps, clientId);
    return getFund(deps, user, fund.id);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'One of these identifiers was given to another share class a moment ago.',
      );
    throw error;
  }
}

/** Matches every read document of the firm against its funds again (after a fund is added). */
async function relinkFirmDocuments(deps: AppDeps, clientId: string): Promise<void> {
  const { db } = deps.database;
  const unlinked = await findUnlinkedDocuments(db, clientId, { limit: 500, offset: 0 });
  const facts = await findFacts(
    db,
    unlinked.items.map((d) => d.id),
  );
  for (const d of unlinked.items) {
    const row = facts.find((f) => f.documentId === d.id && isCurrent(f, d));
    if (row) await linkRecognised(db, { id: d.id, clientId }, row.identifiers as FundIdentifiers);
  }
}

async function getLinkable(deps: AppDeps, user: User, fundId: string, documentId: string) {
  const fund = await getFundRow(deps, user, fundId);
  assertFirmRole(user, 'reviewer', "change a fund's documents");
  const doc = await getDocumentRow(deps, user, documentId);
  if (doc.clientId !== fund.clientId) throw new AppError('NOT_FOUND', 'Document not found.');
  return { fund, doc };
}

type LinkAction = 'link' | 'confirm' | 'unlink';

/** Each link change's audit action (one `action:` per line, where the audit labels test finds them). */
const LINK_AUDIT = {
  link: { action: 'fund.document_linked' },
  confirm: { action: 'fund.link_confirmed' },
  unlink: { action: 'fund.document_unlinked' },
} as const;

/**
 * Link a document by hand, confirm a proposal, or unlink (which also rejects a proposal). An unlinked document
 * keeps a rejected row, so recognition does not link or propose it to that fund again.
 */
export async function changeLink(
  deps: AppDeps,
  user: User,
  fundId: string,
  documentId: string,
  action: LinkAction,
  ip: string,
): Promise<Fund> {
  const { fund, doc } = await getLinkable(deps, user, fundId, documentId);
  if (action !== 'unlink') assertNotArchived(doc);
  const { db } = deps.database;
  const existing = await findLink(db, fund.id, doc.id);
  if (action === 'confirm' && existing?.status !== 'proposed')
    throw new AppError('CONFLICT', 'This document is not proposed for this fund: link it by hand instead.');
  if (action === 'unlink' && (!existing || existing.status === 'rejected'))
    throw new AppError('NOT_FOUND', 'This document is not linked to this fund.');
  const status = action === 'unlink' ? 'rejected' : 'confirmed';
  const linkedBy = action === 'link' ? 'hand' : (existing?.linkedBy ?? 'hand');
  await db.transaction(async (tx) => {
    await upsertLink(tx, {
      fundId: fund.id,
      documentId: doc.id,
      clientId: fund.clientId,
      status,
      linkedBy,
      decidedBy: user.id,
      decidedByEmail: user.email,
      decidedAt: new Date(),
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: LINK_AUDIT[action].action,
      targetType: 'fund',
      targetId: fund.id,
      targetName: fund.name,
      details: {
        documentId: doc.id,
        fileName: doc.fileName,
        before: existing?.status ?? null,
        after: status,
      },
      ip,
    });
  });
  return getFund(deps, user, fund.id);
}

/**
 * Dismiss (with a reason), resolve or reopen a disagreement: a new row of its history, made on its two
 * values, and an audit entry, in one transaction. Reviewers and above, as for compliance findings.
 */
export async function decideDisagreement(
  deps: AppDeps,
  user: User,
  fundId: string,
  key: string,
  input: DisagreementDecisionInput,
  ip: string,
): Promise<Fund> {
  const body = disagreementDecisionInput.parse(input);
  const fund = await getFund(deps, user, fundId);
  assertFirmRole(user, 'reviewer', 'decide disagreements');
  const disagreement = fund.disagreements.find((d) => d.key === key);
  if (!disagreement) throw new AppError('NOT_FOUND', 'This fund has no such disagreement.');
  await deps.database.db.transaction(async (tx) => {
    await insertDisagreementDecision(tx, {
      fundId: fund.id,
      clientId: fund.clientId,
      disagreementKey: key,
      valuesHash: disagreement.valuesHash,
      status: body.status,
      reason: body.reason,
      decidedBy: user.id,
      decidedByEmail: user.email,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'fund.disagreement_decided',
      targetType: 'fund',
      targetId: fund.id,
      targetName: fund.name,
      details: {
        key,
        kind: disagreement.kind,
        message: disagreement.message,
        values: [disagreement.a.value, disagreement.b.value],
        before: disagreement.decision?.status ?? 'open',
        after: body.status,
        reason: body.reason,
      },
      ip,
    });
  });
  return getFund(deps, user, fund.id);
}

// ---- for the reviews feature ----

/**
 * The open high disagreements that involve this document, in every fund it is linked to: what blocks its
 * approval unless the approver overrides them with a reason. None while the firm has no funds module.
 */
export async function openHighDisagreementsFor(
  deps: AppDeps,
  user: User,
  documentId: string,
): Promise<BlockingDisagreement[]> {
  const { db } = deps.database;
  const links = (await findLinksOfDocuments(db, [documentId])).filter((l) => isLinked(l.link.status));
  if (links.length === 0) return [];
  if (!(await deps.access.hasAccess(user, 'funds'))) return [];
  const funds = (await Promise.all(links.map((l) => findFundById(db, l.link.fundId)))).filter(
    (f): f is FundRow => f !== null,
  );
  const assembled = await assemble(deps, funds);
  return assembled.flatMap((a) =>
    openOnes(a.disagreements)
      .filter(
        (d) => d.severity === 'high' && (d.a.documentId === documentId || d.b.documentId === documentId),
      )
      .map((d) => ({ fundId: a.fund.id, fundName: a.fund.name, key: d.key, message: d.message })),
  );
}

/**
 * The funds a document is linked to, with their identifiers: what a replacement file is compared with before
 * it replaces the current one (issue 30). The caller has checked access to the document.
 */
export async function linkedFundsOf(
  deps: AppDeps,
  doc: { id: string; clientId: string },
): Promise<{ id: string; name: string; isins: string[]; sedols: string[] }[]> {
  const { db } = deps.database;
  const links = (await findLinksOfDocuments(db, [doc.id])).filter((l) => isLinked(l.link.status));
  if (links.length === 0) return [];
  const ids = new Set(links.map((l) => l.link.fundId));
  return (await findFirmFundsWithIdentifiers(db, doc.clientId)).filter((f) => ids.has(f.id));
}

/** Records an approval given over open high disagreements, in the approval's own transaction. */
export async function recordApprovalOverrides(
  tx: DbOrTx,
  values: {
    reviewId: string;
    clientId: string;
    documentId: string;
    reason: string;
    user: User;
    overridden: readonly BlockingDisagreement[];
  },
): Promise<void> {
  await insertApprovalOverrides(
    tx,
    values.overridden.map((d) => ({
      reviewId: values.reviewId,
      fundId: d.fundId,
      clientId: values.clientId,
      documentId: values.documentId,
      disagreementKey: d.key,
      reason: values.reason,
      overriddenBy: values.user.id,
      overriddenByEmail: values.user.email,
    })),
  );
}
