import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmMember, type FirmMember } from '#common/api/firms.ts';
import { api } from '../../../lib/api-client.ts';
import { firmQueryKey } from './get-firm.ts';

/** E-mails a pending member a fresh invitation link; 409 CONFLICT once they have accepted. */
export function resendInvitation(memberId: string): Promise<FirmMember> {
  return api.post(`/api/firm/members/${encodeURIComponent(memberId)}/invitation`, undefined, {
    schema: firmMember,
  });
}

export function useResendInvitation(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendInvitation(memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...firmQueryKey, 'audit'] }),
  });
}
