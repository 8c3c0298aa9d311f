import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentListResponse, type DocumentListResponse, type DocumentType } from '#common/api/documents.ts';
import { api } from '../../api-client.ts';
import { documentListQueryKey } from './document-keys.ts';

export type DocumentListParams = {
  clientId?: string;
  documentType?: DocumentType;
  q?: string;
  sort: 'date' | 'name';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** "Show archived": list archived documents too. */
  archived?: boolean;
};

/** Lists expect their documents to change while any is still being extracted. */
const PROCESSING_REFRESH_MS = 3000;

export function getDocuments(
  params: DocumentListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DocumentListResponse> {
  const search = new URLSearchParams({
    sort: params.sort,
    order: params.order,
    limit: String(params.limit),
    offset: String(params.offset),
  });
  if (params.q) search.set('q', params.q);
  if (params.documentType) search.set('documentType', params.documentType);
  if (params.clientId) search.set('clientId', params.clientId);
  if (params.archived) search.set('archived', 'true');
  return api.get(`/api/documents?${search}`, { schema: documentListResponse, signal });
}

export const documentsQueryOptions = (params: DocumentListParams, refreshKey?: unknown) =>
  queryOptions({
    queryKey: [...documentListQueryKey, params, refreshKey ?? null],
    queryFn: ({ signal }) => getDocuments(params, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending' || item.status === 'processing')
        ? PROCESSING_REFRESH_MS
        : false,
  });

export function useDocuments(params: DocumentListParams, refreshKey?: unknown) {
  return useQuery(documentsQueryOptions(params, refreshKey));
}
