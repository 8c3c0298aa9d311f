import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meResponse, registerInput, type MeResponse, type RegisterInput } from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { trackEvent } from '../../analytics/lib/analytics-client.ts';
import { startSession } from '../lib/session.ts';

export { registerInput, type RegisterInput };

/** 201 with the new user's session; 403 FORBIDDEN (with a message) when sign-up is switched off. */
export function register(input: RegisterInput): Promise<MeResponse> {
  return api.post('/api/auth/register', input, { schema: meResponse, authenticated: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (me) => {
      startSession(queryClient, me);
      trackEvent({ type: 'auth', name: 'register', props: { method: 'password' } });
    },
  });
}
