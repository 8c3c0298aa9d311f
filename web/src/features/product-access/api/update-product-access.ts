import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productAccessResponse,
  type ProductAccessResponse,
  type ProductAccessUpdateInput,
} from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { productAccessQueryKey } from './get-product-access.ts';

/** Every change in one transaction; the answer is the whole table as it now stands. */
export function updateProductAccess(input: ProductAccessUpdateInput): Promise<ProductAccessResponse> {
  return api.put('/api/admin/product-access', input, { schema: productAccessResponse });
}

/** Every module for every existing client, in one step (before MODULE_PERMISSIONS is switched on). */
export function grantAllModules(): Promise<ProductAccessResponse> {
  return api.post('/api/admin/product-access/grant-all', undefined, { schema: productAccessResponse });
}

export const useUpdateProductAccess = () => useAccessMutation(updateProductAccess);
export const useGrantAllModules = () => useAccessMutation(grantAllModules);

function useAccessMutation<Input>(mutationFn: (input: Input) => Promise<ProductAccessResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (table) => {
      queryClient.setQueryData(productAccessQueryKey, table);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'activity'] }),
      ]);
    },
  });
}
