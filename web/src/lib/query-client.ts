import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_QUERY_RETRIES = 2;

/**
 * Retry what might succeed on a second try (network failures, 5xx) and nothing the server has
 * answered on purpose (4xx: signed out, forbidden, not found, invalid input).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
