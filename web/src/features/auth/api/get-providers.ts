import { queryOptions, useQuery } from '@tanstack/react-query';
import { providersResponse, type ProvidersResponse } from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

/** How this installation lets people sign in: password, single sign-on, or both (server configuration). */
export function getProviders({ signal }: { signal?: AbortSignal } = {}): Promise<ProvidersResponse> {
  return api.get('/api/auth/providers', { schema: providersResponse, signal, authenticated: false });
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: getProviders,
    // Changes only when the server is reconfigured and restarted.
    staleTime: Infinity,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
