import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createInterviewsResponse,
  type CreateInterviewsInput,
  type CreateInterviewsResponse,
} from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { INTERVIEWS_URL, personasQueryKey } from './persona-keys.ts';

/** Starts one interview per persona (202, each pending with its own job). */
export function createInterviews(input: CreateInterviewsInput): Promise<CreateInterviewsResponse> {
  return api.post(INTERVIEWS_URL, input, { schema: createInterviewsResponse });
}

export function useCreateInterviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personasQueryKey }),
  });
}
