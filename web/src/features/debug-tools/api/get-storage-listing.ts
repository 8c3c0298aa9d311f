import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storageListResponse, type StorageListResponse } from '#common/api/debug.ts';
import { api } from '../../../lib/api-client.ts';

/** One level of the document store under `prefix` ('' = the root), 100 objects a page (admins only). */
export function getStorageListing(
  prefix: string,
  offset: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StorageListResponse> {
  const search = new URLSearchParams({ prefix, offset: String(offset) });
  return api.get(`/api/admin/debug/storage?${search}`, { schema: storageListResponse, signal });
}

export const storageListingQueryOptions = (prefix: string, offset: number) =>
  queryOptions({
    queryKey: ['debug', 'storage', prefix, offset],
    queryFn: ({ signal }) => getStorageListing(prefix, offset, { signal }),
    placeholderData: keepPreviousData,
    // A diagnostic shows the store as it is now.
    staleTime: 0,
  });

export function useStorageListing(prefix: string, offset: number) {
  return useQuery(storageListingQueryOptions(prefix, offset));
}
