import { parseTranscript } from '#common/personas.ts';
import type { PanelInterview } from '#engine/personas/index.ts';
import type { AppDeps } from '../../deps.ts';
import { askedQuestionsOf, simPersonaOf } from './persona-mappers.ts';
import { latestInterviewsOfDocument } from './personas.service.ts';

/**
 * The persona results a document being improved starts from (issue 17): each persona's latest completed
 * interview of it, exactly the interviews Report Effectiveness shows the owner, with the questions they were
 * asked. Empty when nobody has been interviewed: Enhancements then shows no persona scores rather than
 * inventing a panel. For jobs: the caller has checked access to the document.
 */
export async function interviewPanelFor(
  deps: AppDeps,
  doc: { id: string; clientId: string },
): Promise<PanelInterview[]> {
  const rows = await latestInterviewsOfDocument(deps, doc.id, doc.clientId);
  return rows.map((row) => ({
    persona: simPersonaOf(row.persona),
    questions: askedQuestionsOf(row.interview.interviewQuestions),
    transcript: parseTranscript(row.interview.transcript),
  }));
}
