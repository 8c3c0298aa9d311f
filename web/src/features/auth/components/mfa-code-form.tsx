import { useState } from 'react';
import type { MeResponse } from '#common/api/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { mfaVerifyInput, useVerifyMfa } from '../api/verify-mfa.ts';

/**
 * Sign-in, step two: the 6-digit code from the authenticator app, or one of the recovery codes. The field
 * switches between the two so that phones offer digits for the one and letters for the other.
 */
export function MfaCodeForm({
  message,
  onSignedIn,
  onStartAgain,
}: {
  message: string;
  onSignedIn: (me: MeResponse) => void;
  onStartAgain: () => void;
}) {
  const form = useZodForm(mfaVerifyInput, { defaultValues: { code: '' } });
  const [useRecovery, setUseRecovery] = useState(false);
  const verify = useVerifyMfa();
  const onSubmit = form.handleSubmit((input) => verify.mutate(input, { onSuccess: onSignedIn }));

  const serverError = verify.error ? errorMessage(verify.error) : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Two-factor sign-in">
      <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-950">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in.'
          : message}
      </p>
      <TextField
        key={useRecovery ? 'recovery' : 'totp'}
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        pattern={useRecovery ? undefined : '[0-9]*'}
        maxLength={useRecovery ? 24 : 6}
        spellCheck={false}
        autoFocus
        required
        {...formField(form, 'code', serverError)}
      />
      <Button type="submit" fullWidth loading={verify.isPending}>
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setUseRecovery(!useRecovery);
            form.reset();
            verify.reset();
          }}
        >
          {useRecovery ? 'Use the code from my app' : 'Use a recovery code'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onStartAgain}>
          Start again
        </Button>
      </div>
    </form>
  );
}
