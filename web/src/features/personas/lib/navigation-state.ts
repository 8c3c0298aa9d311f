/**
 * Navigation state the persona screens hand each other (spec §2.8-2.10). History state can be anything
 * (an old entry, a hand-edited URL), so every reader checks its shape and falls back to nothing.
 */
export type FocusMode = 'single-interview' | 'multi-interview';

export type ReportFocus =
  | { focusMode: 'single-interview'; documentId: string; personaId: string }
  | { focusMode: 'multi-interview'; documentId: string; personaIds: string[] };

export type ResultsState = {
  fromReportEffectiveness: true;
  documentId: string;
  personaId: string;
  focusMode?: FocusMode;
};

function record(state: unknown): Record<string, unknown> | null {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The wizard's preselected persona, sent by the persona browser. */
export function readSelectedPersonaId(state: unknown): string | null {
  const value = record(state)?.selectedPersonaId;
  return isString(value) ? value : null;
}

/** The Report Effectiveness focus: one interview, or the interviews the wizard just ran. */
export function readReportFocus(state: unknown): ReportFocus | null {
  const value = record(state);
  if (!value || !isString(value.documentId)) return null;
  if (value.focusMode === 'single-interview' && isString(value.personaId))
    return { focusMode: 'single-interview', documentId: value.documentId, personaId: value.personaId };
  if (value.focusMode === 'multi-interview' && Array.isArray(value.personaIds)) {
    const personaIds = value.personaIds.filter(isString);
    if (personaIds.length > 0)
      return { focusMode: 'multi-interview', documentId: value.documentId, personaIds };
  }
  return null;
}

/** The persona ids a focus selects. */
export function focusPersonaIds(focus: ReportFocus): string[] {
  return focus.focusMode === 'single-interview' ? [focus.personaId] : focus.personaIds;
}

/** Where a transcript was opened from, so it can offer the way back to the report. */
export function readResultsState(state: unknown): ResultsState | null {
  const value = record(state);
  if (!value || value.fromReportEffectiveness !== true) return null;
  if (!isString(value.documentId) || !isString(value.personaId)) return null;
  const focusMode =
    value.focusMode === 'single-interview' || value.focusMode === 'multi-interview'
      ? value.focusMode
      : undefined;
  return {
    fromReportEffectiveness: true,
    documentId: value.documentId,
    personaId: value.personaId,
    focusMode,
  };
}
