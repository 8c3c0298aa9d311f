import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fundListResponse, type FundListResponse } from '#common/api/funds.ts';
import { api } from '../../../lib/api-client.ts';
import { fundListKey } from './fund-keys.ts';

export const FUNDS_PAGE_SIZE = 25;

/** A page of the firm's funds, found by name or ISIN. */
export function getFunds(
  q: string,
  offset: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FundListResponse> {
  const query = new URLSearchParams({ limit: String(FUNDS_PAGE_SIZE), offset: String(offset) });
  if (q) query.set('q', q);
  return api.get(`/api/funds?${query.toString()}`, { schema: fundListResponse, signal });
}

export function useFunds(q: string, page: number) {
  return useQuery({
    queryKey: fundListKey(q, page),
    queryFn: ({ signal }) => getFunds(q, (page - 1) * FUNDS_PAGE_SIZE, { signal }),
    placeholderData: keepPreviousData,
  });
}
