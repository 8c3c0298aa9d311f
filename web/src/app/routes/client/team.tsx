import { useState } from 'react';
import { History } from 'lucide-react';
import { firmRoleAtLeast } from '#common/api/auth.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { Page } from '../../../components/layout/page.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { AuditTable } from '../../../features/audit/components/audit-table.tsx';
import { auditActionLabel } from '../../../features/audit/lib/audit-actions.ts';
import { useFirm } from '../../../features/firm/api/get-firm.ts';
import { useUpdateFirm } from '../../../features/firm/api/update-firm.ts';
import { FrnForm, frnText } from '../../../features/firm/components/frn-form.tsx';
import { FIRM_AUDIT_PAGE_SIZE, useFirmAudit } from '../../../features/firm/api/get-firm-audit.ts';
import { BoilerplateSection } from '../../../features/firm/components/boilerplate-section.tsx';
import { InviteMemberForm } from '../../../features/firm/components/invite-member-form.tsx';
import { RoleGuide } from '../../../features/firm/components/role-guide.tsx';
import { TeamMembers } from '../../../features/firm/components/team-members.tsx';

/** What the firm's members did (firm admins only): the firm's share of the audit trail. */
function FirmAuditTrail() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const offset = (page - 1) * FIRM_AUDIT_PAGE_SIZE;
  const audit = useFirmAudit({ limit: FIRM_AUDIT_PAGE_SIZE, offset, action: action || undefined });
  const actions = audit.data?.actions ?? [];

  return (
    <SectionCard
      title="Firm audit trail"
      actions={audit.isFetching && !audit.isPending ? <Spinner label="Updating..." /> : undefined}
    >
      <div className="border-b border-slate-200 px-5 py-4">
        <SelectField
          label="Action"
          name="action"
          className="max-w-xs"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
          options={[
            { value: '', label: 'Any action' },
            ...actions.map((value) => ({ value, label: auditActionLabel(value) })),
          ]}
        />
      </div>
      {audit.isPending ? (
        <Spinner className="px-5 py-8" />
      ) : audit.isError ? (
        <div className="p-5">
          <QueryError
            what="the firm's audit trail"
            error={audit.error}
            onRetry={() => void audit.refetch()}
          />
        </div>
      ) : audit.data.items.length === 0 ? (
        <EmptyState icon={History} title={action ? 'No entries for this action' : 'No entries yet'} />
      ) : (
        <>
          <AuditTable entries={audit.data.items} caption={`Firm audit entries, page ${page}`} area="client" />
          <Pagination
            label="Firm audit trail pages"
            window={{ offset, count: audit.data.items.length, total: audit.data.total }}
            onPrevious={() => setPage((p) => Math.max(1, p - 1))}
            onNext={() => setPage((p) => p + 1)}
          />
        </>
      )}
    </SectionCard>
  );
}

/** The firm's details its certificates name (issue 30): the firm admin records the FRN, others read it. */
function FirmDetails({ frn, canManage }: { frn: string | null | undefined; canManage: boolean }) {
  const update = useUpdateFirm();
  return (
    <SectionCard title="Firm details">
      <div className="px-5 py-4 text-sm text-slate-800">
        {canManage ? (
          <FrnForm
            frn={frn}
            save={{
              mutate: (input, { onSuccess }) =>
                update.mutate(input, { onSuccess: (saved) => onSuccess(saved.firm.frn ?? null) }),
              isPending: update.isPending,
              error: update.error,
            }}
          />
        ) : (
          <p>
            <span className="font-medium">FCA Firm Reference Number (FRN):</span> {frnText(frn)}. A firm admin
            records it; approval certificates name it.
          </p>
        )}
      </div>
    </SectionCard>
  );
}

export default function TeamRoute() {
  const me = useMe();
  const firm = useFirm();

  if (firm.isPending || me.isPending) return <PageSpinner />;
  if (firm.isError || me.isError || !me.data) {
    return (
      <Page title="Team" width="default">
        <QueryError
          what="your team"
          error={firm.error ?? me.error}
          onRetry={() => void Promise.all([firm.refetch(), me.refetch()])}
        />
      </Page>
    );
  }

  const { user } = me.data;
  const canManage = firmRoleAtLeast(user.firmRole, 'firm_admin');
  const { firm: details, members } = firm.data;
  return (
    <Page
      title="Team"
      description={`The people of ${details.name} who use Clarion, and what each of them may do.`}
    >
      <SectionCard title="Members">
        <TeamMembers
          members={members}
          firmName={details.name}
          currentUserId={user.id}
          canManage={canManage}
        />
      </SectionCard>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {canManage && (
          <SectionCard title="Invite a colleague">
            <div className="px-5 py-4">
              <InviteMemberForm />
            </div>
          </SectionCard>
        )}
        <SectionCard title="What each role may do">
          <RoleGuide />
        </SectionCard>
        <FirmDetails frn={details.frn} canManage={canManage} />
      </div>
      <div className="mt-6">
        <BoilerplateSection />
      </div>
      {canManage && (
        <div className="mt-6">
          <FirmAuditTrail />
        </div>
      )}
    </Page>
  );
}
