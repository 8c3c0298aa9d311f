import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmResponse, type FirmResponse, type UpdateFirmInput } from '#common/api/firms.ts';
import { api } from '../../../lib/api-client.ts';
import { firmQueryKey } from './get-firm.ts';

/** A firm admin records their firm's details: its FCA Firm Reference Number (issue 30). */
export function updateFirm(input: UpdateFirmInput): Promise<FirmResponse> {
  return api.patch('/api/firm', input, { schema: firmResponse });
}

export function useUpdateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmQueryKey }),
  });
}
