import { useId } from 'react';
import type { Role } from '#common/api/auth.ts';
import { Page } from '../../../components/layout/page.tsx';
import { personaPaths } from '../lib/persona-paths.ts';
import { usePersonaWizard } from './use-persona-wizard.ts';
import { useStepFocus } from './use-step-focus.ts';
import { WizardHeader } from './wizard-header.tsx';
import { WizardRunStep } from './wizard-run-step.tsx';
import { WizardSetupStep } from './wizard-setup-step.tsx';

export { AUTO_OPEN_REPORT_MS } from './use-auto-open-report.ts';

/**
 * The Persona Interview System wizard (spec §2.8, §4, §5): choose up to five personas, a document and the
 * questions, start one interview per persona, then follow them until every one has completed or failed.
 */
export function PersonaWizard({ role }: { role: Role }) {
  const links = personaPaths(role);
  const headingId = useId();
  const wizard = usePersonaWizard(role);
  const headingRef = useStepFocus(`${wizard.step}/${wizard.substep}`);

  return (
    <Page
      title="Persona Interview System"
      description={
        <p>Ask simulated investors about a document to see how well each kind of reader understands it.</p>
      }
    >
      <WizardHeader step={wizard.step} reachable={wizard.reachable} onStep={(next) => wizard.goTo(next)} />
      {wizard.step === 'setup' ? (
        <WizardSetupStep wizard={wizard} headingId={headingId} headingRef={headingRef} />
      ) : (
        <WizardRunStep wizard={wizard} headingId={headingId} headingRef={headingRef} links={links} />
      )}
    </Page>
  );
}
