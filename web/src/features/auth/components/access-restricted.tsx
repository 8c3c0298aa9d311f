import { Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MODULE_DISPLAY_NAMES, type ModuleName } from '#common/modules.ts';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Spec §2.4: names the module, points to the administrator, and offers a way back. */
export function AccessRestricted({
  module,
  dashboardPath = paths.client.dashboard,
}: {
  module: ModuleName;
  dashboardPath?: string;
}) {
  const navigate = useNavigate();
  return (
    <Page title="Access Restricted" width="default">
      <div className="flex gap-4 rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <Lock className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden="true" />
        <div className="space-y-2">
          <p>
            You do not have access to <strong>{MODULE_DISPLAY_NAMES[module]}</strong>.
          </p>
          <p>Please contact your administrator to request access to this module.</p>
        </div>
      </div>
      <Button className="mt-6" onClick={() => void navigate(dashboardPath)}>
        Return to Dashboard
      </Button>
    </Page>
  );
}
