import { BarChart3, ClipboardCheck, FileText, MessagesSquare, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { auditPagePath } from '../../../features/audit/lib/audit-filters.ts';
import { useClient } from '../../../features/clients/api/get-client.ts';
import { ClientAccountToggle } from '../../../features/clients/components/client-account-toggle.tsx';
import { ClientDocumentsTable } from '../../../features/clients/components/client-documents-table.tsx';
import { ClientEmailDomainForm } from '../../../features/clients/components/client-email-domain-form.tsx';
import { useUpdateClient } from '../../../features/clients/api/update-client.ts';
import { FrnForm } from '../../../features/firm/components/frn-form.tsx';
import { ClientStatusBadge } from '../../../features/clients/components/client-status-badge.tsx';
import { SIGN_IN_METHOD_LABELS, clientDisplayName } from '../../../features/clients/lib/client-labels.ts';
import { MembersTable } from '../../../features/firm/components/members-table.tsx';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { StatCards } from '../../../components/ui/stat-cards.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The platform admin records or corrects a client's FRN (issue 30), as its firm admin can. */
function ClientFrnForm({ clientId, frn }: { clientId: string; frn: string | null | undefined }) {
  const update = useUpdateClient(clientId);
  return (
    <FrnForm
      frn={frn}
      save={{
        mutate: (input, { onSuccess }) =>
          update.mutate(input, { onSuccess: (saved) => onSuccess(saved.frn ?? null) }),
        isPending: update.isPending,
        error: update.error,
      }}
    />
  );
}

function BackToClients() {
  return (
    <p className="mt-6 text-sm">
      <Link to={paths.admin.clients} className={TEXT_LINK_CLASS}>
        Back to all clients
      </Link>
    </p>
  );
}

export default function AdminClientRoute() {
  const { clientId = '' } = useParams();
  const detail = useClient(clientId);

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    return (
      <Page title="Client" width="default">
        <QueryError what="this client" error={detail.error} onRetry={() => void detail.refetch()} />
        <BackToClients />
      </Page>
    );
  }

  const { client, documents, counts, members } = detail.data;
  const name = clientDisplayName(client.name);
  return (
    <Page title={name} description={<span className="break-all">{client.email}</span>}>
      <StatCards
        label={`Work of ${name}`}
        stats={[
          { label: 'Documents', value: counts.documents, icon: FileText },
          { label: 'Analyses', value: counts.analyses, icon: BarChart3 },
          { label: 'Persona interviews', value: counts.interviews, icon: MessagesSquare },
          { label: 'Compliance checks', value: counts.checks, icon: ClipboardCheck },
          { label: 'Improvements', value: counts.improvements, icon: Sparkles },
        ]}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SectionCard title={`Members (${members.length})`}>
            {members.length === 0 ? (
              <p className="px-5 py-4 text-sm text-slate-700">No members yet.</p>
            ) : (
              <MembersTable members={members} caption={`Members of ${name}`} />
            )}
          </SectionCard>
          <SectionCard title="Documents">
            <ClientDocumentsTable documents={documents} clientName={name} />
          </SectionCard>
        </div>
        <div className="space-y-6">
          <SectionCard title="Account">
            <dl className="space-y-3 px-5 py-4 text-sm">
              <div>
                <dt className="font-medium text-slate-900">Status</dt>
                <dd className="mt-1">
                  <ClientStatusBadge client={client} />
                  {client.disabledAt && (
                    <span className="ml-2 text-slate-700">
                      since <time dateTime={client.disabledAt}>{formatDate(client.disabledAt)}</time>
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Sign-in method</dt>
                <dd className="mt-1 text-slate-800">{SIGN_IN_METHOD_LABELS[client.signInMethod]}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Created</dt>
                <dd className="mt-1 text-slate-800">
                  <time dateTime={client.createdAt}>{formatDate(client.createdAt)}</time>
                </dd>
              </div>
            </dl>
            <div className="border-t border-slate-200 px-5 py-4">
              <ClientAccountToggle client={client} />
            </div>
          </SectionCard>
          <SectionCard title="Firm details">
            <div className="px-5 py-4">
              <ClientFrnForm clientId={client.id} frn={client.frn} />
            </div>
          </SectionCard>
          <SectionCard title="Single sign-on">
            <div className="px-5 py-4">
              <ClientEmailDomainForm client={client} />
            </div>
          </SectionCard>
          <SectionCard title="More">
            <ul className="space-y-2 px-5 py-4 text-sm">
              <li>
                <Link to={auditPagePath({ userId: client.id })} className={TEXT_LINK_CLASS}>
                  Audit trail of {name}
                </Link>
              </li>
              <li>
                <Link to={paths.admin.productAccess} className={TEXT_LINK_CLASS}>
                  Product access
                </Link>
              </li>
            </ul>
          </SectionCard>
        </div>
      </div>
      <BackToClients />
    </Page>
  );
}
