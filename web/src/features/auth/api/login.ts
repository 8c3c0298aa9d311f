import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginInput, meResponse, type LoginInput, type MeResponse } from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { trackEvent } from '../../analytics/lib/analytics-client.ts';
import { startSession } from '../lib/session.ts';

export { loginInput, type LoginInput };

export function login(input: LoginInput): Promise<MeResponse> {
  // A 401 here means "wrong e-mail or password", not "session ended": the form shows the message.
  return api.post('/api/auth/login', input, { schema: meResponse, authenticated: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      startSession(queryClient, me);
      trackEvent({ type: 'auth', name: 'login', props: { method: 'password' } });
    },
  });
}
