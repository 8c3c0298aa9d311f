import { queryOptions, useQuery } from '@tanstack/react-query';
import { upcomingStaleResponse, type UpcomingStaleResponse } from '#common/api/dashboard.ts';
import { api } from '../../../lib/api-client.ts';

/** The firm's documents and approvals out of date, or going out of date in the next 30 days (issue 30). */
export function getUpcomingStale({ signal }: { signal?: AbortSignal } = {}): Promise<UpcomingStaleResponse> {
  return api.get('/api/dashboard/upcoming-stale', { schema: upcomingStaleResponse, signal });
}

// Under ['dashboard']: editing a document's date or deciding a review refreshes it with the dashboard.
export const upcomingStaleQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'upcoming-stale'], queryFn: getUpcomingStale });

export function useUpcomingStale() {
  return useQuery(upcomingStaleQueryOptions());
}
