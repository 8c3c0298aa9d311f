import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientListResponse, type ClientListResponse } from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';

export const CLIENTS_PAGE_SIZE = 25;

export type ClientListParams = { q?: string; limit: number; offset: number };

export const clientsQueryKey = ['admin', 'clients'] as const;

export function getClients(
  { q, limit, offset }: ClientListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClientListResponse> {
  const search = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) search.set('q', q);
  return api.get(`/api/admin/clients?${search}`, { schema: clientListResponse, signal });
}

export const clientsQueryOptions = (params: ClientListParams) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'list', params],
    queryFn: ({ signal }) => getClients(params, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useClients(params: ClientListParams) {
  return useQuery(clientsQueryOptions(params));
}
