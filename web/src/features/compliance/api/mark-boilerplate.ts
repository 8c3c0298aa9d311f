import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boilerplatePassage, type BoilerplatePassage } from '#common/api/boilerplate.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * Marks a quoted sentence as the firm's boilerplate from a readability finding (issue 30 item 6): the same
 * endpoint as the Team page's list. 403 below a reviewer, 409 CONFLICT when it is already marked.
 */
export function markBoilerplate(text: string): Promise<BoilerplatePassage> {
  return api.post('/api/firm/boilerplate', { text }, { schema: boilerplatePassage });
}

export function useMarkBoilerplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBoilerplate,
    // the Team page's list (under the firm's key) shows it next time
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['firm'] }),
  });
}
