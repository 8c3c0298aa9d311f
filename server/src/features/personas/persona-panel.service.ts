import {
  INTERVIEW_CATEGORIES,
  KNOWLEDGE_LEVELS,
  documentContextOf,
  knowledgeLevelOf,
} from '#common/personas.ts';
import type { SimPersona, SimQuestion } from '#engine/personas/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  findCompletedInterviewsOfDocument,
  findPersonas,
  findPersonasByIds,
  findQuestions,
  type PersonaRow,
} from './personas.repository.ts';
import { simPersonaOf } from './personas.service.ts';

export type PersonaPanel = { personas: SimPersona[]; questions: SimQuestion[] };

const PANEL_SIZE = 5;

/**
 * The readers to predict persona scores with, for a document being improved (issue 8): the personas the
 * client has already interviewed about it (latest first, at most five), or else one persona per knowledge
 * level; asked one question per category in the document's context, as a wizard run without a choice is.
 * For jobs: the caller has checked access to the document.
 */
export async function personaPanelFor(
  deps: AppDeps,
  doc: { id: string; clientId: string; documentType: string; fileName: string },
): Promise<PersonaPanel> {
  const { db } = deps.database;
  const interviewed = await findCompletedInterviewsOfDocument(db, doc.id, doc.clientId);
  const ids = [...new Set(interviewed.map((row) => row.interview.personaId))].slice(0, PANEL_SIZE);
  let rows: PersonaRow[];
  if (ids.length > 0) {
    rows = await findPersonasByIds(db, ids);
  } else {
    const all = await findPersonas(db);
    rows = KNOWLEDGE_LEVELS.map((level) =>
      all.find((p) => knowledgeLevelOf(p.financialKnowledge) === level),
    ).filter((p): p is PersonaRow => p !== undefined);
  }
  const context = documentContextOf(doc.documentType, doc.fileName);
  const candidates = await findQuestions(db, { contexts: context ? [context, 'both'] : undefined });
  const questions = INTERVIEW_CATEGORIES.flatMap((category) => {
    const q = candidates.find((c) => c.category === category);
    return q ? [{ id: q.id, category: q.category, text: q.text }] : [];
  });
  return { personas: rows.map(simPersonaOf), questions };
}
