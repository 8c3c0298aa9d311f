import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSummary, type ClientSummary, type UpdateClientInput } from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { clientsQueryKey } from './get-clients.ts';

/** Disables (ending the client's sessions at once) or enables a client account. */
export function updateClient(clientId: string, input: UpdateClientInput): Promise<ClientSummary> {
  return api.patch(`/api/admin/clients/${encodeURIComponent(clientId)}`, input, { schema: clientSummary });
}

export function useUpdateClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClientInput) => updateClient(clientId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'activity'] }),
      ]),
  });
}
