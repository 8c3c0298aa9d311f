import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFund } from '../../../features/funds/api/get-fund.ts';
import { FundDetail } from '../../../features/funds/components/fund-detail.tsx';

/** One fund (issue 28): its documents, key facts side by side, and the disagreements between them. */
export default function FundRoute() {
  const { fundId = '' } = useParams();
  const fund = useFund(fundId);
  if (fund.isPending) return <PageSpinner label="Loading the fund..." />;
  if (fund.isError)
    return (
      <Page title="Fund">
        <ErrorAlert>Could not load the fund. {errorMessage(fund.error)}</ErrorAlert>
      </Page>
    );
  return (
    <Page
      title={fund.data.name}
      description={
        <Link to={paths.client.funds} className={TEXT_LINK_CLASS}>
          All funds
        </Link>
      }
    >
      <FundDetail fund={fund.data} />
    </Page>
  );
}
