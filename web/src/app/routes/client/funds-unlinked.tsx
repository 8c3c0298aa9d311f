import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { UnlinkedDocuments } from '../../../features/funds/components/unlinked-documents.tsx';

/** The firm's documents no fund has yet, to sort into funds (issue 28). */
export default function FundsUnlinkedRoute() {
  return (
    <Page
      title="Unlinked documents"
      description={
        <>
          Documents no fund has as its own yet.{' '}
          <Link to={paths.client.funds} className={TEXT_LINK_CLASS}>
            Back to funds
          </Link>
        </>
      }
    >
      <UnlinkedDocuments />
    </Page>
  );
}
