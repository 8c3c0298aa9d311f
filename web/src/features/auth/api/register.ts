import { useMutation } from '@tanstack/react-query';
import {
  messageResponse,
  registerInput,
  type MessageResponse,
  type RegisterInput,
} from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';

export { registerInput, type RegisterInput };

/**
 * 202 with "check your e-mail", the same whether or not the address already has an account (ADR 010);
 * the e-mailed link chooses the password. 403 FORBIDDEN (with a message) when sign-up is switched off.
 */
export function register(input: RegisterInput): Promise<MessageResponse> {
  return api.post('/api/auth/register', input, { schema: messageResponse, authenticated: false });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: () => trackEvent({ type: 'auth', name: 'register', props: { method: 'password' } }),
  });
}
