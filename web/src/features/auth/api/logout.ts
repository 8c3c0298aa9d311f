import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

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
  return useMutation({ mutationFn: logout });
}
