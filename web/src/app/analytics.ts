import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '#common/api/auth.ts';
import { meQueryKey } from '../lib/auth/get-me.ts';
import {
  configureAnalytics,
  observeSession,
  startAnalytics,
  type SessionState,
} from '../lib/analytics/analytics-client.ts';
import { startWebVitals } from '../features/analytics/lib/web-vitals.ts';

/** The session as analytics sees it: undefined while /api/auth/me has not answered, null when signed out. */
export function sessionStateOf(me: MeResponse | null | undefined): SessionState {
  if (me === undefined) return { status: 'unknown' };
  if (me === null) return { status: 'anonymous' };
  return { status: 'signed-in', userId: me.user.id };
}

/** Wires analytics to the session in the query cache, starts batching, and measures web-vitals. */
export function installAnalytics(queryClient: QueryClient): void {
  const readSession = () => sessionStateOf(queryClient.getQueryData<MeResponse | null>(meQueryKey));
  configureAnalytics({ getSession: readSession });
  const meHash = hashKey(meQueryKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === meHash) observeSession(readSession());
  });
  startAnalytics();
  // After the first render: web-vitals is a separate chunk, and its observers see earlier entries anyway.
  const later = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  later(() => startWebVitals());
}
