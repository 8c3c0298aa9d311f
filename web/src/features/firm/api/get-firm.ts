import { queryOptions, useQuery } from '@tanstack/react-query';
import { firmResponse, type FirmResponse } from '#common/api/firms.ts';
import { api } from '../../../lib/api-client.ts';

export const firmQueryKey = ['firm'] as const;

/** The signed-in member's firm and its team; any member may read it. */
export function getFirm({ signal }: { signal?: AbortSignal } = {}): Promise<FirmResponse> {
  return api.get('/api/firm', { schema: firmResponse, signal });
}

export const firmQueryOptions = () =>
  queryOptions({ queryKey: [...firmQueryKey, 'team'], queryFn: ({ signal }) => getFirm({ signal }) });

export function useFirm() {
  return useQuery(firmQueryOptions());
}
