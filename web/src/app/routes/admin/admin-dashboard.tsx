import {
  BarChart3,
  ClipboardCheck,
  FileText,
  KeyRound,
  MessagesSquare,
  ShieldCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminOverview } from '../../../features/dashboard/api/get-admin-overview.ts';
import { QueryError } from '../../../features/dashboard/components/query-error.tsx';
import { QuickLinks, type QuickLink } from '../../../features/dashboard/components/quick-links.tsx';
import { RecentClients } from '../../../features/dashboard/components/recent-clients.tsx';
import { RecentDocuments } from '../../../features/dashboard/components/recent-documents.tsx';
import { StatCards } from '../../../features/dashboard/components/stat-cards.tsx';

const ADMIN_LINKS: readonly QuickLink[] = [
  {
    label: 'Create a client',
    to: paths.admin.createClient,
    description: 'Open an account for a new client.',
    icon: UserPlus,
  },
  {
    label: 'Product access',
    to: paths.admin.productAccess,
    description: 'Switch modules on or off for each client.',
    icon: KeyRound,
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
            <>
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
              <RecentDocuments documents={overview.data.recentDocuments} role="admin" showClient />
              <RecentClients clients={overview.data.recentClients} />
            </>
          )}
        </div>
        <div>
          <QuickLinks title="Administration" links={ADMIN_LINKS} />
        </div>
      </div>
    </Page>
  );
}
