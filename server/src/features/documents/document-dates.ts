// A document version's "as at" date and how long it stays current (issue 30 item 3): read with the engine's
// one reader (engine/funds/as-at-date.ts) and the packs' staleness rules, so the date shown, the date the
// check measures and the "goes stale" list agree.
import type { ExtractedDocument } from '#engine/document-model.ts';
import { readAsAtDate } from '#engine/funds/index.ts';
import { documentAgeLimit, type DocumentType } from '#engine/rules/index.ts';
import { DOCUMENT_TYPES } from '#common/api/documents.ts';
import type { RulePack } from '#engine/rules/index.ts';
import type { AppDeps } from '../../deps.ts';
import { todayOf } from '../reviews/review-dates.ts';
import { findVersion } from './document-versions.repository.ts';

const asDocumentType = (type: string): DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as DocumentType) : 'other';

/** Months the document stays current as this type (recognised from its headings too, as the check does). */
export function staleAfterMonthsOf(
  document: ExtractedDocument,
  documentType: string,
  packs: readonly RulePack[],
): number | null {
  return (
    documentAgeLimit(document, packs, { documentType: asDocumentType(documentType), inferDocumentType: true })
      ?.maxMonths ?? null
  );
}

/** The date read from the content (YYYY-MM-DD) and the months it stays current. */
export function readVersionDates(
  document: ExtractedDocument,
  documentType: string,
  packs: readonly RulePack[],
): { asAtDate: string | null; staleAfterMonths: number | null } {
  const read = readAsAtDate(document);
  return {
    asAtDate: typeof read?.normalized === 'string' ? read.normalized : null,
    staleAfterMonths: staleAfterMonthsOf(document, documentType, packs),
  };
}

/** The stored "as at" date of a document's version (read or corrected), for a check to measure; null if none. */
export async function versionAsAtDate(deps: AppDeps, documentId: string, n: number): Promise<string | null> {
  return (await findVersion(deps.database.db, documentId, n))?.asAtDate ?? null;
}

/**
 * The dates a check of a version is run with: today (the firm's day) and the version's "as at" date. The
 * Compliance check and the Enhancements measures take them from here, so both count the same findings.
 */
export async function checkDatesOf(
  deps: AppDeps,
  documentId: string,
  /** null for rows made before versions were recorded: checked without an "as at" date then. */
  version: number | null,
): Promise<{ checkDate: string; documentDate?: string }> {
  const documentDate = version === null ? null : await versionAsAtDate(deps, documentId, version);
  return { checkDate: todayOf(deps), ...(documentDate ? { documentDate } : {}) };
}
