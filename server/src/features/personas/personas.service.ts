import { canSeeFirmRow, listScope } from '../firms/firm-access.ts';
import type { User } from '#common/api/auth.ts';
import {
  CATEGORY_LABELS,
  documentContextOf,
  INTERVIEW_CATEGORIES,
  KNOWLEDGE_LEVELS,
  groupMean,
  parseTranscript,
  scoreInterview,
  type AskedQuestion,
  type CreateInterviewsInput,
  type CreateInterviewsResponse,
  type CreatePersonaInput,
  type CreateQuestionInput,
  type Interview,
  type InterviewCategory,
  type InterviewListQuery,
  type InterviewListResponse,
  type InterviewQuestion,
  type Persona,
  type PersonaListQuery,
  type QuestionListQuery,
  type ReportEffectiveness,
  type UpdatePersonaInput,
  type UpdateQuestionInput,
} from '#common/api/personas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { assertNotArchived, getDocumentRow } from '../documents/documents.service.ts';
import {
  findCompletedInterviewsOfDocument,
  findInterviewById,
  findInterviews,
  findPersonaById,
  findPersonas,
  findPersonasByIds,
  findQuestionById,
  findQuestions,
  insertInterviews,
  insertPersona,
  insertQuestion,
  updatePersonaRow,
  updateQuestionRow,
  type InterviewJoinRow,
  type QuestionRow,
} from './personas.repository.ts';
import { runPersonaInterviewJob } from './run-persona-interview.job.ts';
import { recordModuleAction } from '../../analytics/module-events.ts';

import {
  interviewPersona,
  storedSpeechStyle,
  toInterview,
  toPersona,
  toQuestion,
  toSummary,
} from './persona-mappers.ts';

// ----------------------------------------------------------------------------------------- personas

export async function listPersonas(deps: AppDeps, query: PersonaListQuery): Promise<{ items: Persona[] }> {
  const items = (await findPersonas(deps.database.db))
    .map(toPersona)
    .filter(
      (p) =>
        (!query.knowledgeLevel || p.knowledgeLevel === query.knowledgeLevel) &&
        (!query.vulnerability || String(p.vulnerability) === query.vulnerability),
    );
  return { items };
}

export async function getPersona(deps: AppDeps, id: string): Promise<Persona> {
  const row = await findPersonaById(deps.database.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Persona not found.');
  return toPersona(row);
}

function personaValues(input: Partial<CreatePersonaInput>) {
  const { speechStyle, ...rest } = input;
  return { ...rest, ...(speechStyle ? { speechStyle: storedSpeechStyle(speechStyle) } : {}) };
}

export async function createPersona(
  deps: AppDeps,
  user: User,
  input: CreatePersonaInput,
  ip: string,
): Promise<Persona> {
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await insertPersona(tx, personaValues(input) as Parameters<typeof insertPersona>[1]);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'personas.persona_created',
      targetType: 'persona',
      targetId: created.id,
      details: { name: created.name },
      ip,
    });
    return created;
  });
  return toPersona(row);
}

export async function updatePersona(
  deps: AppDeps,
  user: User,
  id: string,
  input: UpdatePersonaInput,
  ip: string,
): Promise<Persona> {
  const before = await getPersona(deps, id);
  await deps.database.db.transaction(async (tx) => {
    await updatePersonaRow(tx, id, personaValues(input));
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'personas.persona_updated',
      targetType: 'persona',
      targetId: id,
      details: { name: before.name, fields: Object.keys(input) },
      ip,
    });
  });
  return getPersona(deps, id);
}

// ------------------------------------------------------------------------------- interview questions

export async function listQuestions(
  deps: AppDeps,
  query: QuestionListQuery,
): Promise<{ items: InterviewQuestion[] }> {
  const contexts =
    query.context && query.context !== 'both'
      ? [query.context, 'both']
      : query.context
        ? ['both']
        : undefined;
  const rows = await findQuestions(deps.database.db, { contexts, category: query.category });
  return { items: rows.map(toQuestion) };
}

export async function createQuestion(
  deps: AppDeps,
  user: User,
  input: CreateQuestionInput,
  ip: string,
): Promise<InterviewQuestion> {
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await insertQuestion(tx, { ...input, createdBy: user.id });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'personas.question_created',
      targetType: 'interview_question',
      targetId: created.id,
      details: { category: created.category, context: created.context },
      ip,
    });
    return created;
  });
  return toQuestion(row);
}

export async function updateQuestion(
  deps: AppDeps,
  user: User,
  id: string,
  input: UpdateQuestionInput,
  ip: string,
): Promise<InterviewQuestion> {
  if (!(await findQuestionById(deps.database.db, id))) throw new AppError('NOT_FOUND', 'Question not found.');
  await deps.database.db.transaction(async (tx) => {
    await updateQuestionRow(tx, id, input);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'personas.question_updated',
      targetType: 'interview_question',
      targetId: id,
      details: { fields: Object.keys(input) },
      ip,
    });
  });
  return toQuestion((await findQuestionById(deps.database.db, id))!);
}

// ---------------------------------------------------------------------------------------- interviews

const categoryRank = (c: InterviewCategory) => INTERVIEW_CATEGORIES.indexOf(c);

/**
 * Starts one interview per persona about a document the caller may see (spec §7.5: one row each, pending),
 * and one job each, all in one transaction. The interviews belong to the document's owner, so a client sees
 * interviews an administrator ran on their document.
 */
export async function createInterviews(
  deps: AppDeps,
  user: User,
  input: CreateInterviewsInput,
  ip: string,
): Promise<CreateInterviewsResponse> {
  const doc = await getDocumentRow(deps, user, input.documentId);
  assertNotArchived(doc);
  const { db } = deps.database;
  const personaRows = await findPersonasByIds(db, input.personaIds);
  const missing = input.personaIds.filter((id) => !personaRows.some((p) => p.id === id));
  if (missing.length > 0)
    throw new AppError('INVALID_INPUT', 'One or more personas no longer exist.', { missing });

  let questions: QuestionRow[];
  if (input.questionIds && input.questionIds.length > 0) {
    questions = await findQuestions(db, { ids: input.questionIds });
    if (questions.length !== new Set(input.questionIds).size)
      throw new AppError('INVALID_INPUT', 'One or more questions no longer exist.');
  } else {
    // Spec §5: with none chosen, one question per category, matching the document's context.
    const context = documentContextOf(doc.documentType, doc.fileName);
    const candidates = await findQuestions(db, { contexts: context ? [context, 'both'] : undefined });
    questions = INTERVIEW_CATEGORIES.map((c) => candidates.find((q) => q.category === c)).filter(
      (q): q is QuestionRow => q !== undefined,
    );
    if (questions.length === 0)
      throw new AppError(
        'INVALID_INPUT',
        `No questions found for ${context ?? 'any'} documents. Please check the database configuration.`,
      );
  }
  const asked: AskedQuestion[] = [...questions]
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category))
    .map((q) => ({ id: q.id, category: q.category, text: q.text }));

  const byId = new Map(personaRows.map((p) => [p.id, p]));
  const created = await db.transaction(async (tx) => {
    const rows = await insertInterviews(
      tx,
      input.personaIds.map((personaId) => ({
        clientId: doc.clientId,
        personaId,
        documentId: doc.id,
        interviewQuestions: asked,
        status: 'pending',
        version: doc.currentVersion,
        sha256: doc.sha256,
      })),
    );
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'personas.interviews_started',
      targetType: 'document',
      targetId: doc.id,
      targetName: doc.fileName,
      details: {
        interviewIds: rows.map((r) => r.id),
        personaCount: rows.length,
        questionCount: asked.length,
      },
      ip,
    });
    await recordModuleAction(tx, user.id, 'interview_started', rows.length);
    for (const row of rows)
      await deps.queue.send(runPersonaInterviewJob, { interviewId: row.id }, { tx, singletonKey: row.id });
    return rows;
  });
  deps.queue.wake(runPersonaInterviewJob.name);
  return {
    items: created.map((interview) =>
      toSummary({
        interview,
        persona: byId.get(interview.personaId)!,
        fileName: doc.fileName,
        documentType: doc.documentType,
        currentVersion: doc.currentVersion,
      }),
    ),
  };
}

export async function getInterview(deps: AppDeps, user: User, id: string): Promise<Interview> {
  const row = await findInterviewById(deps.database.db, id);
  if (!row || !canSeeFirmRow(user, row.interview)) throw new AppError('NOT_FOUND', 'Interview not found');
  return toInterview(row);
}

export async function listInterviews(
  deps: AppDeps,
  user: User,
  query: InterviewListQuery,
): Promise<InterviewListResponse> {
  // The wizard polls by ids; an empty list asks for nothing rather than for everything.
  if (query.ids && query.ids.length === 0) return { items: [], total: 0 };
  const { items, total } = await findInterviews(
    deps.database.db,
    {
      clientId: listScope(user),
      ids: query.ids,
      documentId: query.documentId,
      personaId: query.personaId,
      status: query.status,
    },
    query,
  );
  return { items: items.map(toSummary), total };
}

// ------------------------------------------------------------------------------ report effectiveness

/**
 * Each persona's latest completed interview of a document: the results Report Effectiveness shows and
 * Enhancements starts from (the caller has checked access; clientId narrows to one client's interviews).
 */
export async function latestInterviewsOfDocument(
  deps: AppDeps,
  documentId: string,
  clientId: string | undefined,
): Promise<InterviewJoinRow[]> {
  const rows = await findCompletedInterviewsOfDocument(deps.database.db, documentId, clientId);
  const latest = new Map<string, InterviewJoinRow>();
  for (const row of rows) if (!latest.has(row.interview.personaId)) latest.set(row.interview.personaId, row);
  return [...latest.values()];
}

/**
 * Report Effectiveness (spec §2.10, §5): per persona, the category scores of its latest completed
 * interview of the document; per category and per knowledge level, the mean of the persona scores.
 */
export async function getReportEffectiveness(
  deps: AppDeps,
  user: User,
  documentId: string,
  personaIds: string[] | undefined,
): Promise<ReportEffectiveness> {
  const doc = await getDocumentRow(deps, user, documentId);
  const latest = new Map(
    (await latestInterviewsOfDocument(deps, doc.id, listScope(user))).map((row) => [
      row.interview.personaId,
      row,
    ]),
  );
  const available = [...latest.values()]
    .map((r) => interviewPersona(r.persona))
    .sort((a, b) => a.name.localeCompare(b.name));
  const chosen = available.filter((p) => !personaIds || personaIds.includes(p.id));

  const personas = chosen.map((persona) => {
    const row = latest.get(persona.id)!;
    const scores = scoreInterview(parseTranscript(row.interview.transcript));
    return {
      persona,
      interviewId: row.interview.id,
      completedAt: row.interview.completedAt?.toISOString() ?? null,
      scores: scores.categories,
      average: scores.overall,
    };
  });

  const averagesOf = (group: typeof personas) =>
    Object.fromEntries(
      INTERVIEW_CATEGORIES.map((c) => [c, groupMean(group.map((p) => p.scores[c].score))]),
    ) as Record<InterviewCategory, number | null>;

  return {
    documentId: doc.id,
    fileName: doc.fileName,
    documentType: doc.documentType,
    categories: INTERVIEW_CATEGORIES.map((key) => ({ key, label: CATEGORY_LABELS[key] })),
    availablePersonas: available,
    personas,
    categoryAverages: averagesOf(personas),
    overallAverage: groupMean(personas.map((p) => p.average)),
    groups: KNOWLEDGE_LEVELS.map((level) => {
      const group = personas.filter((p) => p.persona.knowledgeLevel === level);
      return {
        level,
        personaCount: group.length,
        scores: averagesOf(group),
        average: groupMean(group.map((p) => p.average)),
      };
    }).filter((g) => g.personaCount > 0),
  };
}
