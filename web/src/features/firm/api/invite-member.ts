import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmMember, inviteMemberInput, type FirmMember, type InviteMemberInput } from '#common/api/firms.ts';
import { api } from '../../../lib/api-client.ts';
import { firmQueryKey } from './get-firm.ts';

export { inviteMemberInput, type InviteMemberInput };

/**
 * 201 with the new member, who is e-mailed a link to choose a password; 403 for anyone but a firm admin,
 * 409 CONFLICT (with a message) when an account already uses the e-mail address.
 */
export function inviteMember(input: InviteMemberInput): Promise<FirmMember> {
  return api.post('/api/firm/members', input, { schema: firmMember });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    // The team gains a row and the firm's audit trail an entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmQueryKey }),
  });
}
