import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interviewQuestionSchema,
  type InterviewQuestion,
  type UpdateQuestionInput,
} from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { questionListQueryKey, questionUrl } from './persona-keys.ts';

/** Changes some fields of an interview question (administrators only). */
export function updateQuestion(questionId: string, input: UpdateQuestionInput): Promise<InterviewQuestion> {
  return api.patch(questionUrl(questionId), input, { schema: interviewQuestionSchema });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, input }: { questionId: string; input: UpdateQuestionInput }) =>
      updateQuestion(questionId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionListQueryKey }),
  });
}
