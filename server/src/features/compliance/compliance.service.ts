import { assertFirmRole, canSeeFirmRow, listScope } from '../firms/firm-access.ts';
import type { AiReview } from '#common/api/ai-review.ts';
import type { User } from '#common/api/auth.ts';
import type {
  CheckListResponse,
  ComplianceCheck,
  FindingCommentInput,
  FindingDecisionInput,
  FindingItem,
  RulePackList,
} from '#common/api/compliance.ts';
import { isRatedFinding, POSSIBLE_ORIGIN } from '#common/api/compliance.ts';
import type { PossibleTierFinding } from '#engine/rules/learned/index.ts';
import { DOCUMENT_TYPE_NOTE, ragOf, type ComplianceResult, type RulePack } from '#engine/rules/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { aiReviewSummary } from '../../llm/ai-reviewer.ts';
import {
  assertCurrentVersion,
  assertNotArchived,
  currentVersionFileName,
  getDocumentRow,
} from '../documents/documents.service.ts';
import {
  createCheck,
  findCheckById,
  findCheckResults,
  findChecks,
  findComments,
  findDecisions,
  insertComment,
  insertDecision,
} from './compliance.repository.ts';
import {
  applyDecisions,
  evidenceHashIn,
  type DecidedFindings,
  type KnownDecision,
  type StoredFinding,
} from './finding-decisions.ts';
import { reviewerFindingsFor } from './reviewer-findings.ts';
import { runComplianceCheckJob } from './run-compliance-check.job.ts';
import { recordModuleAction } from '../../analytics/module-events.ts';

type CheckRow = NonNullable<Awaited<ReturnType<typeof findCheckById>>>;

/**
 * The decisions on these documents, newest first, each with the evidence hash it was made on. Decisions made
 * before migration 0019 have none stored: they take the hash of the finding in the check they were made in.
 */
export async function loadDecisions(
  db: DbOrTx,
  documentIds: string[],
): Promise<Map<string, KnownDecision[]>> {
  const rows = await findDecisions(db, [...new Set(documentIds)]);
  const legacy = [...new Set(rows.filter((r) => !r.evidenceHash && r.checkId).map((r) => r.checkId!))];
  const results = new Map((await findCheckResults(db, legacy)).map((c) => [c.id, c.result]));
  const byDocument = new Map<string, KnownDecision[]>();
  for (const r of rows) {
    const evidenceHash =
      r.evidenceHash ?? (r.checkId ? evidenceHashIn(results.get(r.checkId), r.ruleId) : null);
    const list = byDocument.get(r.documentId) ?? [];
    list.push({ ...r, evidenceHash });
    byDocument.set(r.documentId, list);
  }
  return byDocument;
}

type Comments = Parameters<typeof applyDecisions>[2];

/** The AI review's findings as the check's own, after the rules' and labelled (their ruleId is their own). */
function aiFindings(review: AiReview | null): StoredFinding[] {
  return (review?.findings ?? []).map((f) => ({
    ruleId: f.id,
    ruleVersion: review!.promptVersion,
    title: f.title,
    citation: f.citation,
    severity: f.severity,
    message: f.message,
    evidence: [{ page: f.page, quote: f.quote }],
    occurrences: 1,
    suggestion: f.suggestion,
    origin: 'ai-suggested',
    relatesTo: f.relatesTo,
  }));
}

/** A check's stored result: the rules' and, beside them, the learned layer's possible tier (absent before it). */
export type StoredResult = ComplianceResult & {
  possible?: (PossibleTierFinding & { evidenceHash?: string })[];
};

/** The possible tier as findings people decide (ADR 022): keyed "possible:<rule>", the rule in relatesTo. */
function possibleFindings(result: StoredResult | null): StoredFinding[] {
  return (result?.possible ?? []).map((f) => ({
    ruleId: f.ruleId,
    ruleVersion: f.ruleVersion,
    title: f.title,
    citation: f.citation,
    severity: f.severity,
    message: f.message,
    evidence: f.evidence,
    occurrences: f.occurrences,
    suggestion: f.suggestion,
    origin: POSSIBLE_ORIGIN,
    relatesTo: f.relatesTo,
    probability: f.probability,
    ...(f.evidenceHash ? { evidenceHash: f.evidenceHash } : {}),
  }));
}

function reviewOf(row: CheckRow): AiReview | null {
  return row.check.status === 'completed' ? (row.check.aiReview as AiReview | null) : null;
}

/**
 * The rules' findings and the AI review's, with reviewers' decisions applied. The rating stays the rules':
 * an AI-suggested finding is counted and can be decided, but does not move the RAG status; a possible one (the
 * learned layer's tier) can be decided too, and is neither rated nor counted with the others.
 */
function decide(
  row: CheckRow,
  decisions: KnownDecision[] = [],
  comments: Comments = [],
  raised: StoredFinding[] = [],
): DecidedFindings {
  const result = row.check.result as StoredResult | null;
  const rules = ((result?.findings ?? []) as StoredFinding[]).map((f) => ({
    ...f,
    origin: 'rules' as const,
  }));
  // Reviewers' findings count like the rules' (they colour the rating and block approval when high and open).
  const decided = applyDecisions(
    [...rules, ...aiFindings(reviewOf(row)), ...(result ? raised : []), ...possibleFindings(result)],
    decisions,
    comments,
  );
  const ratedRules = decided.findings.filter(isRatedFinding);
  const openRules = ratedRules.filter((f) => f.decision === null);
  // Before review: what the check found, whatever was dismissed or resolved since (issue 30).
  return { ...decided, rag: ragOf(openRules), ragBeforeReview: ragOf(ratedRules) };
}

/** The rules of the loaded packs by id, for naming the ones that did not apply. */
const rulesById = new WeakMap<readonly RulePack[], Map<string, { title: string; citation: string }>>();
function ruleNames(packs: readonly RulePack[]) {
  let names = rulesById.get(packs);
  if (!names) {
    names = new Map(
      packs.flatMap((p) => p.rules.map((r) => [r.id, { title: r.title, citation: r.citation.provision }])),
    );
    rulesById.set(packs, names);
  }
  return names;
}

/** Shown for a rule passed by a check run before passed rules carried their evidence. */
export const PASSED_BEFORE_EVIDENCE = 'Passed; this check was run before evidence was kept for passed rules.';

/** The rules that did not apply, named, each with its reason (from the result; older results from the rule). */
function notApplicableRules(result: ComplianceResult | null, packs: readonly RulePack[]) {
  if (!result) return [];
  const reasons = new Map((result.notApplicableReasons ?? []).map((r) => [r.ruleId, r.note]));
  const notes = new Map(result.notes.map((n) => [n.ruleId, n.note]));
  return result.notApplicable.map((ruleId) => ({
    ruleId,
    ...(ruleNames(packs).get(ruleId) ?? { title: ruleId, citation: '' }),
    reason:
      reasons.get(ruleId) ??
      notes.get(ruleId) ??
      'Not for this document’s type, audience or product (checked before reasons were kept).',
  }));
}

function toCheck(row: CheckRow, decided: DecidedFindings, packs: readonly RulePack[] = []): ComplianceCheck {
  const result = row.check.result as ComplianceResult | null;
  const review = reviewOf(row);
  return {
    id: row.check.id,
    documentId: row.check.documentId,
    clientId: row.check.clientId,
    // The file this check assessed, never relabelled with a replacement's name.
    fileName: row.check.fileName ?? row.currentFileName,
    documentType: row.documentType,
    status: row.check.status as ComplianceCheck['status'],
    error: row.check.error,
    engineVersion: row.check.engineVersion,
    createdAt: row.check.createdAt.toISOString(),
    sha256: row.check.sha256,
    outOfDate: row.check.sha256 !== null && row.check.sha256 !== row.currentSha256,
    version: row.check.version,
    archived: row.archivedAt !== null,
    rag: result ? decided.rag : null,
    ragBeforeReview: result ? (decided.ragBeforeReview ?? decided.rag) : null,
    counts: decided.counts,
    possibleCounts: decided.possibleCounts,
    findings: decided.findings,
    passed: (result?.passed ?? []).map((p) => ({
      ruleId: p.ruleId,
      title: p.title,
      citation: p.citation,
      severity: p.severity,
      // Checks stored before issue 30 carry neither: say so rather than imply nothing was looked for.
      evidence: p.evidence ?? [],
      basis: p.basis ?? PASSED_BEFORE_EVIDENCE,
    })),
    notApplicable: result?.notApplicable ?? [],
    // by title, as a reader looks for them; a rule of a pack no longer loaded keeps its id
    notApplicableRules: notApplicableRules(result, packs),
    checkedAs: result?.inferredType
      ? {
          documentType: result.inferredType.type,
          declared: result.inferredType.declared,
          confidence: result.inferredType.confidence,
          note: result.notes.find((n) => n.ruleId === DOCUMENT_TYPE_NOTE)?.note ?? '',
        }
      : null,
    aiReview: aiReviewSummary(review),
    measures: result?.measures ?? null,
    excludedSentences: result?.excludedSentences ?? [],
  };
}

/** Starts a check of a document the caller may see; the rule packs run as a job. */
export function listRulePacks(deps: AppDeps): RulePackList {
  return {
    items: deps.rulePacks.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      ruleCount: p.rules.length,
    })),
  };
}

export async function startCheck(
  deps: AppDeps,
  user: User,
  documentId: string,
  ip: string,
  packs?: string[],
): Promise<ComplianceCheck> {
  const unknown = (packs ?? []).filter((id) => !deps.rulePacks.some((p) => p.id === id));
  if (unknown.length > 0) throw new AppError('INVALID_INPUT', `Unknown rule pack: ${unknown.join(', ')}.`);
  const doc = await getDocumentRow(deps, user, documentId);
  assertNotArchived(doc);
  // The check names the file it assesses: the current version's own name.
  const fileName = await currentVersionFileName(deps, doc);
  const check = await deps.database.db.transaction(async (tx) => {
    const created = await createCheck(tx, {
      documentId: doc.id,
      clientId: doc.clientId,
      fileName,
      sha256: doc.sha256,
      version: doc.currentVersion,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'compliance.check_run',
      targetType: 'document',
      targetId: doc.id,
      details: {
        checkId: created.id,
        fileName,
        packs: packs ?? 'all',
        // The names the reviewer ticked, so the trail reads in words and survives a pack's removal.
        ...(packs ? { packNames: packs.map((id) => deps.rulePacks.find((p) => p.id === id)!.name) } : {}),
      },
      ip,
    });
    await recordModuleAction(tx, user.id, 'compliance_check_run');
    await deps.queue.send(runComplianceCheckJob, { checkId: created.id, documentId: doc.id, packs }, { tx });
    return created;
  });
  deps.queue.wake(runComplianceCheckJob.name);
  return getCheck(deps, user, check.id);
}

export async function getCheckRow(deps: AppDeps, user: User, id: string): Promise<CheckRow> {
  const row = await findCheckById(deps.database.db, id);
  if (!row || !canSeeFirmRow(user, row.check)) throw new AppError('NOT_FOUND', 'Compliance check not found.');
  return row;
}

export async function getCheck(deps: AppDeps, user: User, id: string): Promise<ComplianceCheck> {
  const row = await getCheckRow(deps, user, id);
  const { db } = deps.database;
  const documentId = row.check.documentId;
  const [decisions, comments, raised] = await Promise.all([
    loadDecisions(db, [documentId]),
    findComments(db, documentId),
    reviewerFindingsFor(db, row.check, row.currentVersion),
  ]);
  const views = comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() }));
  return toCheck(row, decide(row, decisions.get(documentId), views, raised), deps.rulePacks);
}

/** The newest checks of a document looked through for the latest one of a version. */
const CHECKS_LOOKED_AT = 20;

/**
 * The rules' findings left open (not dismissed or resolved) in a document version's latest completed check,
 * with the check's id: what Enhancements fixes first (issue 30). No user: the improvements job asks about the
 * document it works on. null when the version has no completed check.
 */
export async function openRuleFindingsOf(
  deps: AppDeps,
  documentId: string,
  version: number,
): Promise<{ checkId: string; findings: FindingItem[] } | null> {
  const { db } = deps.database;
  const { items } = await findChecks(db, { documentId }, { limit: CHECKS_LOOKED_AT, offset: 0 });
  const row = items.find(
    (r) => r.check.status === 'completed' && r.check.version === version && r.check.result,
  );
  if (!row) return null;
  const decisions = await loadDecisions(db, [documentId]);
  const decided = decide(row, decisions.get(documentId));
  return {
    checkId: row.check.id,
    findings: decided.findings.filter((f) => f.origin === 'rules' && f.decision === null),
  };
}

/** A finding of a check a reviewer may act on: the check visible, of the current version, not archived. */
async function getDecidableFinding(deps: AppDeps, user: User, checkId: string, ruleId: string) {
  const row = await getCheckRow(deps, user, checkId);
  assertNotArchived(row);
  assertCurrentVersion(
    { currentVersion: row.currentVersion, fileName: row.currentFileName },
    row.check.version,
  );
  const check = await getCheck(deps, user, checkId);
  const finding = check.findings.find((f) => f.ruleId === ruleId);
  if (!finding) throw new AppError('NOT_FOUND', 'This check has no finding for that rule.');
  return { check, finding };
}

/**
 * Dismiss (with a reason) or resolve a finding, or reopen it: a new row of the finding's decision history,
 * made on its evidence hash, so it carries to a re-run only while the rule fires on the same evidence.
 * Audit-logged with before and after, in the same transaction.
 */
export async function decideFinding(
  deps: AppDeps,
  user: User,
  checkId: string,
  ruleId: string,
  input: FindingDecisionInput,
  ip: string,
): Promise<ComplianceCheck> {
  const { check, finding } = await getDecidableFinding(deps, user, checkId, ruleId);
  assertFirmRole(user, 'reviewer', 'decide findings');
  await deps.database.db.transaction(async (tx) => {
    await insertDecision(tx, {
      documentId: check.documentId,
      ruleId,
      status: input.status,
      reason: input.reason,
      category: input.status === 'dismissed' ? (input.category ?? null) : null,
      evidenceHash: finding.evidenceHash,
      checkId,
      decidedBy: user.id,
      decidedByEmail: user.email,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'compliance.finding_decided',
      targetType: 'document',
      targetId: check.documentId,
      targetName: check.fileName,
      details: {
        checkId,
        ruleId,
        evidenceHash: finding.evidenceHash,
        before: finding.decision?.status ?? 'open',
        after: input.status,
        reason: input.reason,
        ...(input.category ? { category: input.category } : {}),
        ...(finding.origin === 'reviewer' || finding.origin === POSSIBLE_ORIGIN
          ? { origin: finding.origin }
          : {}),
      },
      ip,
    });
    await recordModuleAction(tx, user.id, 'finding_decided');
  });
  return getCheck(deps, user, checkId);
}

/** Adds a comment to a finding's thread (kept per document and rule), and to the audit trail. */
export async function commentOnFinding(
  deps: AppDeps,
  user: User,
  checkId: string,
  ruleId: string,
  input: FindingCommentInput,
  ip: string,
): Promise<ComplianceCheck> {
  const { check } = await getDecidableFinding(deps, user, checkId, ruleId);
  await deps.database.db.transaction(async (tx) => {
    const comment = await insertComment(tx, {
      documentId: check.documentId,
      clientId: check.clientId,
      ruleId,
      checkId,
      authorId: user.id,
      authorEmail: user.email,
      body: input.body,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'compliance.finding_commented',
      targetType: 'document',
      targetId: check.documentId,
      details: { checkId, ruleId, commentId: comment.id, body: input.body },
      ip,
    });
  });
  return getCheck(deps, user, checkId);
}

export async function listChecks(
  deps: AppDeps,
  user: User,
  query: { documentId?: string; limit: number; offset: number },
): Promise<CheckListResponse> {
  const { items, total } = await findChecks(
    deps.database.db,
    { clientId: listScope(user), documentId: query.documentId },
    query,
  );
  const decisions = await loadDecisions(
    deps.database.db,
    items.map((row) => row.check.documentId),
  );
  const raised = await Promise.all(
    items.map((row) => reviewerFindingsFor(deps.database.db, row.check, row.currentVersion)),
  );
  return {
    items: items.map((row, i) => {
      const check = toCheck(row, decide(row, decisions.get(row.check.documentId), [], raised[i]));
      const {
        findings: _f,
        passed: _p,
        notApplicable: _n,
        notApplicableRules: _r,
        checkedAs: _c,
        aiReview: _a,
        excludedSentences: _x,
        ...rest
      } = check;
      return { ...rest, findingCount: check.counts.open };
    }),
    total,
  };
}
