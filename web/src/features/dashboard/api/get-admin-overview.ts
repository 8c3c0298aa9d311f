import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOverviewResponse, type AdminOverviewResponse } from '#common/api/dashboard.ts';
import { api } from '../../../lib/api-client.ts';

export function getAdminOverview({ signal }: { signal?: AbortSignal } = {}): Promise<AdminOverviewResponse> {
  return api.get('/api/admin/overview', { schema: adminOverviewResponse, signal });
}

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'admin-overview'], queryFn: getAdminOverview });

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
