import { useState, type ChangeEvent } from 'react';
import type { FirmRole } from '#common/api/auth.ts';
import type { FirmMember } from '#common/api/firms.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { fieldControlClass } from '../../../components/ui/field-frame.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useUpdateMember } from '../api/update-member.ts';
import {
  FIRM_ROLE_LABELS,
  FIRM_ROLE_OPTIONS,
  memberDisplayName,
  removeConfirmation,
} from '../lib/member-labels.ts';

/** What a row's action came to, shown once above the table (a role="status" or role="alert" message). */
export type MemberOutcome = { tone: 'success' | 'error'; text: string };
type OnOutcome = (outcome: MemberOutcome) => void;

/**
 * The role of a member as a select that saves on change. A refusal (the firm's last firm admin) puts the
 * select back to the stored role and reports the server's message.
 */
export function MemberRoleSelect({ member, onOutcome }: { member: FirmMember; onOutcome: OnOutcome }) {
  const update = useUpdateMember(member.id);
  const name = memberDisplayName(member);
  const shown = update.isPending && update.variables ? update.variables.firmRole : member.firmRole;

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const firmRole = event.target.value as FirmRole;
    if (firmRole === member.firmRole) return;
    update.mutate(
      { firmRole },
      {
        onSuccess: (updated) =>
          onOutcome({
            tone: 'success',
            text: `${name} is now ${FIRM_ROLE_LABELS[updated.firmRole].toLowerCase()}.`,
          }),
        onError: (error) => onOutcome({ tone: 'error', text: errorMessage(error) }),
      },
    );
  }

  return (
    <select
      aria-label={`Role of ${name}`}
      value={shown}
      disabled={update.isPending}
      aria-busy={update.isPending || undefined}
      onChange={onChange}
      className={cn(fieldControlClass(undefined), 'h-9 w-auto min-w-36 py-1 text-sm')}
    >
      {FIRM_ROLE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function ResendInvitationButton({ member, onOutcome }: { member: FirmMember; onOutcome: OnOutcome }) {
  const resend = useResendInvitation(member.id);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () =>
            onOutcome({ tone: 'success', text: `We've e-mailed ${member.email} a new invitation link.` }),
          onError: (error) => onOutcome({ tone: 'error', text: errorMessage(error) }),
        })
      }
    >
      Resend invitation<span className="sr-only"> to {memberDisplayName(member)}</span>
    </Button>
  );
}

/** Remove, confirmed in a dialog that stays open with the server's message when it refuses. */
export function RemoveMemberButton({ member, onOutcome }: { member: FirmMember; onOutcome: OnOutcome }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveMember(member.id);
  const name = memberDisplayName(member);

  function cancel() {
    setConfirming(false);
    remove.reset();
  }

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${name}?`}
        confirmLabel="Remove member"
        confirmVariant="danger"
        loading={remove.isPending}
        error={remove.error ? <ErrorAlert>{errorMessage(remove.error)}</ErrorAlert> : undefined}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onOutcome({ tone: 'success', text: `${name} has been removed from the firm.` });
            },
          })
        }
        onCancel={cancel}
      >
        <p>{removeConfirmation(member)}</p>
      </ConfirmDialog>
    </>
  );
}
