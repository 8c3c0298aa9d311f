import { ClipboardCheck, FileText, MessagesSquare, BarChart3 } from 'lucide-react';
import { MODULES } from '#common/modules.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { hasModuleAccess } from '../../../features/auth/lib/access.ts';
import { useClientDashboard } from '../../../features/dashboard/api/get-client-dashboard.ts';
import { ModuleLinks } from '../../../features/dashboard/components/module-links.tsx';
import { QueryError } from '../../../features/dashboard/components/query-error.tsx';
import { RecentDocuments } from '../../../features/dashboard/components/recent-documents.tsx';
import { StatCards } from '../../../features/dashboard/components/stat-cards.tsx';

export default function ClientDashboardRoute() {
  const { data: me } = useMe();
  const dashboard = useClientDashboard();
  const available = me ? MODULES.filter((module) => hasModuleAccess(me, module)) : [];

  return (
    <Page title="Dashboard" description={me ? `Welcome back, ${me.user.name}.` : undefined}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {dashboard.isPending ? (
            <Spinner className="py-8" />
          ) : dashboard.isError ? (
            <QueryError
              what="your dashboard"
              error={dashboard.error}
              onRetry={() => void dashboard.refetch()}
            />
          ) : (
            <>
              <StatCards
                label="Your activity"
                stats={[
                  { label: 'Documents', value: dashboard.data.counts.documents, icon: FileText },
                  { label: 'Analyses', value: dashboard.data.counts.analyses, icon: BarChart3 },
                  {
                    label: 'Persona interviews',
                    value: dashboard.data.counts.interviews,
                    icon: MessagesSquare,
                  },
                  { label: 'Compliance checks', value: dashboard.data.counts.checks, icon: ClipboardCheck },
                ]}
              />
              <RecentDocuments documents={dashboard.data.recentDocuments} role="client" />
            </>
          )}
        </div>
        <div>
          <ModuleLinks available={available} />
        </div>
      </div>
    </Page>
  );
}
