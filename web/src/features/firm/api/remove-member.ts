import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmMember, type FirmMember } from '#common/api/firms.ts';
import { api } from '../../../lib/api-client.ts';
import { firmQueryKey } from './get-firm.ts';

/**
 * Disables the member's account and ends their sessions; the account stays, so their decisions still name them.
 * 409 CONFLICT for oneself and for the last firm admin.
 */
export function removeMember(memberId: string): Promise<FirmMember> {
  return api.delete(`/api/firm/members/${encodeURIComponent(memberId)}`, { schema: firmMember });
}

export function useRemoveMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeMember(memberId),
    // Not awaited: the reloaded list drops the removed member's actions, and the caller's own onSuccess (the
    // "has been removed" message) must run before that unmounts it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: firmQueryKey });
    },
  });
}
