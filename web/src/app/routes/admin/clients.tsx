import { UserPlus, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { CLIENTS_PAGE_SIZE, useClients } from '../../../features/clients/api/get-clients.ts';
import { ClientSearchForm } from '../../../features/clients/components/client-search-form.tsx';
import { ClientsTable } from '../../../features/clients/components/clients-table.tsx';
import { pageOffset, parsePage } from '../../../lib/pagination.ts';

export default function AdminClientsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const page = parsePage(searchParams.get('page'));
  const offset = pageOffset(page, CLIENTS_PAGE_SIZE);
  const clients = useClients({ q: query || undefined, limit: CLIENTS_PAGE_SIZE, offset });

  function show(next: { q?: string; page?: number }) {
    const params = new URLSearchParams();
    const q = next.q ?? query;
    const p = next.page ?? 1;
    if (q) params.set('q', q);
    if (p > 1) params.set('page', String(p));
    setSearchParams(params);
  }

  return (
    <Page
      title="Clients"
      description="Every client account, with how they sign in and how many documents they have."
      actions={
        <Link to={paths.admin.createClient} className={buttonClassName()}>
          <UserPlus className="size-4" aria-hidden="true" />
          Create client
        </Link>
      }
    >
      <div className="mb-6">
        <ClientSearchForm key={query} query={query} onSearch={(q) => show({ q, page: 1 })} />
      </div>
      <SectionCard
        title={query ? `Clients matching “${query}”` : 'All clients'}
        actions={clients.isFetching && !clients.isPending ? <Spinner label="Updating..." /> : undefined}
      >
        {clients.isPending ? (
          <Spinner className="px-5 py-8" />
        ) : clients.isError ? (
          <div className="p-5">
            <QueryError what="the clients" error={clients.error} onRetry={() => void clients.refetch()} />
          </div>
        ) : clients.data.total === 0 ? (
          <EmptyState icon={Users} title={query ? 'No clients match your search' : 'No clients yet'}>
            {query ? (
              <p>Try part of a name or e-mail address.</p>
            ) : (
              <p>
                <Link to={paths.admin.createClient} className={TEXT_LINK_CLASS}>
                  Create a client account
                </Link>{' '}
                to get started.
              </p>
            )}
          </EmptyState>
        ) : clients.data.items.length === 0 ? (
          <EmptyState icon={Users} title="This page is empty">
            <Button variant="secondary" size="sm" onClick={() => show({ page: 1 })}>
              Go to the first page
            </Button>
          </EmptyState>
        ) : (
          <>
            <ClientsTable clients={clients.data.items} caption={`Clients, page ${page}`} />
            <Pagination
              label="Clients pages"
              window={{ offset, count: clients.data.items.length, total: clients.data.total }}
              onPrevious={() => show({ page: page - 1 })}
              onNext={() => show({ page: page + 1 })}
            />
          </>
        )}
      </SectionCard>
    </Page>
  );
}
