import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientDetailResponse, type ClientDetailResponse } from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { clientsQueryKey } from './get-clients.ts';

export const clientQueryKey = (clientId: string) => [...clientsQueryKey, 'detail', clientId] as const;

/** One client with their documents and counts; 404 NOT_FOUND for an unknown id. */
export function getClient(
  clientId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClientDetailResponse> {
  return api.get(`/api/admin/clients/${encodeURIComponent(clientId)}`, {
    schema: clientDetailResponse,
    signal,
  });
}

export const clientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientQueryKey(clientId),
    queryFn: ({ signal }) => getClient(clientId, { signal }),
  });

export function useClient(clientId: string) {
  return useQuery(clientQueryOptions(clientId));
}
