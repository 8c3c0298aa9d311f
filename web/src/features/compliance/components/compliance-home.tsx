import { BarChart3, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { Page } from '../../../components/layout/page.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { DocumentList } from '../../../components/documents/document-list.tsx';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { RecentChecks } from './recent-checks.tsx';

/** Client Comms home: what the checks cover, the latest checks and the documents. */
export function ComplianceHome({ role }: { role: Role }) {
  const links = compliancePaths(role);
  return (
    <Page
      title="Client Comms"
      description={
        <p>
          Check client communications against the FCA rules on financial promotions (COBS 4), the Consumer
          Duty consumer understanding outcome (PRIN 2A.5) and the anti-greenwashing rule (ESG 4.3.1R).
        </p>
      }
      actions={
        <>
          <Link to={links.new} className={buttonClassName()}>
            <Plus className="size-4" aria-hidden="true" />
            New check
          </Link>
          <Link to={links.dashboard} className={buttonClassName({ variant: 'secondary' })}>
            <BarChart3 className="size-4" aria-hidden="true" />
            Compliance dashboard
          </Link>
          <Link to={links.accuracy} className={buttonClassName({ variant: 'secondary' })}>
            Checker accuracy
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <RecentChecks role={role} />
        <DocumentList />
      </div>
    </Page>
  );
}
