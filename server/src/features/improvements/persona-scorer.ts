import type { ExtractedDocument } from '#engine/document-model.ts';
import type { PersonaScorer } from '#engine/improvements/index.ts';
import { interviewPanelScorer } from '#engine/personas/index.ts';
import type { AppDeps } from '../../deps.ts';
import { interviewPanelFor } from '../personas/persona-panel.service.ts';

/**
 * The improvements engine's persona scorer: on the document as it is, the category averages Report
 * Effectiveness shows for its interviews; on a revision, those results moved by what the simulator predicts
 * for the same personas and questions. Undefined when nobody has been interviewed about the document.
 */
export async function personaScorerFor(
  deps: AppDeps,
  doc: { id: string; clientId: string },
  original: ExtractedDocument,
): Promise<PersonaScorer | undefined> {
  const panel = await interviewPanelFor(deps, doc);
  if (panel.length === 0) return undefined;
  return interviewPanelScorer(original, panel);
}
