import { canSeeFirmRow, listScope } from '../firms/firm-access.ts';
import type { AiReview } from '#common/api/ai-review.ts';
import type { User } from '#common/api/auth.ts';
import type {
  Analysis,
  AnalysisFindingItem,
  AnalysisKind,
  AnalysisListItem,
  AnalysisListQuery,
  AnalysisListResponse,
  NotAovReportDetails,
} from '#common/api/analyses.ts';
import { NOT_AOV_REPORT } from '#common/api/analyses.ts';
import { AOV_REPORT_THRESHOLD, scoreAovReport } from '#engine/aov/aov-report-score.ts';
import { toAnalysisView } from '#engine/analysis/analysis-view.ts';
import { analysisKindFor, type DocumentAnalysis } from '#engine/analysis/analyze-document.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { aiReviewSummary } from '../../llm/ai-reviewer.ts';
import { assertNotArchived, getDocument, loadExtractedDocument } from '../documents/documents.service.ts';
import { createAnalysis, findAnalyses, findAnalysisById, type AnalysisRow } from './analyses.repository.ts';
import { runAnalysisJob } from './run-analysis.job.ts';
import { recordModuleAction } from '../../analytics/module-events.ts';

function toListItem(row: AnalysisRow): AnalysisListItem {
  const a = row.analysis;
  const result = a.result as DocumentAnalysis | null;
  // AI-suggested findings count with the engine's, as the analysis screen lists them together
  const added = a.status === 'completed' ? ((a.aiReview as AiReview | null)?.findings ?? []) : [];
  return {
    id: a.id,
    documentId: a.documentId,
    clientId: a.clientId,
    clientEmail: row.clientEmail,
    // The file this analysis assessed, never relabelled with a replacement's name.
    fileName: row.analysis.fileName ?? row.currentFileName,
    outOfDate: row.analysis.sha256 !== null && row.analysis.sha256 !== row.currentSha256,
    version: row.analysis.version,
    documentType: row.documentType,
    kind: (a.kind as AnalysisKind) ?? 'general',
    status: a.status as Analysis['status'],
    error: a.error,
    engineVersion: a.engineVersion,
    createdAt: a.createdAt.toISOString(),
    // the figure every screen shows (engine/measures); analyses stored before it round their own
    ukReadingAge: result
      ? result.measures
        ? result.measures.readingAge
        : Math.round(result.readability.target.ukReadingAge * 10) / 10
      : null,
    findingCount: result ? result.findings.length + added.length : null,
    highFindingCount: result
      ? [...result.findings, ...added].filter((f) => f.severity === 'high').length
      : null,
  };
}

/** The AI review's findings after the engine's, labelled; each names its COLL consideration's citation. */
function aiFindings(review: AiReview): AnalysisFindingItem[] {
  return review.findings.map((f) => ({
    id: f.id,
    source: 'aov',
    severity: f.severity,
    message: f.message,
    page: f.page,
    quote: f.quote,
    citation: f.citation,
    suggestion: f.suggestion,
    origin: 'ai-suggested',
  }));
}

function assertCanSee(user: User, row: AnalysisRow): void {
  if (!canSeeFirmRow(user, row.analysis)) throw new AppError('NOT_FOUND', 'Analysis not found.');
}

async function getRow(deps: AppDeps, user: User, id: string): Promise<AnalysisRow> {
  const row = await findAnalysisById(deps.database.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Analysis not found.');
  assertCanSee(user, row);
  return row;
}

/**
 * Null when the document reads as an AoV report (or has no readable extraction: the job reports that); else
 * how little it looks like one (issue 30, item 7a: a French fund's annual report was analysed as one).
 */
async function notAnAovReport(deps: AppDeps, documentId: string): Promise<NotAovReportDetails | null> {
  const extracted = await loadExtractedDocument(deps, documentId);
  if (!extracted) return null;
  const score = scoreAovReport(extracted);
  if (score.isAovReport) return null;
  return {
    reason: NOT_AOV_REPORT,
    score: score.score,
    threshold: AOV_REPORT_THRESHOLD,
    signals: score.signals,
  };
}

/**
 * Starts an analysis of a document the caller may see. The text must have been extracted first: the
 * analysis reads the stored extraction, so starting earlier would only fail later with less to go on.
 */
export async function startAnalysis(
  deps: AppDeps,
  user: User,
  documentId: string,
  ip: string,
  input: { confirmNotAov: boolean } = { confirmNotAov: false },
): Promise<Analysis> {
  const doc = await getDocument(deps, user, documentId);
  assertNotArchived(doc);
  const extraction = doc.extraction?.status ?? 'pending';
  if (extraction === 'failed')
    throw new AppError(
      'CONFLICT',
      `Text extraction failed for this document${doc.extraction?.error ? ` (${doc.extraction.error})` : ''}. Re-extract or replace the file, then analyse it.`,
    );
  if (extraction !== 'completed')
    throw new AppError(
      'CONFLICT',
      'Text extraction has not finished yet. Wait until the document shows Completed, then analyse it.',
    );
  const kind = analysisKindFor(doc.documentType);
  const notAov = kind === 'aov' ? await notAnAovReport(deps, doc.id) : null;
  if (notAov && !input.confirmNotAov) {
    throw new AppError(
      'UNPROCESSABLE',
      `This document does not look like an Assessment of Value report (${notAov.signals.join('; ')}), so the AoV grid may quote text that is not about value. Check the file and its type, or confirm that it should be analysed anyway.`,
      notAov,
    );
  }
  const created = await deps.database.db.transaction(async (tx) => {
    const analysis = await createAnalysis(tx, {
      documentId: doc.id,
      clientId: doc.clientId,
      kind,
      fileName: doc.fileName,
      sha256: doc.sha256,
      version: doc.currentVersion,
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'analysis.started',
      targetType: 'document',
      targetId: doc.id,
      details: {
        analysisId: analysis.id,
        fileName: doc.fileName,
        // who analysed a document that did not read as an AoV report, having been told so
        ...(notAov ? { confirmedNotAov: true, aovReportScore: notAov.score } : {}),
      },
      ip,
    });
    await recordModuleAction(tx, user.id, 'analysis_started');
    await deps.queue.send(runAnalysisJob, { analysisId: analysis.id, documentId: doc.id }, { tx });
    return analysis;
  });
  deps.queue.wake(runAnalysisJob.name);
  return getAnalysis(deps, user, created.id);
}

export async function getAnalysis(deps: AppDeps, user: User, id: string): Promise<Analysis> {
  const row = await getRow(deps, user, id);
  const { ukReadingAge: _a, findingCount: _f, highFindingCount: _h, ...item } = toListItem(row);
  const completed = row.analysis.status === 'completed';
  const result = completed ? (row.analysis.result as DocumentAnalysis | null) : null;
  const review = completed ? (row.analysis.aiReview as AiReview | null) : null;
  const view = result ? toAnalysisView(result) : null;
  if (view && review) view.findings.push(...aiFindings(review));
  return { ...item, result: view, aiReview: aiReviewSummary(review) };
}

/** The whole stored engine result, for the JSON export: every metric per section and paragraph. */
export async function exportAnalysis(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<{ fileName: string; body: unknown }> {
  const row = await getRow(deps, user, id);
  if (row.analysis.status !== 'completed' || !row.analysis.result)
    throw new AppError('CONFLICT', 'The analysis has not completed yet, so there is nothing to export.');
  const base =
    (row.analysis.fileName ?? row.currentFileName).replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') ||
    'document';
  return {
    fileName: `${base}-analysis.json`,
    body: {
      analysisId: row.analysis.id,
      documentId: row.analysis.documentId,
      fileName: row.analysis.fileName ?? row.currentFileName,
      documentType: row.documentType,
      createdAt: row.analysis.createdAt.toISOString(),
      engineVersion: row.analysis.engineVersion,
      result: row.analysis.result,
      // the AI review (AI_PROVIDER=openai) as stored: its findings, what it dropped, prompt and schema versions
      aiReview: row.analysis.aiReview ?? null,
    },
  };
}

export async function listAnalyses(
  deps: AppDeps,
  user: User,
  query: AnalysisListQuery,
): Promise<AnalysisListResponse> {
  const { items, total } = await findAnalyses(
    deps.database.db,
    {
      clientId: listScope(user),
      documentId: query.documentId,
      status: query.status,
    },
    query,
  );
  return { items: items.map(toListItem), total };
}
