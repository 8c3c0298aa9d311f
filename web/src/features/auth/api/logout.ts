import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { flushAnalytics, trackEvent } from '../../analytics/lib/analytics-client.ts';

// The server stores analytics only for a signed-in user, so the logout event goes out before the session ends.
const MAX_ANALYTICS_WAIT_MS = 1000;

export async function logout(): Promise<void> {
  try {
    await api.post('/api/auth/logout', undefined, { authenticated: false });
  } catch (error) {
    // No session left on the server: the user is signed out either way.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Signs out on the server; the caller navigates and then clears the session (see endSession). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      trackEvent({ type: 'auth', name: 'logout', props: { method: 'password' } });
      await flushAnalytics({ keepalive: true, maxWaitMs: MAX_ANALYTICS_WAIT_MS });
      await logout();
    },
  });
}
