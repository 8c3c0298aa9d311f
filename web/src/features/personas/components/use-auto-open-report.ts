import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { personaPaths } from '../lib/persona-paths.ts';
import type { WizardStep } from '../lib/wizard.ts';

/** How long the finished run stays on screen before Report Effectiveness opens. */
export const AUTO_OPEN_REPORT_MS = 4000;

/**
 * Spec §4: when every interview has finished, the wizard goes on to Report Effectiveness (multi-interview
 * focus). It says so first and waits a moment, so the outcome can be read, and Stay here cancels it
 * (WCAG 2.2.1); it does not go when nothing completed, as the report would be empty.
 */
export function useAutoOpenReport({
  role,
  step,
  documentId,
  interviews,
}: {
  role: Role;
  step: WizardStep;
  documentId: string | null;
  interviews: { items: { status: string; personaId: string }[] } | undefined;
}) {
  // Stay here: the user chose to keep the finished run on screen instead of opening the report.
  const [stay, setStay] = useState(false);
  const navigate = useNavigate();
  const anyCompleted = interviews?.items.some((item) => item.status === 'completed') ?? false;

  const completedPersonaIds = (interviews?.items ?? [])
    .filter((item) => item.status === 'completed')
    .map((item) => item.personaId)
    .join(',');
  const openReport = useCallback(() => {
    if (!documentId) return;
    void navigate(personaPaths(role).reportFor(documentId), {
      state: {
        focusMode: 'multi-interview',
        documentId,
        personaIds: completedPersonaIds.split(',').filter(Boolean),
      },
    });
  }, [navigate, role, documentId, completedPersonaIds]);

  const autoOpen = step === 'results' && anyCompleted && !stay;
  useEffect(() => {
    if (!autoOpen) return;
    const timer = setTimeout(openReport, AUTO_OPEN_REPORT_MS);
    return () => clearTimeout(timer);
  }, [autoOpen, openReport]);

  return { anyCompleted, autoOpen, openReport, setStay };
}
