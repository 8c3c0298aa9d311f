import { greeting } from '../../../features/dashboard/lib/greeting.ts';
import { ClipboardCheck, FileText, MessagesSquare, BarChart3 } from 'lucide-react';
import { MODULES } from '#common/modules.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { hasModuleAccess } from '../../../features/auth/lib/access.ts';
import { useClientDashboard } from '../../../features/dashboard/api/get-client-dashboard.ts';
import { ModuleLinks } from '../../../features/dashboard/components/module-links.tsx';
import { UpcomingStale } from '../../../features/dashboard/components/upcoming-stale.tsx';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { StatCards } from '../../../components/ui/stat-cards.tsx';
import { DocumentList } from '../../../components/documents/document-list.tsx';
import { UploadPanel } from '../../../components/documents/upload-panel.tsx';

/**
 * The client's home: counts, the Upload Document panel (spec §2.7) and the Your Documents list
 * (spec §2.6, 10 rows). An upload refreshes the list and the counts (the panel invalidates both).
 */
export default function ClientDashboardRoute() {
  const { data: me } = useMe();
  const dashboard = useClientDashboard();
  const available = me ? MODULES.filter((module) => hasModuleAccess(me, module)) : [];

  return (
    <Page
      title="Dashboard"
      description={me ? greeting(me.user.name, dashboard.data?.counts.documents) : undefined}
    >
      <div className="space-y-6">
        {dashboard.isPending ? (
          <Spinner className="py-8" />
        ) : dashboard.isError ? (
          <QueryError
            what="your dashboard"
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <StatCards
            label="Your activity"
            stats={[
              { label: 'Documents', value: dashboard.data.counts.documents, icon: FileText },
              { label: 'Analyses', value: dashboard.data.counts.analyses, icon: BarChart3 },
              { label: 'Persona interviews', value: dashboard.data.counts.interviews, icon: MessagesSquare },
              { label: 'Compliance checks', value: dashboard.data.counts.checks, icon: ClipboardCheck },
            ]}
          />
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          <UploadPanel className="lg:col-span-2" />
          <ModuleLinks available={available} />
        </div>
        <UpcomingStale />
        <DocumentList limit={10} />
      </div>
    </Page>
  );
}
