import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meResponse, mfaVerifyInput, type MeResponse, type MfaVerifyInput } from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';
import { startSession } from '../lib/session.ts';

export { mfaVerifyInput, type MfaVerifyInput };

/** The second sign-in step; the pending sign-in travels in an HTTP-only cookie set by the login answer. */
export function verifyMfa(input: MfaVerifyInput): Promise<MeResponse> {
  // A 401 is a wrong code or an expired sign-in: the form shows the message.
  return api.post('/api/auth/mfa/verify', input, { schema: meResponse, authenticated: false });
}

export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfa,
    onSuccess: (me) => {
      startSession(queryClient, me);
      trackEvent({ type: 'auth', name: 'login', props: { method: 'password', secondFactor: true } });
    },
  });
}
