import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaDisableInput, type MfaDisableInput } from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/auth/get-me.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

export { mfaDisableInput, type MfaDisableInput };

/** Needs the password and a current code (or a recovery code); a wrong one answers 400 and changes nothing. */
export function disableMfa(input: MfaDisableInput): Promise<void> {
  return api.post('/api/auth/mfa/disable', input);
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
