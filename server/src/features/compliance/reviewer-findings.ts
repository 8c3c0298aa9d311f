import { normalizeForSearch } from '#common/text/normalise-for-search.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { StoredFinding } from './finding-decisions.ts';
import {
  findCurrentExtraction,
  findReviewerFindings,
  findVersionText,
  type ReviewerFindingRow,
} from './reviewer-findings.repository.ts';

// Findings reviewers raise (issue 26 item 2, ADR 021) shown beside the engine's: same shape, same decisions and
// comments (keyed by "reviewer:<id>"), labelled with their author and time.

export const REVIEWER_KEY_PREFIX = 'reviewer:';
export const reviewerKey = (id: string) => `${REVIEWER_KEY_PREFIX}${id}`;

/** Whitespace, case and typography aside, the quote is in the text word for word. */
export function isQuoteInText(text: string, quote: string): boolean {
  const needle = normalizeForSearch(quote).text.replace(/\s+/g, ' ').trim();
  if (!needle) return false;
  return normalizeForSearch(text).text.replace(/\s+/g, ' ').includes(needle);
}

export function toStoredFinding(row: ReviewerFindingRow): StoredFinding {
  return {
    ruleId: reviewerKey(row.id),
    ruleVersion: `raised on version ${row.version}`,
    title: row.title,
    citation: row.citation,
    severity: row.severity,
    message: row.comment,
    evidence: [{ page: row.page, quote: row.quote }],
    occurrences: 1,
    suggestion: '',
    origin: 'reviewer',
    ...(row.ruleId ? { relatesTo: row.ruleId } : {}),
    evidenceHash: row.evidenceHash,
    raisedBy: row.raisedByEmail,
    raisedByName: row.raisedByName ?? null,
    raisedAt: row.raisedAt.toISOString(),
  };
}

/**
 * The reviewer findings a check of `version` shows: those raised on that version, and those raised on an
 * earlier one whose quote is still in this version's text word for word (its evidence unchanged, so its hash
 * and the decisions made on it carry too). A finding whose passage was reworded stays with its old version.
 */
export async function reviewerFindingsFor(
  db: DbOrTx,
  check: { documentId: string; version: number | null },
  currentVersion: number,
): Promise<StoredFinding[]> {
  if (check.version === null) return [];
  const rows = await findReviewerFindings(db, check.documentId, check.version);
  if (rows.length === 0) return [];
  let text: string | null | undefined;
  const kept: ReviewerFindingRow[] = [];
  for (const row of rows) {
    if (row.version !== check.version) {
      text ??=
        check.version === currentVersion
          ? ((await findCurrentExtraction(db, check.documentId))?.text ?? null)
          : await findVersionText(db, check.documentId, check.version);
      if (text === null || !isQuoteInText(text, row.quote)) continue;
    }
    kept.push(row);
  }
  return kept.map(toStoredFinding);
}
