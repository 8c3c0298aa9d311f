import type { AiReview } from '#common/api/ai-review.ts';
import type { User } from '#common/api/auth.ts';
import type {
  CheckListResponse,
  ComplianceCheck,
  FindingDecisionInput,
  RulePackList,
} from '#common/api/compliance.ts';
import { DOCUMENT_TYPE_NOTE, type ComplianceResult } from '#engine/rules/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { aiReviewSummary } from '../../llm/ai-reviewer.ts';
import { getDocumentRow } from '../documents/documents.service.ts';
import {
  createCheck,
  deleteDecision,
  findCheckById,
  findChecks,
  findDecisions,
  upsertDecision,
} from './compliance.repository.ts';
import { runComplianceCheckJob } from './run-compliance-check.job.ts';
import { recordModuleAction } from '../../analytics/module-events.ts';

type CheckRow = NonNullable<Awaited<ReturnType<typeof findCheckById>>>;

type DecisionRow = Awaited<ReturnType<typeof findDecisions>>[number];

type FindingRow = Omit<ComplianceCheck['findings'][number], 'decision'>;

/** The AI review's findings as the check's own, after the rules' and labelled (their ruleId is their own). */
function aiFindings(review: AiReview | null): FindingRow[] {
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

function toCheck(row: CheckRow, decisions: DecisionRow[] = []): ComplianceCheck {
  const result = row.check.result as ComplianceResult | null;
  const review = row.check.status === 'completed' ? (row.check.aiReview as AiReview | null) : null;
  const byRule = new Map(decisions.map((d) => [d.ruleId, d]));
  const findings: FindingRow[] = [
    ...(result?.findings ?? []).map((f) => ({ ...f, origin: 'rules' as const })),
    ...aiFindings(review),
  ];
  return {
    id: row.check.id,
    documentId: row.check.documentId,
    clientId: row.check.clientId,
    fileName: row.fileName,
    documentType: row.documentType,
    status: row.check.status as ComplianceCheck['status'],
    error: row.check.error,
    engineVersion: row.check.engineVersion,
    createdAt: row.check.createdAt.toISOString(),
    rag: result?.rag ?? null,
    findings: findings.map((f) => {
      const d = byRule.get(f.ruleId);
      return {
        ...f,
        decision: d
          ? {
              status: d.status,
              reason: d.reason,
              decidedBy: d.decidedBy ?? null,
              decidedAt: d.decidedAt.toISOString(),
            }
          : null,
      };
    }),
    passed: (result?.passed ?? []).map((p) => ({
      ruleId: p.ruleId,
      title: p.title,
      citation: p.citation,
      severity: p.severity,
    })),
    notApplicable: result?.notApplicable ?? [],
    checkedAs: result?.inferredType
      ? {
          documentType: result.inferredType.type,
          declared: result.inferredType.declared,
          confidence: result.inferredType.confidence,
          note: result.notes.find((n) => n.ruleId === DOCUMENT_TYPE_NOTE)?.note ?? '',
        }
      : null,
    aiReview: aiReviewSummary(review),
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
  const check = await deps.database.db.transaction(async (tx) => {
    const created = await createCheck(tx, { documentId: doc.id, clientId: doc.clientId });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'compliance.check_run',
      targetType: 'document',
      targetId: doc.id,
      details: { checkId: created.id, fileName: doc.fileName, packs: packs ?? 'all' },
      ip,
    });
    await recordModuleAction(tx, user.id, 'compliance_check_run');
    await deps.queue.send(runComplianceCheckJob, { checkId: created.id, documentId: doc.id, packs }, { tx });
    return created;
  });
  deps.queue.wake(runComplianceCheckJob.name);
  return getCheck(deps, user, check.id);
}

export async function getCheck(deps: AppDeps, user: User, id: string): Promise<ComplianceCheck> {
  const row = await findCheckById(deps.database.db, id);
  if (!row || (user.role !== 'admin' && row.check.clientId !== user.id))
    throw new AppError('NOT_FOUND', 'Compliance check not found.');
  return toCheck(row, await findDecisions(deps.database.db, row.check.documentId));
}

/**
 * Dismiss (with a reason) or resolve a rule's finding, or reopen it. The decision belongs to the document
 * and rule, so it is kept when the check is run again; it is audit-logged with before and after.
 */
export async function decideFinding(
  deps: AppDeps,
  user: User,
  checkId: string,
  ruleId: string,
  input: FindingDecisionInput,
  ip: string,
): Promise<ComplianceCheck> {
  const check = await getCheck(deps, user, checkId);
  const finding = check.findings.find((f) => f.ruleId === ruleId);
  if (!finding) throw new AppError('NOT_FOUND', 'This check has no finding for that rule.');
  await deps.database.db.transaction(async (tx) => {
    if (input.status === 'open') await deleteDecision(tx, check.documentId, ruleId);
    else
      await upsertDecision(tx, {
        documentId: check.documentId,
        ruleId,
        status: input.status,
        reason: input.reason,
        decidedBy: user.id,
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
        before: finding.decision?.status ?? 'open',
        after: input.status,
        reason: input.reason,
      },
      ip,
    });
    await recordModuleAction(tx, user.id, 'finding_decided');
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
    { clientId: user.role === 'admin' ? undefined : user.id, documentId: query.documentId },
    query,
  );
  return {
    items: items.map((row) => {
      const { findings, passed: _p, notApplicable: _n, aiReview: _a, ...rest } = toCheck(row);
      return { ...rest, findingCount: findings.length };
    }),
    total,
  };
}
