import { useMutation, useQueryClient } from '@tanstack/react-query';
import { improvementSchema, type DecideSuggestionInput, type Improvement } from '#common/api/improvements.ts';
import { api } from '../../../lib/api-client.ts';
import { improvementListQueryKey, improvementQueryKey, suggestionUrl } from './improvement-keys.ts';

/** Accept, reject or edit a suggestion; the server answers with the run re-measured. */
export function decideSuggestion(
  improvementId: string,
  suggestionId: string,
  input: DecideSuggestionInput,
): Promise<Improvement> {
  return api.patch(suggestionUrl(improvementId, suggestionId), input, { schema: improvementSchema });
}

export function useDecideSuggestion(improvementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suggestionId, input }: { suggestionId: string; input: DecideSuggestionInput }) =>
      decideSuggestion(improvementId, suggestionId, input),
    onSuccess: (improvement) => {
      queryClient.setQueryData(improvementQueryKey(improvementId), improvement);
      void queryClient.invalidateQueries({ queryKey: improvementListQueryKey });
    },
  });
}
