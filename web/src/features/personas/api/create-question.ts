import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interviewQuestionSchema,
  type CreateQuestionInput,
  type InterviewQuestion,
} from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { QUESTIONS_URL, questionListQueryKey } from './persona-keys.ts';

/** Adds an interview question (administrators only). */
export function createQuestion(input: CreateQuestionInput): Promise<InterviewQuestion> {
  return api.post(QUESTIONS_URL, input, { schema: interviewQuestionSchema });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionListQueryKey }),
  });
}
