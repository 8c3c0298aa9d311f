import { useQuery } from '@tanstack/react-query';
import { firmResponse } from '#common/api/firms.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The firm's team, to name an approver and reviewers when submitting (issue 30). The Team page reads the same
 * resource under the same key, so the two share one cached answer.
 */
export function useColleagues() {
  return useQuery({
    queryKey: ['firm', 'team'],
    queryFn: ({ signal }) => api.get('/api/firm', { schema: firmResponse, signal }),
  });
}
