import type { PersonaScorer } from '#engine/improvements/index.ts';
import { panelScores } from '#engine/personas/index.ts';
import type { AppDeps } from '../../deps.ts';
import { personaPanelFor } from '../personas/persona-panel.service.ts';

/**
 * The persona simulator as the improvements engine's scorer: the panel for this document (the personas
 * already interviewed about it, or one per knowledge level) scored per category on any revision, so each
 * suggestion shows its predicted effect on persona scores. Undefined when there is nobody to ask.
 */
export async function personaScorerFor(
  deps: AppDeps,
  doc: { id: string; clientId: string; documentType: string; fileName: string },
): Promise<PersonaScorer | undefined> {
  const panel = await personaPanelFor(deps, doc);
  if (panel.personas.length === 0 || panel.questions.length === 0) return undefined;
  return (document) => panelScores(document, panel.personas, panel.questions);
}
