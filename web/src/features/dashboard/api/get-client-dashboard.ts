import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientDashboardResponse, type ClientDashboardResponse } from '#common/api/dashboard.ts';
import { api } from '../../../lib/api-client.ts';

export function getClientDashboard({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ClientDashboardResponse> {
  return api.get('/api/dashboard', { schema: clientDashboardResponse, signal });
}

export const clientDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'client'], queryFn: getClientDashboard });

export function useClientDashboard() {
  return useQuery(clientDashboardQueryOptions());
}
