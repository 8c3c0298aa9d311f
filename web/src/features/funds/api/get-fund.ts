import { useQuery } from '@tanstack/react-query';
import { fundSchema, type Fund } from '#common/api/funds.ts';
import { api } from '../../../lib/api-client.ts';
import { fundKey, fundUrl } from './fund-keys.ts';

export const getFund = (fundId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Fund> =>
  api.get(fundUrl(fundId), { schema: fundSchema, signal });

/** One fund; refreshed every few seconds while a document of it is still being read. */
export function useFund(fundId: string) {
  return useQuery({
    queryKey: fundKey(fundId),
    queryFn: ({ signal }) => getFund(fundId, { signal }),
    refetchInterval: (query) => (query.state.data?.documents.some((d) => !d.extracted) ? 3000 : false),
  });
}
