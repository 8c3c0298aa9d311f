import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientDetailResponse } from '#common/api/admin.ts';
import { meResponse } from '#common/api/auth.ts';
import { clientDashboardResponse } from '#common/api/dashboard.ts';
import { ApiError, api, errorMessage } from '../../../lib/api-client.ts';
import type { CallResult, ConnectionDiagnostic } from '../lib/connection-checks.ts';

async function timed<T>(call: () => Promise<T>): Promise<CallResult<T>> {
  const started = performance.now();
  try {
    const data = await call();
    return { ok: true, data, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      status: error instanceof ApiError ? error.status : 0,
      message: errorMessage(error),
      ms: Math.round(performance.now() - started),
    };
  }
}

/**
 * Spec §2.13: reads the session (GET /api/auth/me: user, role, modules), the document count
 * (GET /api/dashboard) and calls the administrators' documents-for-client endpoint with the caller's own
 * id, reporting each call's outcome rather than throwing.
 */
export async function getConnectionDiagnostic(): Promise<ConnectionDiagnostic> {
  const session = await timed(() => api.get('/api/auth/me', { schema: meResponse, authenticated: false }));
  if (!session.ok) return { session, documents: null, adminCall: null, checkedAt: new Date().toISOString() };
  const [documents, adminCall] = await Promise.all([
    timed(() => api.get('/api/dashboard', { schema: clientDashboardResponse })),
    timed(() =>
      api.get(`/api/admin/clients/${encodeURIComponent(session.data.user.id)}`, {
        schema: clientDetailResponse,
      }),
    ),
  ]);
  return { session, documents, adminCall, checkedAt: new Date().toISOString() };
}

export const connectionDiagnosticQueryOptions = () =>
  queryOptions({
    queryKey: ['diagnostics', 'connection'],
    queryFn: getConnectionDiagnostic,
    // A diagnostic shows the state of things now, not a cached copy.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useConnectionDiagnostic() {
  return useQuery(connectionDiagnosticQueryOptions());
}
