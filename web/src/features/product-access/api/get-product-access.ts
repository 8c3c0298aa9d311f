import { queryOptions, useQuery } from '@tanstack/react-query';
import { productAccessResponse, type ProductAccessResponse } from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';

export const productAccessQueryKey = ['admin', 'product-access'] as const;

/** Every client with their module access, and whether the module guard is switched on at all. */
export function getProductAccess({ signal }: { signal?: AbortSignal } = {}): Promise<ProductAccessResponse> {
  return api.get('/api/admin/product-access', { schema: productAccessResponse, signal });
}

export const productAccessQueryOptions = () =>
  queryOptions({ queryKey: productAccessQueryKey, queryFn: getProductAccess });

export function useProductAccess() {
  return useQuery(productAccessQueryOptions());
}
