import { queryOptions, useQuery } from '@tanstack/react-query';
import { mfaStatusResponse, type MfaStatusResponse } from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

export const mfaStatusQueryKey = ['auth', 'mfa'] as const;

export function getMfaStatus({ signal }: { signal?: AbortSignal } = {}): Promise<MfaStatusResponse> {
  return api.get('/api/auth/mfa', { schema: mfaStatusResponse, signal });
}

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: mfaStatusQueryKey, queryFn: getMfaStatus });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
