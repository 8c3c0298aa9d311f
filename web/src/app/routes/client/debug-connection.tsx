import { RefreshCw } from 'lucide-react';
import { MODULES, MODULE_DISPLAY_NAMES } from '#common/modules.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { useConnectionDiagnostic } from '../../../features/diagnostics/api/get-connection-diagnostic.ts';
import { DiagnosticCard } from '../../../features/diagnostics/components/diagnostic-card.tsx';
import {
  adminCallVerdict,
  documentsVerdict,
  profileVerdict,
  sessionVerdict,
  type ConnectionDiagnostic,
} from '../../../features/diagnostics/lib/connection-checks.ts';
import { formatDateTime } from '../../../lib/format.ts';

function Facts({ rows }: { rows: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className="font-mono text-xs break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Results({ result }: { result: ConnectionDiagnostic }) {
  const { session, documents, adminCall } = result;
  const me = session.ok ? session.data : undefined;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DiagnosticCard
        title="Session"
        call="GET /api/auth/me"
        verdict={sessionVerdict(session)}
        ms={session.ms}
      >
        {me && (
          <Facts
            rows={[
              ['User id', me.user.id],
              ['E-mail', me.user.email],
              ['Role', me.user.role],
              [
                'Modules',
                MODULES.map(
                  (module) => `${MODULE_DISPLAY_NAMES[module]}: ${me.modules[module] ? 'yes' : 'no'}`,
                ).join(', '),
              ],
              ['Module permissions', me.modulePermissions ? 'on' : 'off'],
            ]}
          />
        )}
      </DiagnosticCard>
      <DiagnosticCard title="Profile" call="GET /api/auth/me (user)" verdict={profileVerdict(session)}>
        {me && (
          <Facts
            rows={[
              ['Name', me.user.name],
              ['E-mail', me.user.email],
            ]}
          />
        )}
      </DiagnosticCard>
      <DiagnosticCard
        title="Documents"
        call="GET /api/dashboard (counts.documents)"
        verdict={documentsVerdict(documents)}
        ms={documents?.ms}
      />
      <DiagnosticCard
        title="Administrators’ documents-for-client call"
        call={me ? `GET /api/admin/clients/${me.user.id}` : 'GET /api/admin/clients/{your id}'}
        verdict={adminCallVerdict(adminCall, me?.user.role)}
        ms={adminCall?.ms}
      >
        {adminCall && !adminCall.ok && (
          <p className="text-slate-700">
            Server answered HTTP {adminCall.status || 'none'}: “{adminCall.message}”
          </p>
        )}
      </DiagnosticCard>
    </div>
  );
}

/** Spec §2.13: the connection diagnostic (debug/supabase), reporting each call with a pass or fail. */
export default function ClientDebugConnectionRoute() {
  const diagnostic = useConnectionDiagnostic();
  return (
    <Page
      title="Connection diagnostic"
      description="Checks your session, profile, documents and the permission boundary with the server."
      actions={
        <Button variant="secondary" onClick={() => void diagnostic.refetch()} loading={diagnostic.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Run again
        </Button>
      }
    >
      {diagnostic.isPending ? (
        <Spinner label="Running checks..." className="py-8" />
      ) : diagnostic.isError ? (
        <QueryError
          what="the diagnostic"
          error={diagnostic.error}
          onRetry={() => void diagnostic.refetch()}
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-700">
            Checked{' '}
            <time dateTime={diagnostic.data.checkedAt}>{formatDateTime(diagnostic.data.checkedAt)}</time>.
          </p>
          <Results result={diagnostic.data} />
        </>
      )}
    </Page>
  );
}
