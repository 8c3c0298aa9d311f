import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  boilerplatePassage,
  createBoilerplateInput,
  type BoilerplatePassage,
  type CreateBoilerplateInput,
} from '#common/api/boilerplate.ts';
import { api } from '../../../lib/api-client.ts';
import { boilerplateQueryKey } from './get-boilerplate.ts';

export { createBoilerplateInput, type CreateBoilerplateInput };

/** 201 with the passage; 403 below a reviewer, 409 CONFLICT when the firm has already marked it. */
export function addBoilerplate(input: CreateBoilerplateInput): Promise<BoilerplatePassage> {
  return api.post('/api/firm/boilerplate', input, { schema: boilerplatePassage });
}

export function useAddBoilerplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBoilerplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boilerplateQueryKey }),
  });
}
