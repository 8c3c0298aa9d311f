import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unlinkedDocumentsResponse, type UnlinkedDocumentsResponse } from '#common/api/funds.ts';
import { api } from '../../../lib/api-client.ts';
import { unlinkedKey } from './fund-keys.ts';

export const UNLINKED_PAGE_SIZE = 50;

/** The firm's documents no fund has yet, newest first, with what was read from them. */
export function getUnlinkedDocuments(
  offset: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UnlinkedDocumentsResponse> {
  const query = new URLSearchParams({ limit: String(UNLINKED_PAGE_SIZE), offset: String(offset) });
  return api.get(`/api/funds/unlinked-documents?${query.toString()}`, {
    schema: unlinkedDocumentsResponse,
    signal,
  });
}

export function useUnlinkedDocuments(page: number) {
  return useQuery({
    queryKey: unlinkedKey(page),
    queryFn: ({ signal }) => getUnlinkedDocuments((page - 1) * UNLINKED_PAGE_SIZE, { signal }),
    placeholderData: keepPreviousData,
  });
}
