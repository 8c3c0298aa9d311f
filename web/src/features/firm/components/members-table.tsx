import type { FirmMember } from '#common/api/firms.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { FIRM_ROLE_LABELS, memberDisplayName, memberStatus } from '../lib/member-labels.ts';
import {
  MemberRoleSelect,
  RemoveMemberButton,
  ResendInvitationButton,
  type MemberOutcome,
} from './member-actions.tsx';
import { MemberStatusBadge } from './member-status-badge.tsx';

type MembersTableProps = {
  members: readonly FirmMember[];
  caption: string;
  /** The signed-in member, marked "(you)" and never offered Remove (the server refuses it). */
  currentUserId?: string;
  /** A firm admin's table: a role select per member, Remove and Resend invitation. */
  manage?: { onOutcome: (outcome: MemberOutcome) => void };
};

export function MembersTable({ members, caption, currentUserId, manage }: MembersTableProps) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Name
          </th>
          <th scope="col" className={TH_CLASS}>
            Email address
          </th>
          <th scope="col" className={TH_CLASS}>
            Role
          </th>
          <th scope="col" className={TH_CLASS}>
            Status
          </th>
          {manage && (
            <th scope="col" className={TH_CLASS}>
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      }
    >
      {members.map((member) => {
        const status = memberStatus(member);
        const isSelf = member.id === currentUserId;
        const canChange = manage && status !== 'removed';
        return (
          <tr key={member.id}>
            <th scope="row" className={`${TD_CLASS} text-left font-medium text-slate-900`}>
              {memberDisplayName(member)}
              {isSelf && <span className="font-normal text-slate-700"> (you)</span>}
            </th>
            <td className={`${TD_CLASS} break-all`}>{member.email}</td>
            <td className={TD_CLASS}>
              {canChange ? (
                <MemberRoleSelect member={member} onOutcome={manage.onOutcome} />
              ) : (
                FIRM_ROLE_LABELS[member.firmRole]
              )}
            </td>
            <td className={TD_CLASS}>
              <MemberStatusBadge member={member} />
            </td>
            {manage && (
              <td className={TD_CLASS}>
                {canChange && (
                  <div className="flex justify-end gap-2 whitespace-nowrap">
                    {status === 'invited' && (
                      <ResendInvitationButton member={member} onOutcome={manage.onOutcome} />
                    )}
                    {!isSelf && <RemoveMemberButton member={member} onOutcome={manage.onOutcome} />}
                  </div>
                )}
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
