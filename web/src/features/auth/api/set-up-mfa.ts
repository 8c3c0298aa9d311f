import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mfaConfirmInput,
  mfaConfirmResponse,
  mfaSetupResponse,
  type MfaConfirmInput,
  type MfaConfirmResponse,
  type MfaSetupResponse,
} from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/auth/get-me.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

export { mfaConfirmInput, type MfaConfirmInput };

/** Step 1: a new secret (shown this once); nothing is on until step 2 confirms it with a code. */
export function startMfaSetup(): Promise<MfaSetupResponse> {
  return api.post('/api/auth/mfa/setup', undefined, { schema: mfaSetupResponse });
}

/** Step 2: a right code turns it on; the answer holds the recovery codes, shown only this once. */
export function confirmMfaSetup(input: MfaConfirmInput): Promise<MfaConfirmResponse> {
  return api.post('/api/auth/mfa/confirm', input, { schema: mfaConfirmResponse });
}

export function useStartMfaSetup() {
  return useMutation({ mutationFn: startMfaSetup });
}

export function useConfirmMfaSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaSetup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey });
      // ADMIN_MFA: the rest of the app opens once the server knows it is on.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
