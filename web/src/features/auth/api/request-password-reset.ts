import { useMutation } from '@tanstack/react-query';
import {
  messageResponse,
  passwordResetInput,
  type MessageResponse,
  type PasswordResetInput,
} from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

export { passwordResetInput, type PasswordResetInput };

/** 202 with a message that does not say whether the address has an account. */
export function requestPasswordReset(input: PasswordResetInput): Promise<MessageResponse> {
  return api.post('/api/auth/password-reset', input, { schema: messageResponse, authenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
