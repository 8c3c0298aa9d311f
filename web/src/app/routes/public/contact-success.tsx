import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';

export default function ContactSuccessRoute() {
  return (
    <Page title="Thank you for contacting us" width="default">
      <div className="flex gap-4 rounded-lg border border-green-300 bg-green-50 p-6 text-green-950">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
        <div className="space-y-2">
          <p>Your message has been sent.</p>
          <p>We will reply by e-mail as soon as we can.</p>
        </div>
      </div>
      <Link to={paths.home} className={buttonClassName({ variant: 'secondary', className: 'mt-6' })}>
        Return to the home page
      </Link>
    </Page>
  );
}
