import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PROGRESS_POLL_MS,
  interviewListResponse,
  type InterviewListResponse,
  type InterviewStatus,
} from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { allInterviewsFinished, isInterviewFinished } from '../lib/wizard.ts';
import { INTERVIEWS_URL, interviewListQueryKey } from './persona-keys.ts';

export type InterviewListParams = {
  ids?: readonly string[];
  documentId?: string;
  personaId?: string;
  status?: InterviewStatus;
  limit?: number;
  offset?: number;
};

/** Interviews newest first, filtered by ids (the wizard's progress list), document, persona or status. */
export function getInterviews(
  params: InterviewListParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<InterviewListResponse> {
  const search = new URLSearchParams();
  if (params.ids && params.ids.length > 0) search.set('ids', params.ids.join(','));
  if (params.documentId) search.set('documentId', params.documentId);
  if (params.personaId) search.set('personaId', params.personaId);
  if (params.status) search.set('status', params.status);
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  if (params.offset !== undefined) search.set('offset', String(params.offset));
  const query = search.size > 0 ? `?${search}` : '';
  return api.get(`${INTERVIEWS_URL}${query}`, { schema: interviewListResponse, signal });
}

export const interviewsQueryOptions = (params: InterviewListParams = {}) =>
  queryOptions({
    queryKey: [...interviewListQueryKey, params],
    queryFn: ({ signal }) => getInterviews(params, { signal }),
    placeholderData: keepPreviousData,
    // Lists refresh every 3 s (spec §9 progress poll) while any interview is still running.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => !isInterviewFinished(item.status)) ? PROGRESS_POLL_MS : false,
  });

export function useInterviews(params: InterviewListParams = {}, { enabled = true } = {}) {
  return useQuery({ ...interviewsQueryOptions(params), enabled });
}

/**
 * The wizard's progress list: the started interviews by id, every 3 s until all have completed or failed
 * (spec §4), and not at all after an error (the list offers Try again).
 */
export function useInterviewProgress(ids: readonly string[]) {
  return useQuery({
    queryKey: [...interviewListQueryKey, 'progress', ids],
    queryFn: ({ signal }) => getInterviews({ ids, limit: Math.max(ids.length, 1) }, { signal }),
    enabled: ids.length > 0,
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && allInterviewsFinished(query.state.data.items))
        ? false
        : PROGRESS_POLL_MS,
  });
}
