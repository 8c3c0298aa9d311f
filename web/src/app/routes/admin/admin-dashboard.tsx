import {
  BarChart3,
  ClipboardCheck,
  FileText,
  History,
  KeyRound,
  LineChart,
  MessagesSquare,
  ShieldCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RecentActivity } from '../../../features/audit/components/recent-activity.tsx';
import { useClients } from '../../../features/clients/api/get-clients.ts';
import { clientDisplayName } from '../../../features/clients/lib/client-labels.ts';
import { useAdminActivity } from '../../../features/dashboard/api/get-admin-activity.ts';
import { useAdminOverview } from '../../../features/dashboard/api/get-admin-overview.ts';
import { DocumentsNeedingAttention } from '../../../features/dashboard/components/documents-needing-attention.tsx';
import { JobQueue } from '../../../features/dashboard/components/job-queue.tsx';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { QuickLinks, type QuickLink } from '../../../features/dashboard/components/quick-links.tsx';
import { RecentClients } from '../../../features/dashboard/components/recent-clients.tsx';
import { RecentDocuments } from '../../../features/dashboard/components/recent-documents.tsx';
import { StatCards } from '../../../components/ui/stat-cards.tsx';

const ADMIN_LINKS: readonly QuickLink[] = [
  {
    label: 'Create client',
    to: paths.admin.createClient,
    description: 'Open an account for a new client.',
    icon: UserPlus,
  },
  {
    label: 'Clients',
    to: paths.admin.clients,
    description: 'Find a client, see their documents, disable or enable their account.',
    icon: Users,
  },
  {
    label: 'Product access',
    to: paths.admin.productAccess,
    description: 'Switch modules on or off for each client.',
    icon: KeyRound,
  },
  {
    label: 'Audit trail',
    to: paths.admin.audit,
    description: 'Who did what and when; export it as CSV.',
    icon: History,
  },
  {
    label: 'Analytics',
    to: paths.admin.analytics,
    description: 'Page views, module usage and page speed.',
    icon: LineChart,
  },
  {
    label: 'AoV analyses',
    to: paths.admin.analyses,
    description: 'All Assessment of Value analyses.',
    icon: BarChart3,
  },
  {
    label: 'Client Comms',
    to: paths.admin.compliance,
    description: 'Compliance checks of client communications.',
    icon: ShieldCheck,
  },
  {
    label: 'Personas',
    to: paths.admin.personas,
    description: 'Persona interviews across all clients.',
    icon: MessagesSquare,
  },
];

// Names for the clients that activity entries point at; the API's largest page covers most platforms.
const NAMED_CLIENTS_LIMIT = 100;

/** Failed or stuck documents come first: they are what an administrator may have to act on. */
function AttentionSection() {
  const activity = useAdminActivity();
  if (activity.isPending) return <Spinner className="py-8" />;
  if (activity.isError) {
    return (
      <QueryError what="recent activity" error={activity.error} onRetry={() => void activity.refetch()} />
    );
  }
  return <DocumentsNeedingAttention documents={activity.data.stuckDocuments} />;
}

/** Shares the activity query with AttentionSection (one request); an error is shown there only. */
function ActivityAndQueueSections() {
  const activity = useAdminActivity();
  const clients = useClients({ limit: NAMED_CLIENTS_LIMIT, offset: 0 });
  if (!activity.data) return null;
  const userNames = new Map(
    (clients.data?.items ?? []).map((client) => [client.id, clientDisplayName(client.name)]),
  );
  return (
    <>
      <RecentActivity entries={activity.data.recent} userNames={userNames} />
      <JobQueue queues={activity.data.queue} />
    </>
  );
}

export default function AdminDashboardRoute() {
  const overview = useAdminOverview();
  return (
    <Page title="Admin Dashboard" description="Activity across every client of Clarion.">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {overview.isPending ? (
            <Spinner className="py-8" />
          ) : overview.isError ? (
            <QueryError what="the overview" error={overview.error} onRetry={() => void overview.refetch()} />
          ) : (
            <StatCards
              label="Platform activity"
              stats={[
                { label: 'Clients', value: overview.data.counts.clients, icon: Users },
                { label: 'Documents', value: overview.data.counts.documents, icon: FileText },
                { label: 'Analyses', value: overview.data.counts.analyses, icon: BarChart3 },
                {
                  label: 'Persona interviews',
                  value: overview.data.counts.interviews,
                  icon: MessagesSquare,
                },
                { label: 'Compliance checks', value: overview.data.counts.checks, icon: ClipboardCheck },
              ]}
            />
          )}
          <AttentionSection />
          {overview.data && (
            <>
              <RecentDocuments documents={overview.data.recentDocuments} role="admin" showClient />
              <RecentClients clients={overview.data.recentClients} />
            </>
          )}
          <ActivityAndQueueSections />
        </div>
        <div>
          <QuickLinks title="Administration" links={ADMIN_LINKS} />
        </div>
      </div>
    </Page>
  );
}
