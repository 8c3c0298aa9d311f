import { Download, History } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/layout/page.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAudit } from '../../../features/audit/api/get-audit.ts';
import { AuditFiltersForm } from '../../../features/audit/components/audit-filters-form.tsx';
import { AuditTable } from '../../../features/audit/components/audit-table.tsx';
import {
  AUDIT_PAGE_SIZE,
  auditExportUrl,
  auditFilterParams,
  auditFiltersFromSearch,
  auditPagePath,
  type AuditFilters,
} from '../../../features/audit/lib/audit-filters.ts';
import { useClients } from '../../../features/clients/api/get-clients.ts';
import { clientDisplayName } from '../../../features/clients/lib/client-labels.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { pageOffset, parsePage } from '../../../lib/pagination.ts';

// The user filter lists clients; the API's page size caps it at its maximum.
const USER_OPTION_LIMIT = 100;

export default function AdminAuditRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = auditFiltersFromSearch(searchParams);
  const page = parsePage(searchParams.get('page'));
  const offset = pageOffset(page, AUDIT_PAGE_SIZE);
  const audit = useAudit(filters, { limit: AUDIT_PAGE_SIZE, offset });
  const clients = useClients({ limit: USER_OPTION_LIMIT, offset: 0 });

  const clientList = clients.data?.items ?? [];
  const users = clientList.map((client) => ({
    value: client.id,
    label: `${clientDisplayName(client.name)} (${client.email})`,
  }));
  const userNames = new Map(clientList.map((client) => [client.id, clientDisplayName(client.name)]));
  const filterKey = auditFilterParams(filters).toString();
  const goTo = (next: AuditFilters, nextPage = 1) => void navigate(auditPagePath(next, nextPage));

  return (
    <Page
      title="Audit Trail"
      description="Every sign-in, account change, access change and document change, newest first. Entries cannot be changed or deleted."
      actions={
        // A plain link with the current filters, so the browser downloads the file itself.
        <a href={auditExportUrl(filters)} download className={buttonClassName({ variant: 'secondary' })}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      }
    >
      <SectionCard title="Filters" className="mb-6">
        <div className="px-5 py-4">
          <AuditFiltersForm
            key={filterKey}
            filters={filters}
            users={users}
            actions={audit.data?.actions ?? []}
            onApply={(next) => goTo(next)}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Entries"
        actions={audit.isFetching && !audit.isPending ? <Spinner label="Updating..." /> : undefined}
      >
        {audit.isPending ? (
          <Spinner className="px-5 py-8" />
        ) : audit.isError ? (
          <div className="p-5">
            <QueryError what="the audit trail" error={audit.error} onRetry={() => void audit.refetch()} />
          </div>
        ) : audit.data.items.length === 0 ? (
          <EmptyState icon={History} title={filterKey ? 'No entries match these filters' : 'No entries yet'}>
            {filterKey && <p>Widen the dates or choose Any user or Any action.</p>}
          </EmptyState>
        ) : (
          <>
            <AuditTable
              entries={audit.data.items}
              caption={`Audit entries, page ${page}`}
              userNames={userNames}
            />
            <Pagination
              label="Audit trail pages"
              window={{ offset, count: audit.data.items.length, total: audit.data.total }}
              onPrevious={() => goTo(filters, page - 1)}
              onNext={() => goTo(filters, page + 1)}
            />
          </>
        )}
      </SectionCard>
    </Page>
  );
}
