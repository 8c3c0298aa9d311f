import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { FundList } from '../../../features/funds/components/fund-list.tsx';
import { NewFundForm } from '../../../features/funds/components/new-fund-form.tsx';

/** The firm's funds (issue 28): each fund's documents together, and whether their key facts agree. */
export default function FundsRoute() {
  const [creating, setCreating] = useState(false);
  return (
    <Page
      title="Funds"
      description="Each fund's KIIDs, factsheets and reports together, checked against each other."
      actions={
        <>
          <Link to={paths.client.fundsUnlinked} className={buttonClassName({ variant: 'secondary' })}>
            Unlinked documents
          </Link>
          {!creating && <Button onClick={() => setCreating(true)}>New fund</Button>}
        </>
      }
    >
      {creating && (
        <SectionCard title="New fund" className="mb-6">
          <div className="p-5">
            <NewFundForm onCancel={() => setCreating(false)} />
          </div>
        </SectionCard>
      )}
      <FundList />
    </Page>
  );
}
