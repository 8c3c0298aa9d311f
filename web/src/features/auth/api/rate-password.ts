import {
  passwordStrengthResponse,
  type PasswordStrengthInput,
  type PasswordStrengthResponse,
} from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The server rates the password being typed, with the scorer and the personal words (the link owner's name
 * and e-mail) its refusal uses: the hint and the refusal always agree, and the browser carries no word lists.
 */
export function ratePassword(
  input: PasswordStrengthInput,
  signal?: AbortSignal,
): Promise<PasswordStrengthResponse> {
  return api.post('/api/auth/password-reset/strength', input, {
    schema: passwordStrengthResponse,
    authenticated: false,
    signal,
  });
}
