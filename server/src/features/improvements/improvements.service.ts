import { canSeeFirmRow, listScope } from '../firms/firm-access.ts';
import type { User } from '#common/api/auth.ts';
import {
  STALE_IMPROVEMENT_MESSAGE,
  type DecideSuggestionInput,
  type Improvement,
  type ImprovementListItem,
  type ImprovementListQuery,
  type ImprovementListResponse,
  type SuggestionView,
} from '#common/api/improvements.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import {
  applySuggestions,
  staleSuggestions,
  type Decision,
  type Impact,
  type Suggestion,
} from '#engine/improvements/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import {
  assertCurrentVersion,
  assertNotArchived,
  getDocument,
  loadExtractedDocument,
} from '../documents/documents.service.ts';
import { changeReportHtml } from './change-report.ts';
import { generateImprovementsJob } from './generate-improvements.job.ts';
import { improvedDocx } from './improved-docx.ts';
import { interviewPanelFor } from '../personas/persona-panel.service.ts';
import {
  countSuggestions,
  createImprovement,
  findActiveImprovement,
  findImprovementById,
  findImprovements,
  findSuggestions,
  lockImprovement,
  updateImprovement,
  updateSuggestion,
  type ImprovementRow,
  type SuggestionRow,
} from './improvements.repository.ts';
import { checkDatesOf } from '../documents/document-dates.ts';
import { recordModuleAction } from '../../analytics/module-events.ts';

function base(row: ImprovementRow) {
  const i = row.improvement;
  return {
    id: i.id,
    documentId: i.documentId,
    clientId: i.clientId,
    clientEmail: row.clientEmail,
    fileName: row.fileName,
    documentType: row.documentType,
    version: i.version,
    superseded: i.version !== null && i.version !== row.currentVersion,
    status: i.status as Improvement['status'],
    error: i.error,
    engineVersion: i.engineVersion,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

function toSuggestionView(row: SuggestionRow): SuggestionView {
  const s = row.suggestion as Suggestion;
  return {
    id: s.id,
    type: s.type,
    page: s.page,
    passage: s.passage,
    original: s.original,
    proposed: s.proposed,
    reason: s.reason,
    addresses: s.addresses,
    categories: s.categories,
    // runs stored before migration 0018 carry the old name of the flag
    recommended: s.recommended ?? (s as { defaultAccepted?: boolean }).defaultAccepted ?? false,
    impact: s.impact,
    status: row.status,
    editedText: row.editedText,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const decisionsOf = (rows: SuggestionRow[]): Decision[] =>
  rows.map((r) => ({ id: r.suggestionId, status: r.status, editedText: r.editedText }));

async function getRow(deps: AppDeps, user: User, id: string): Promise<ImprovementRow> {
  const row = await findImprovementById(deps.database.db, id);
  // owners and administrators only; anyone else is told it does not exist
  if (!row || !canSeeFirmRow(user, row.improvement))
    throw new AppError('NOT_FOUND', 'Improvement not found.');
  return row;
}

async function documentOf(deps: AppDeps, row: ImprovementRow): Promise<ExtractedDocument> {
  const doc = await loadExtractedDocument(deps, row.improvement.documentId);
  if (!doc)
    throw new AppError(
      'CONFLICT',
      "The document's extracted text is no longer available (it is being re-extracted). Try again when extraction has finished.",
    );
  return doc;
}

function assertCompleted(row: ImprovementRow): void {
  if (row.improvement.status !== 'completed')
    throw new AppError('CONFLICT', 'The suggestions are not ready yet. Wait until they have been generated.');
}

/**
 * Starts an improvement run for a document the caller may see, of any type, analysed or not: the suggestions
 * come from the document's own text and its checks (issue 30). Never two at once for one version: while a run
 * of the current version is queued or running, that run is returned (`created: false`) instead of another,
 * so reopening the page or pressing Generate twice cannot queue a duplicate.
 */
export async function startImprovement(
  deps: AppDeps,
  user: User,
  documentId: string,
  ip: string,
): Promise<{ improvement: Improvement; created: boolean }> {
  const doc = await getDocument(deps, user, documentId);
  assertNotArchived(doc);
  if (doc.extraction?.status !== 'completed')
    throw new AppError(
      'CONFLICT',
      'Text extraction has not finished yet. Wait until the document shows Completed, then ask for suggestions.',
    );
  const started = await deps.database.db.transaction(async (tx) => {
    const improvement = await createImprovement(tx, {
      documentId: doc.id,
      clientId: doc.clientId,
      version: doc.currentVersion,
      sha256: doc.sha256,
    });
    // the unique index of migration 0037 refused it: another request queued one first (a race, or a reload)
    if (!improvement) {
      const active = await findActiveImprovement(tx, doc.id, doc.currentVersion);
      if (!active)
        throw new AppError('CONFLICT', 'A run of this document was just being started. Reload the page.');
      return { id: active.id, created: false };
    }
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'improvement.started',
      targetType: 'document',
      targetId: doc.id,
      details: { improvementId: improvement.id, fileName: doc.fileName },
      ip,
    });
    await recordModuleAction(tx, user.id, 'suggestions_requested');
    await deps.queue.send(
      generateImprovementsJob,
      { improvementId: improvement.id, documentId: doc.id },
      { tx },
    );
    return { id: improvement.id, created: true };
  });
  if (started.created) deps.queue.wake(generateImprovementsJob.name);
  return { improvement: await getImprovement(deps, user, started.id), created: started.created };
}

/** A run with its suggestions and, once completed, the document beside its revision. */
export async function getImprovement(deps: AppDeps, user: User, id: string): Promise<Improvement> {
  const row = await getRow(deps, user, id);
  return view(deps, row);
}

/**
 * The impact of a set of decisions on the run's document (and, with `rewrite`, whether a reviewer's edit
 * passes the engine's checks), measured on the engine pool: the persona scores come from the document's
 * interviews, read here and scored in the pool thread.
 */
async function measure(
  deps: AppDeps,
  row: ImprovementRow,
  doc: ExtractedDocument,
  rows: SuggestionRow[],
  options: { before?: Impact['before']; rewrite?: { suggestion: Suggestion; text: string } } = {},
) {
  const { documentId, clientId } = row.improvement;
  const panel = await interviewPanelFor(deps, { id: documentId, clientId });
  return deps.engine.run(
    {
      kind: 'impact',
      document: doc,
      documentType: row.documentType,
      panel,
      checkDates: await checkDatesOf(deps, documentId, row.improvement.version),
      suggestions: rows.map((r) => r.suggestion as Suggestion),
      decisions: decisionsOf(rows),
      ...(options.before ? { before: options.before } : {}),
      ...(options.rewrite ? { rewrite: options.rewrite } : {}),
    },
    { tenant: clientId },
  );
}

/** What a decision is measured on: every suggestion's state, so a change by someone else is noticed. */
function decisionState(rows: readonly SuggestionRow[]): string {
  return JSON.stringify(
    rows
      .map((r) => [r.suggestionId, r.status, r.editedText])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
}

/** A decision is measured again at most this often when other decisions keep landing in between. */
const DECISION_ATTEMPTS = 3;

class DecisionsMoved extends Error {}

/**
 * A completed run's impact. Migration 0018 cleared it on runs where the engine had accepted suggestions on
 * its own beside a person's decisions: it is measured again, from the person's decisions only, and kept.
 */
async function impactOfRun(
  deps: AppDeps,
  row: ImprovementRow,
  doc: ExtractedDocument | null,
  rows: SuggestionRow[],
): Promise<Impact | null> {
  const stored = (row.improvement.impact as Impact | null) ?? null;
  if (stored || !doc) return stored;
  const { impact } = await measure(deps, row, doc, rows);
  await updateImprovement(deps.database.db, row.improvement.id, { impact });
  return impact;
}

async function view(deps: AppDeps, row: ImprovementRow): Promise<Improvement> {
  const rows = await findSuggestions(deps.database.db, row.improvement.id);
  const completed = row.improvement.status === 'completed';
  const doc = completed ? await loadExtractedDocument(deps, row.improvement.documentId) : null;
  const suggestions = rows.map((r) => r.suggestion as Suggestion);
  const stale = doc ? staleSuggestions(doc, suggestions).length > 0 : false;
  const revision = doc && !stale ? applySuggestions(doc, suggestions, decisionsOf(rows)) : null;
  return {
    ...base(row),
    impact: completed ? await impactOfRun(deps, row, stale ? null : doc, rows) : null,
    impactAll: completed ? ((row.improvement.impactAll as Impact | null) ?? null) : null,
    unfixedFindings: completed
      ? ((row.improvement.unfixedFindings as Improvement['unfixedFindings'] | null) ?? [])
      : [],
    suggestions: rows.map(toSuggestionView),
    comparison: revision?.pages ?? null,
    conflicts: revision?.conflicts ?? [],
    stale,
  };
}

/** The extracted document the run's suggestions were made on; refuses when it has changed since. */
async function currentDocument(
  deps: AppDeps,
  row: ImprovementRow,
  suggestions: Suggestion[],
): Promise<ExtractedDocument> {
  const doc = await documentOf(deps, row);
  if (staleSuggestions(doc, suggestions).length > 0)
    throw new AppError('CONFLICT', STALE_IMPROVEMENT_MESSAGE);
  return doc;
}

export async function listImprovements(
  deps: AppDeps,
  user: User,
  query: ImprovementListQuery,
): Promise<ImprovementListResponse> {
  const { items, total } = await findImprovements(
    deps.database.db,
    { clientId: listScope(user), documentId: query.documentId },
    query,
  );
  const counts = await countSuggestions(
    deps.database.db,
    items.map((r) => r.improvement.id),
  );
  const countOf = (id: string, status?: string) =>
    counts
      .filter((c) => c.improvementId === id && (status === undefined || c.status === status))
      .reduce((n, c) => n + c.n, 0);
  return {
    items: items.map((row): ImprovementListItem => {
      const impact = row.improvement.impact as Impact | null;
      const id = row.improvement.id;
      return {
        ...base(row),
        suggestionCount: countOf(id),
        acceptedCount: countOf(id, 'accepted'),
        rejectedCount: countOf(id, 'rejected'),
        readingAgeBefore: impact?.before.ukReadingAge ?? null,
        readingAgeAfter: impact?.after.ukReadingAge ?? null,
        findingsBefore: impact?.before.ruleFindings ?? null,
        findingsAfter: impact?.after.ruleFindings ?? null,
      };
    }),
    total,
  };
}

/**
 * Accept, reject or edit one suggestion (audit-logged with before and after). An edit is checked by the
 * same engine as the generated text: applied alone it must not make a rule fail. The impact of the accepted
 * set is measured again so the screen shows what the reviewer's choices would do.
 */
export async function decideSuggestion(
  deps: AppDeps,
  user: User,
  id: string,
  suggestionId: string,
  input: DecideSuggestionInput,
  ip: string,
): Promise<Improvement> {
  const row = await getRow(deps, user, id);
  assertCompleted(row);
  assertNotArchived(row);
  // suggestions made for an earlier version would be applied to text the document no longer has
  assertCurrentVersion(row, row.improvement.version);
  const rows = await findSuggestions(deps.database.db, id);
  const current = rows.find((r) => r.suggestionId === suggestionId);
  if (!current) throw new AppError('NOT_FOUND', 'This improvement has no such suggestion.');
  const suggestion = current.suggestion as Suggestion;
  const doc = await currentDocument(
    deps,
    row,
    rows.map((r) => r.suggestion as Suggestion),
  );
  const stored = row.improvement.impact as Impact | null;
  const editedText =
    input.status === 'accepted' && input.editedText != null && input.editedText !== suggestion.proposed
      ? input.editedText
      : null;
  // The engine measures outside the transaction (on the pool): a transaction holds PGlite's one connection,
  // and a row lock, for as long as it is open. The decision is then written only if no other decision landed
  // on the run in between; if one did, it is measured again on the rows as they are now.
  let seen = rows;
  for (let attempt = 1; ; attempt++) {
    const next = seen.map((r) =>
      r.suggestionId === suggestionId ? { ...r, status: input.status, editedText } : r,
    );
    const measured = await measure(deps, row, doc, next, {
      before: stored?.before,
      ...(editedText !== null ? { rewrite: { suggestion, text: editedText } } : {}),
    });
    if (measured.rewrite && !measured.rewrite.ok)
      throw new AppError('INVALID_INPUT', measured.rewrite.problems.join(' '));
    try {
      await deps.database.db.transaction(async (tx) => {
        // decisions on one run are serialised, and the impact written is the one measured on the rows as they
        // are now, so two reviewers deciding at once cannot leave an impact that misses one of their decisions
        await lockImprovement(tx, id);
        // a replacement file may have moved the document on while the engine measured
        const locked = await findImprovementById(tx, id);
        if (locked) assertCurrentVersion(locked, row.improvement.version);
        const fresh = await findSuggestions(tx, id);
        if (decisionState(fresh) !== decisionState(seen)) {
          seen = fresh;
          throw new DecisionsMoved();
        }
        const before = fresh.find((r) => r.suggestionId === suggestionId) ?? current;
        await updateSuggestion(tx, id, suggestionId, {
          status: input.status,
          editedText,
          decidedBy: user.id,
        });
        await updateImprovement(tx, id, { impact: measured.impact });
        await recordAudit(tx, {
          actorId: user.id,
          actorEmail: user.email,
          action: 'improvement.suggestion_decided',
          targetType: 'document',
          targetId: row.improvement.documentId,
          targetName: row.fileName,
          details: {
            improvementId: id,
            suggestionId,
            type: suggestion.type,
            before: { status: before.status, editedText: before.editedText },
            after: { status: input.status, editedText },
          },
          ip,
        });
        await recordModuleAction(tx, user.id, 'suggestion_decided');
      });
      break;
    } catch (error) {
      if (!(error instanceof DecisionsMoved)) throw error;
      if (attempt >= DECISION_ATTEMPTS)
        throw new AppError(
          'CONFLICT',
          'Other decisions on these suggestions were being saved at the same time. Reload and decide again.',
        );
    }
  }
  return getImprovement(deps, user, id);
}

function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') || 'document';
}

/** The revised document (accepted suggestions, with the reviewer's edits) as DOCX. */
export async function exportImprovedDocx(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<{ fileName: string; body: Buffer }> {
  const row = await getRow(deps, user, id);
  assertCompleted(row);
  const rows = await findSuggestions(deps.database.db, id);
  const suggestions = rows.map((r) => r.suggestion as Suggestion);
  const doc = await currentDocument(deps, row, suggestions);
  const revised = applySuggestions(doc, suggestions, decisionsOf(rows));
  const name = baseName(row.fileName);
  return {
    fileName: `${name}-improved.docx`,
    body: await improvedDocx(revised.document, `${row.fileName} (improved)`),
  };
}

/** The change report: what changed and why, as printable HTML. */
export async function changeReport(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<{ fileName: string; html: string }> {
  const row = await getRow(deps, user, id);
  assertCompleted(row);
  const improvement = await view(deps, row);
  if (improvement.stale) throw new AppError('CONFLICT', STALE_IMPROVEMENT_MESSAGE);
  return { fileName: `${baseName(row.fileName)}-changes.html`, html: changeReportHtml(improvement) };
}
