import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { complianceCheckSchema, type ComplianceCheck } from '#common/api/compliance.ts';
import { api } from '../../../lib/api-client.ts';
import { isCheckRunning } from '../lib/findings.ts';
import { checkQueryKey, checkUrl } from './compliance-keys.ts';

/** A running check is polled every second until it has completed or failed. */
export const CHECK_POLL_MS = 1000;

/** One compliance check; 404 NOT_FOUND when it does not exist or is not the caller's. */
export function getCheck(
  checkId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ComplianceCheck> {
  return api.get(checkUrl(checkId), { schema: complianceCheckSchema, signal });
}

export const checkQueryOptions = (checkId: string) =>
  queryOptions({
    queryKey: checkQueryKey(checkId),
    queryFn: ({ signal }) => getCheck(checkId, { signal }),
    // Stops once the check has completed or failed, and on an error (the page offers Try again).
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && !isCheckRunning(query.state.data.status))
        ? false
        : CHECK_POLL_MS,
  });

export function useCheck(checkId: string) {
  return useQuery(checkQueryOptions(checkId));
}

/** Several checks at once (the dashboard's most frequent failures). */
export function useChecks(checkIds: readonly string[]) {
  return useQueries({
    queries: checkIds.map((checkId) => ({
      queryKey: checkQueryKey(checkId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getCheck(checkId, { signal }),
      staleTime: 60_000,
    })),
  });
}
