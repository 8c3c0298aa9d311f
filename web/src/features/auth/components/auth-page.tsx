import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/page.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** The narrow single-card frame of the sign-in, sign-up and password pages. */
export function AuthPage({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Page title={title} description={description} width="narrow">
      <Card>{children}</Card>
      {footer && <div className="mt-6 space-y-2 text-sm text-slate-700">{footer}</div>}
    </Page>
  );
}
