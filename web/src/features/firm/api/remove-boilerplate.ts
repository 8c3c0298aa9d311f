import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boilerplateParams } from '#common/api/boilerplate.ts';
import { api } from '../../../lib/api-client.ts';
import { boilerplateQueryKey } from './get-boilerplate.ts';

/** Unmarks a passage: the next check and analysis measure it again. 403 below a reviewer. */
export function removeBoilerplate(id: string): Promise<{ id: string }> {
  return api.delete(`/api/firm/boilerplate/${encodeURIComponent(id)}`, { schema: boilerplateParams });
}

export function useRemoveBoilerplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBoilerplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boilerplateQueryKey }),
  });
}
