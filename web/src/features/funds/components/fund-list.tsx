import { useState } from 'react';
import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { FUNDS_PAGE_SIZE, useFunds } from '../api/get-funds.ts';
import { RAG_LABELS, RAG_TONES } from '../lib/fund-labels.ts';

/** The firm's funds: RAG, documents, open disagreements and approvals due or expired; search by name or ISIN. */
export function FundList() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const funds = useFunds(q, page);
  return (
    <SectionCard title="Funds">
      <form
        role="search"
        aria-label="Funds"
        className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
          setPage(1);
        }}
      >
        <TextField
          label="Search by name or ISIN"
          name="q"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {funds.isPending ? (
        <Spinner className="px-5 py-8" />
      ) : funds.isError ? (
        <div className="p-5">
          <ErrorAlert>Could not load the funds. {errorMessage(funds.error)}</ErrorAlert>
        </div>
      ) : funds.data.items.length === 0 ? (
        <EmptyState icon={Layers} title={q ? `No fund matches “${q}”` : 'No funds yet'}>
          {q
            ? 'Search by part of a fund name or a full ISIN.'
            : 'Create a fund, or start one from a document in the unlinked documents list.'}
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Funds"
            captionHidden
            head={
              <tr>
                <th scope="col" className={TH_CLASS}>
                  Fund
                </th>
                <th scope="col" className={TH_CLASS}>
                  RAG
                </th>
                <th scope="col" className={TH_CLASS}>
                  Documents
                </th>
                <th scope="col" className={TH_CLASS}>
                  Open disagreements
                </th>
                <th scope="col" className={TH_CLASS}>
                  Approvals due
                </th>
                <th scope="col" className={TH_CLASS}>
                  Approvals expired
                </th>
                <th scope="col" className={TH_CLASS}>
                  Links to confirm
                </th>
              </tr>
            }
          >
            {funds.data.items.map((fund) => (
              <tr key={fund.id}>
                <td className={TD_CLASS}>
                  <Link to={paths.client.fund(fund.id)} className={TEXT_LINK_CLASS}>
                    {fund.name}
                  </Link>
                  {fund.isins.length > 0 && (
                    <p className="mt-1 text-xs text-slate-700">{fund.isins.join(', ')}</p>
                  )}
                </td>
                <td className={TD_CLASS}>
                  <Badge tone={RAG_TONES[fund.rag]}>RAG: {RAG_LABELS[fund.rag]}</Badge>
                </td>
                <td className={TD_CLASS}>{fund.documentCount}</td>
                <td className={TD_CLASS}>
                  {fund.openDisagreements}
                  {fund.openHighDisagreements > 0 && ` (${fund.openHighDisagreements} high)`}
                </td>
                <td className={TD_CLASS}>{fund.approvalsDue}</td>
                <td className={TD_CLASS}>{fund.approvalsExpired}</td>
                <td className={TD_CLASS}>{fund.proposals}</td>
              </tr>
            ))}
          </DataTable>
          {funds.data.total > FUNDS_PAGE_SIZE && (
            <Pagination
              label="Funds pages"
              window={{
                offset: (page - 1) * FUNDS_PAGE_SIZE,
                count: funds.data.items.length,
                total: funds.data.total,
              }}
              onPrevious={() => setPage((p) => Math.max(1, p - 1))}
              onNext={() => setPage((p) => p + 1)}
            />
          )}
        </>
      )}
    </SectionCard>
  );
}
