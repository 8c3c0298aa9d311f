import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientSummary,
  createClientInput,
  type ClientSummary,
  type CreateClientInput,
} from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';

export { createClientInput, type CreateClientInput };

/**
 * 201 with the new client, who is e-mailed a link to choose a password; 409 CONFLICT (with a message)
 * when an account already uses the e-mail address.
 */
export function createClient(input: CreateClientInput): Promise<ClientSummary> {
  return api.post('/api/admin/clients', input, { schema: clientSummary });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    // Lists, product access, the dashboard's counts and the audit trail all gain a row.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'admin-overview'] }),
      ]),
  });
}
