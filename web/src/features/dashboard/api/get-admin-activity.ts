import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityResponse, type ActivityResponse } from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';

export function getAdminActivity({ signal }: { signal?: AbortSignal } = {}): Promise<ActivityResponse> {
  return api.get('/api/admin/activity', { schema: activityResponse, signal });
}

export const adminActivityQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'activity'],
    queryFn: getAdminActivity,
    // The queue and stuck documents change on their own; keep the dashboard roughly live.
    refetchInterval: 30_000,
  });

export function useAdminActivity() {
  return useQuery(adminActivityQueryOptions());
}
