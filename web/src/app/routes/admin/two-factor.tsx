import { Page } from '../../../components/layout/page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TwoFactorSettings } from '../../../features/auth/components/two-factor-settings.tsx';

export default function TwoFactorRoute() {
  return (
    <Page title="Two-factor sign-in" width="narrow">
      <Card>
        <TwoFactorSettings />
      </Card>
    </Page>
  );
}
