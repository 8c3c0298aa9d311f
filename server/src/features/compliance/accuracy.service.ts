import type { AccuracyResponse, LabelledDecision } from '#common/api/accuracy.ts';
import type { User } from '#common/api/auth.ts';
import type { ApprovalRecord } from '#common/api/reviews.ts';
import { OTHER_RULE } from '#common/api/compliance.ts';
import { FIRM_FIGURES_MIN_DECISIONS } from '#common/checker-reach.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { assertFirmRole, firmOf } from '../firms/firm-access.ts';
import { findFirmDecisions, findApprovalRecords } from './accuracy.repository.ts';
import { accuracyOf, labelDecisions, LEARNED_ROW, type Labelled } from './checker-accuracy.ts';
import type { StoredResult } from './compliance.service.ts';
import { possibleKey } from '#engine/rules/learned/index.ts';
import { findCheckResults } from './compliance.repository.ts';
import { reviewerKey } from './reviewer-findings.ts';
import { findCurrentTexts, findReviewerFindingsOfFirms } from './reviewer-findings.repository.ts';
import { listRules } from './reviewer-findings.service.ts';

/** A firm admin sees their own firm; the platform admin every firm, or the one asked for. */
function scopeOf(user: User, requested: string | undefined): string | undefined {
  if (user.role === 'admin') return requested;
  assertFirmRole(user, 'firm_admin', "see the checker's accuracy");
  const own = firmOf(user);
  if (requested && requested !== own) throw new AppError('NOT_FOUND', 'Firm not found.');
  return own;
}

async function labelledOf(deps: AppDeps, firmId: string | undefined): Promise<Labelled[]> {
  const { db } = deps.database;
  const rules = new Set(deps.rulePacks.flatMap((p) => p.rules.map((r) => r.id)));
  const [decisions, approvals, raised] = await Promise.all([
    findFirmDecisions(db, firmId),
    findApprovalRecords(db, firmId),
    findReviewerFindingsOfFirms(db, firmId),
  ]);
  const openAtApproval = approvals.flatMap((a) => {
    const record = a.record as ApprovalRecord;
    return record.findings.open
      .filter((f) => f.origin === 'rules')
      .map((f) => ({
        documentId: a.documentId,
        clientId: a.clientId,
        ruleId: f.ruleId,
        checkId: record.check.id,
        at: a.decidedAt ?? new Date(record.approvedAt),
      }));
  });
  return labelDecisions(decisions, openAtApproval, raised, (id) => rules.has(id), reviewerKey);
}

function namesOf(deps: AppDeps) {
  const names = new Map(listRules(deps).items.map((r) => [r.id, { title: r.title, citation: r.citation }]));
  return (ruleId: string) =>
    ruleId === OTHER_RULE
      ? { title: 'Other (no rule of the packs)', citation: '' }
      : ruleId === 'all'
        ? { title: 'All rules', citation: '' }
        : ruleId === LEARNED_ROW
          ? { title: 'Learned layer (possible findings, not counted in the rules’ figures)', citation: '' }
          : (names.get(ruleId) ?? { title: ruleId, citation: '' });
}

/** Precision and the recall estimate per rule, from the firm's decisions (issue 26 item 3). */
export async function getAccuracy(
  deps: AppDeps,
  user: User,
  query: { firmId?: string },
): Promise<AccuracyResponse> {
  const firmId = scopeOf(user, query.firmId);
  const { total, rules, learned } = accuracyOf(await labelledOf(deps, firmId), namesOf(deps));
  const decided = total.kept + total.notABreach + total.missed;
  return {
    firmId: firmId ?? null,
    total,
    decided,
    enough: decided >= FIRM_FIGURES_MIN_DECISIONS,
    rules,
    learned,
  };
}

/**
 * The firm's own recall estimate for the check report, once it has enough decisions; null before. Any member
 * may read it on their report: it is one figure about the firm's own checker, not about anyone's work.
 */
export async function firmRecall(deps: AppDeps, firmId: string) {
  const { total } = accuracyOf(await labelledOf(deps, firmId), namesOf(deps));
  const decided = total.kept + total.notABreach + total.missed;
  return { decided, recall: decided >= FIRM_FIGURES_MIN_DECISIONS ? total.recall : null };
}

const CONTEXT = 300;

/** The passage around a quote in a text (whitespace collapsed); the quote itself when it is not found. */
export function passageAround(text: string | undefined, quote: string): string {
  if (!text) return quote;
  const flat = text.replace(/\s+/g, ' ');
  const at = flat.toLowerCase().indexOf(quote.replace(/\s+/g, ' ').trim().toLowerCase());
  if (at < 0) return quote;
  return flat.slice(Math.max(0, at - CONTEXT), at + quote.length + CONTEXT).trim();
}

/** The labelled decisions as JSON Lines (text, quote, rule, verdict), for evaluating a classifier. */
export async function exportLabelledDecisions(
  deps: AppDeps,
  user: User,
  query: { firmId?: string },
  ip: string,
): Promise<string> {
  const firmId = scopeOf(user, query.firmId);
  const { db } = deps.database;
  const labelled = await labelledOf(deps, firmId);
  const checkIds = [...new Set(labelled.flatMap((l) => (l.checkId ? [l.checkId] : [])))];
  const documentIds = [...new Set(labelled.map((l) => l.documentId))];
  const [results, texts] = await Promise.all([
    findCheckResults(db, checkIds),
    findCurrentTexts(db, documentIds),
  ]);
  const resultOf = new Map(results.map((r) => [r.id, r.result as StoredResult | null]));
  const textOf = new Map(texts.map((t) => [t.documentId, t.text]));
  const lines = labelled.map((l): LabelledDecision => {
    const result = l.checkId ? resultOf.get(l.checkId) : undefined;
    const evidence =
      l.origin === 'possible'
        ? result?.possible?.find((f) => f.ruleId === possibleKey(l.ruleId))?.evidence
        : result?.findings.find((f) => f.ruleId === l.ruleId)?.evidence;
    const quote = l.quote ?? evidence?.map((e) => e.quote).join(' … ') ?? '';
    return {
      firmId: l.clientId,
      documentId: l.documentId,
      ruleId: l.ruleId,
      origin: l.origin,
      tier: l.origin === 'possible' ? 'possible' : 'finding',
      verdict: l.verdict,
      quote,
      text: passageAround(textOf.get(l.documentId), l.quote ?? evidence?.[0]?.quote ?? ''),
      decidedAt: l.at.toISOString(),
    };
  });
  await recordAudit(db, {
    actorId: user.id,
    actorEmail: user.email,
    action: 'compliance.accuracy_exported',
    targetType: 'firm',
    targetId: firmId ?? 'all',
    details: { lines: lines.length },
    ip,
  });
  return lines.map((l) => JSON.stringify(l)).join('\n') + (lines.length > 0 ? '\n' : '');
}
