import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmMember, type FirmMember, type UpdateMemberInput } from '#common/api/firms.ts';
import { api } from '../../../lib/api-client.ts';
import { firmQueryKey } from './get-firm.ts';

/** Changes a member's role; 409 CONFLICT when the firm would be left without a firm admin. */
export function updateMember(memberId: string, input: UpdateMemberInput): Promise<FirmMember> {
  return api.patch(`/api/firm/members/${encodeURIComponent(memberId)}`, input, { schema: firmMember });
}

export function useUpdateMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberInput) => updateMember(memberId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmQueryKey }),
  });
}
