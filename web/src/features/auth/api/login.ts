import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  loginInput,
  meResponse,
  mfaRequiredResponse,
  type LoginInput,
  type MeResponse,
  type MfaRequiredResponse,
} from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';
import { startSession } from '../lib/session.ts';

export { loginInput, type LoginInput };

/** 200 with the session, or 202 when two-factor sign-in is on: the code is asked for next (verify-mfa.ts). */
export function login(input: LoginInput): Promise<MeResponse | MfaRequiredResponse> {
  // A 401 here means "wrong e-mail or password", not "session ended": the form shows the message.
  return api.post('/api/auth/login', input, {
    schema: meResponse.or(mfaRequiredResponse),
    authenticated: false,
  });
}

export const isMfaRequired = (result: MeResponse | MfaRequiredResponse): result is MfaRequiredResponse =>
  'mfaRequired' in result;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (isMfaRequired(result)) return;
      startSession(queryClient, result);
      trackEvent({ type: 'auth', name: 'login', props: { method: 'password' } });
    },
  });
}
