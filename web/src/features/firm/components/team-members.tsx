import { useState } from 'react';
import { Users } from 'lucide-react';
import type { FirmMember } from '#common/api/firms.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { readOnlyTeamNote } from '../lib/member-labels.ts';
import type { MemberOutcome } from './member-actions.tsx';
import { MembersTable } from './members-table.tsx';

type TeamMembersProps = {
  members: readonly FirmMember[];
  firmName: string;
  currentUserId: string;
  /** Whether the signed-in member is a firm admin; everyone else reads the list. */
  canManage: boolean;
};

export function TeamMembers({ members, firmName, currentUserId, canManage }: TeamMembersProps) {
  const [outcome, setOutcome] = useState<MemberOutcome | null>(null);
  return (
    <>
      {!canManage && <p className="px-5 py-4 text-sm text-slate-800">{readOnlyTeamNote(members)}</p>}
      {outcome && (
        <div className="px-5 pt-4">
          {outcome.tone === 'success' ? (
            <SuccessMessage>{outcome.text}</SuccessMessage>
          ) : (
            <ErrorAlert>{outcome.text}</ErrorAlert>
          )}
        </div>
      )}
      {members.length === 0 ? (
        <EmptyState icon={Users} title="No members yet" />
      ) : (
        <MembersTable
          members={members}
          caption={`Members of ${firmName}`}
          currentUserId={currentUserId}
          manage={canManage ? { onOutcome: setOutcome } : undefined}
        />
      )}
    </>
  );
}
