import { useMutation } from '@tanstack/react-query';
import {
  messageResponse,
  passwordResetConfirmInput,
  type MessageResponse,
  type PasswordResetConfirmInput,
} from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

export { passwordResetConfirmInput, type PasswordResetConfirmInput };

export function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<MessageResponse> {
  return api.post('/api/auth/password-reset/confirm', input, {
    schema: messageResponse,
    authenticated: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
