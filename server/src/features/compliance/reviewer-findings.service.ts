import crypto from 'node:crypto';
import type { User } from '#common/api/auth.ts';
import {
  OTHER_RULE,
  type ComplianceCheck,
  type RaiseFindingInput,
  type RuleList,
} from '#common/api/compliance.ts';
import { locateQuote, type QuotePage } from '#common/text/locate-quote.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { assertFirmRole } from '../firms/firm-access.ts';
import { assertCurrentVersion, assertNotArchived } from '../documents/documents.service.ts';
import { getCheck, getCheckRow } from './compliance.service.ts';
import { findingEvidenceHash } from './evidence-hash.ts';
import { isQuoteInText, reviewerKey } from './reviewer-findings.ts';
import { findCurrentExtraction, insertReviewerFinding } from './reviewer-findings.repository.ts';

/** Every rule of the loaded packs with its title and citation: the reviewer's picker. */
export function listRules(deps: AppDeps): RuleList {
  return {
    items: deps.rulePacks.flatMap((p) =>
      p.rules.map((r) => ({
        id: r.id,
        title: r.title,
        citation: r.citation.provision,
        severity: r.severity,
        packId: p.id,
        packName: p.name,
      })),
    ),
  };
}

function storedPages(pages: unknown): QuotePage[] {
  const stored = (pages ?? []) as { pages?: unknown[] } | unknown[];
  return (Array.isArray(stored) ? stored : (stored.pages ?? [])) as QuotePage[];
}

/**
 * A reviewer raises a finding the checker missed, on the current version's check: the quote must be in that
 * version's text word for word (422 otherwise), and gives the page. Audit-logged in the same transaction.
 */
export async function raiseFinding(
  deps: AppDeps,
  user: User,
  checkId: string,
  input: RaiseFindingInput,
  ip: string,
): Promise<ComplianceCheck> {
  const row = await getCheckRow(deps, user, checkId);
  if (user.role === 'admin')
    throw new AppError(
      'FORBIDDEN',
      "Raising a finding is the firm's own review: a platform admin cannot raise one.",
    );
  assertFirmRole(user, 'reviewer', 'raise findings');
  assertNotArchived(row);
  assertCurrentVersion(
    { currentVersion: row.currentVersion, fileName: row.currentFileName },
    row.check.version,
  );
  if (row.check.status !== 'completed')
    throw new AppError('CONFLICT', 'Wait for the check to complete before raising a finding on it.');
  const rule = input.ruleId === OTHER_RULE ? null : listRules(deps).items.find((r) => r.id === input.ruleId);
  if (rule === undefined) throw new AppError('INVALID_INPUT', `Unknown rule: ${input.ruleId}.`);

  // Stored as one line: a selection across lines of the page carries the line breaks of the text layer.
  const quote = input.quote.replace(/\s+/g, ' ').trim();
  const { db } = deps.database;
  const extraction = await findCurrentExtraction(db, row.check.documentId);
  const location = extraction ? locateQuote(storedPages(extraction.pages), quote) : null;
  if (!extraction || !location || !isQuoteInText(extraction.text, quote))
    throw new AppError(
      'UNPROCESSABLE',
      `The quoted passage is not in version ${row.currentVersion} of ${row.currentFileName}. Select the text on the page or in the text view, so the quote is the document's own words.`,
      { field: 'quote' },
    );

  const id = crypto.randomUUID();
  const evidenceHash = findingEvidenceHash({
    ruleId: reviewerKey(id),
    evidence: [{ page: location.page, quote }],
  });
  await db.transaction(async (tx) => {
    await insertReviewerFinding(tx, {
      id,
      documentId: row.check.documentId,
      clientId: row.check.clientId,
      checkId,
      version: row.currentVersion,
      ruleId: rule?.id ?? null,
      title: rule?.title ?? (input.title || 'Raised by a reviewer'),
      citation: rule?.citation ?? input.citation!,
      severity: input.severity,
      comment: input.comment,
      quote,
      page: location.page,
      evidenceHash,
      raisedBy: user.id,
      raisedByEmail: user.email,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'compliance.finding_raised',
      targetType: 'document',
      targetId: row.check.documentId,
      targetName: row.currentFileName,
      details: {
        checkId,
        findingId: id,
        ruleId: rule?.id ?? OTHER_RULE,
        citation: rule?.citation ?? input.citation,
        severity: input.severity,
        page: location.page,
        quote,
        comment: input.comment,
        version: row.currentVersion,
      },
      ip,
    });
  });
  return getCheck(deps, user, checkId);
}
