import { useState } from 'react';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormSelectField, formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { inviteMemberInput, useInviteMember } from '../api/invite-member.ts';
import { FIRM_ROLE_OPTIONS, firmRoleDescription, invitedConfirmation } from '../lib/member-labels.ts';

const FIELDS = ['name', 'email', 'firmRole'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A firm admin invites a colleague with a role. The form stays for the next invitation; the confirmation of
 * the last one stays above it until the next submit.
 */
export function InviteMemberForm() {
  const form = useZodForm(inviteMemberInput, {
    defaultValues: { name: '', email: '', firmRole: 'member' },
  });
  const invite = useInviteMember();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((input) => {
    setConfirmation(null);
    invite.mutate(input, {
      onSuccess: (member) => {
        setConfirmation(invitedConfirmation(member));
        form.reset();
      },
    });
  });

  const fromServer = fieldErrorsFromApi<Field>(invite.error, FIELDS);
  const role = form.watch('firmRole');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {confirmation && <SuccessMessage>{confirmation}</SuccessMessage>}
      {invite.error && <ErrorAlert>{errorMessage(invite.error)}</ErrorAlert>}
      <TextField label="Name" autoComplete="off" required {...formField(form, 'name', fromServer.name)} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        inputMode="email"
        required
        hint="We'll e-mail this address a link to join the firm and choose a password."
        {...formField(form, 'email', fromServer.email)}
      />
      <FormSelectField
        control={form.control}
        name="firmRole"
        label="Role"
        options={FIRM_ROLE_OPTIONS}
        hint={firmRoleDescription(role)}
        fallbackError={fromServer.firmRole}
      />
      <Button type="submit" loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
