import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { meQueryKey } from './auth/get-me.ts';

const MAX_QUERY_RETRIES = 2;

/**
 * Retry what might succeed on a second try (network failures, 5xx) and nothing the server has
 * answered on purpose (4xx: signed out, forbidden, not found, invalid input).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

const isMeQuery = (key: QueryKey | undefined) =>
  key !== undefined && key.length === meQueryKey.length && key.every((part, i) => part === meQueryKey[i]);

export function createQueryClient(): QueryClient {
  // A 403 means the screen offered something the user may no longer do: a firm admin changed their role, or
  // an administrator switched a module off, after `me` was read (it is kept for five minutes). Reading `me`
  // again at once takes the buttons and pages away instead of leaving them to fail until the cache expires.
  const refreshMeOnForbidden = (error: unknown, key?: QueryKey) => {
    if (error instanceof ApiError && error.status === 403 && !isMeQuery(key)) {
      void client.invalidateQueries({ queryKey: meQueryKey });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => refreshMeOnForbidden(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => refreshMeOnForbidden(error) }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
