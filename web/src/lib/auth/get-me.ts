import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponse, type MeResponse } from '#common/api/auth.ts';
import { ACCESS_CACHE_TTL_MS } from '#common/constants.ts';
import { api, ApiError, setCsrfToken } from '../api-client.ts';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when nobody is signed in (the server answers 401). */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<MeResponse | null> {
  try {
    const me = await api.get('/api/auth/me', { schema: meResponse, signal, authenticated: false });
    setCsrfToken(me.csrfToken);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // Module access may change under an administrator's hand; spec §9 caches access for five minutes.
    staleTime: ACCESS_CACHE_TTL_MS,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
