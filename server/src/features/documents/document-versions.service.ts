import type { Readable } from 'node:stream';
import type { User } from '#common/api/auth.ts';
import type {
  CompareVersionsQuery,
  CompareVersionsResponse,
  DocumentVersion,
  DocumentVersionsResponse,
} from '#common/api/documents.ts';
import type { DocumentAnalysis } from '#engine/analysis/analyze-document.ts';
import { redline } from '#engine/compare/redline.ts';
import type { ComplianceResult } from '#engine/rules/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findExtraction, type DocumentRow } from './documents.repository.ts';
import { getDocumentRow } from './documents.service.ts';
import {
  findInterviewsOfVersions,
  findLatestAnalysesOfVersions,
  findLatestChecksOfVersions,
  findVersion,
  findVersions,
  type DocumentVersionRow,
} from './document-versions.repository.ts';
import {
  aovCoverageOf,
  changeOf,
  compareFindings,
  comparePersonaScores,
  readingAgeOf,
  readingAgeTargetOf,
} from './version-comparison.ts';
import { loadDecisions } from '../compliance/compliance.service.ts';

function toVersion(row: DocumentVersionRow, doc: DocumentRow): DocumentVersion {
  return {
    n: row.n,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: Number(row.fileSize),
    sha256: row.sha256,
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedByEmail,
    current: row.n === doc.currentVersion,
  };
}

export async function listVersions(deps: AppDeps, user: User, id: string): Promise<DocumentVersionsResponse> {
  const doc = await getDocumentRow(deps, user, id);
  const rows = await findVersions(deps.database.db, id);
  return { currentVersion: doc.currentVersion, items: rows.map((r) => toVersion(r, doc)) };
}

async function getVersionRow(deps: AppDeps, doc: DocumentRow, n: number): Promise<DocumentVersionRow> {
  const row = await findVersion(deps.database.db, doc.id, n);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      `This document has no version ${n}; its versions are 1 to ${doc.currentVersion}.`,
    );
  return row;
}

/** A version's stored file, for download (kept encrypted like the current one). */
export async function getVersionFile(
  deps: AppDeps,
  user: User,
  id: string,
  n: number,
): Promise<{ version: DocumentVersionRow; stream: Readable }> {
  const doc = await getDocumentRow(deps, user, id);
  const version = await getVersionRow(deps, doc, n);
  return { version, stream: await deps.storage.getStream(version.filePath) };
}

/** The text extracted from a version: kept on its row once superseded, in the extraction while current. */
async function textOf(deps: AppDeps, doc: DocumentRow, version: DocumentVersionRow): Promise<string | null> {
  if (version.n !== doc.currentVersion) return version.extractedText;
  const extraction = await findExtraction(deps.database.db, doc.id);
  return extraction?.status === 'completed' ? extraction.extractedText : null;
}

/**
 * Two versions compared — a redline of their text and the change in reading age, findings, persona scores and
 * AoV coverage — each from what both versions have (ADR 015), the figures being those the checks and analyses
 * printed (issue 30).
 */
export async function compareVersions(
  deps: AppDeps,
  user: User,
  id: string,
  query: CompareVersionsQuery,
): Promise<CompareVersionsResponse> {
  const doc = await getDocumentRow(deps, user, id);
  const [from, to] = [await getVersionRow(deps, doc, query.from), await getVersionRow(deps, doc, query.to)];
  const { db } = deps.database;
  const ns = [from.n, to.n];
  const [fromText, toText, checks, analyses, interviews, decisions] = await Promise.all([
    textOf(deps, doc, from),
    textOf(deps, doc, to),
    findLatestChecksOfVersions(db, id, ns),
    findLatestAnalysesOfVersions(db, id, ns),
    findInterviewsOfVersions(db, id, ns),
    loadDecisions(db, [id]),
  ]);
  const analysisOf = (n: number) => (analyses.get(n)?.result ?? null) as DocumentAnalysis | null;
  const checkOf = (n: number) => (checks.get(n)?.result ?? null) as ComplianceResult | null;
  const [fromCheck, toCheck] = [checkOf(from.n), checkOf(to.n)];
  return {
    documentId: id,
    from: toVersion(from, doc),
    to: toVersion(to, doc),
    redline: fromText === null || toText === null ? null : redline(fromText, toText),
    // the checks' own figures, so Compare prints what each version's check report printed
    readingAge: changeOf(
      readingAgeOf(fromCheck, analysisOf(from.n)),
      readingAgeOf(toCheck, analysisOf(to.n)),
    ),
    readingAgeTarget: readingAgeTargetOf(toCheck, analysisOf(to.n)),
    findings: fromCheck && toCheck ? compareFindings(fromCheck, toCheck, decisions.get(id) ?? []) : null,
    personaScores: comparePersonaScores(interviews, from.n, to.n),
    aovCoverage: aovCoverageFor(analysisOf(from.n), analysisOf(to.n)),
  };
}

function aovCoverageFor(from: DocumentAnalysis | null, to: DocumentAnalysis | null) {
  const [a, b] = [aovCoverageOf(from), aovCoverageOf(to)];
  return a === null || b === null ? null : changeOf(a, b);
}
