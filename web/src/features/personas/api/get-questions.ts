import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  questionListResponse,
  type InterviewCategory,
  type QuestionContext,
  type QuestionListResponse,
} from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { shouldRetryQuestions } from '../lib/wizard.ts';
import { QUESTIONS_URL, questionListQueryKey } from './persona-keys.ts';

export type QuestionListParams = { context?: QuestionContext; category?: InterviewCategory };

/** The interview questions, by category then creation; context=aov also returns "both" (spec §5). */
export function getQuestions(
  params: QuestionListParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<QuestionListResponse> {
  const search = new URLSearchParams();
  if (params.context) search.set('context', params.context);
  if (params.category) search.set('category', params.category);
  const query = search.size > 0 ? `?${search}` : '';
  return api.get(`${QUESTIONS_URL}${query}`, { schema: questionListResponse, signal });
}

export const questionsQueryOptions = (params: QuestionListParams = {}) =>
  queryOptions({
    queryKey: [...questionListQueryKey, params],
    queryFn: ({ signal }) => getQuestions(params, { signal }),
    staleTime: 60_000,
    // Spec §5: loading questions is abandoned after more than 3 attempts.
    retry: (failureCount) => shouldRetryQuestions(failureCount),
  });

export function useQuestions(params: QuestionListParams = {}, { enabled = true } = {}) {
  return useQuery({ ...questionsQueryOptions(params), enabled });
}
