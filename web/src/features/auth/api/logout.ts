import { useMutation } from '@tanstack/react-query';
import { logoutResponse } from '#common/api/auth.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { flushAnalytics, trackEvent } from '../../../lib/analytics/analytics-client.ts';

// The server stores analytics only for a signed-in user, so the logout event goes out before the session ends.
const MAX_ANALYTICS_WAIT_MS = 1000;

/**
 * Ends the Clarion session. Returns the identity provider's logout address when the session came from
 * single sign-on and the provider offers RP-initiated logout; null means the sign-out is complete here.
 */
export async function logout(): Promise<string | null> {
  try {
    // 204 for a local sign-out, 200 { logoutUrl } to continue at the provider.
    const body = await api.post<unknown>('/api/auth/logout', undefined, { authenticated: false });
    const parsed = logoutResponse.safeParse(body);
    return parsed.success ? parsed.data.logoutUrl : null;
  } catch (error) {
    // No session left on the server: the user is signed out either way.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Signs out on the server; the caller navigates and then clears the session (see endSession). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      trackEvent({ type: 'auth', name: 'logout' });
      await flushAnalytics({ keepalive: true, maxWaitMs: MAX_ANALYTICS_WAIT_MS });
      return logout();
    },
  });
}
