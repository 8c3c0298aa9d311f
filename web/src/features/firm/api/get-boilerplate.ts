import { queryOptions, useQuery } from '@tanstack/react-query';
import { boilerplateListResponse, type BoilerplateListResponse } from '#common/api/boilerplate.ts';
import { api } from '../../../lib/api-client.ts';
import { firmQueryKey } from './get-firm.ts';

/** Under the firm's key: whatever changes the firm reloads this too. */
export const boilerplateQueryKey = [...firmQueryKey, 'boilerplate'] as const;

/** The firm's boilerplate passages, left out of the reading measures; any member may read them. */
export function getBoilerplate({ signal }: { signal?: AbortSignal } = {}): Promise<BoilerplateListResponse> {
  return api.get('/api/firm/boilerplate', { schema: boilerplateListResponse, signal });
}

export function useBoilerplate() {
  return useQuery(
    queryOptions({ queryKey: boilerplateQueryKey, queryFn: ({ signal }) => getBoilerplate({ signal }) }),
  );
}
