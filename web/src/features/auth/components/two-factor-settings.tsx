import { useState } from 'react';
import type { MfaSetupResponse } from '#common/api/auth.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { mfaDisableInput, useDisableMfa } from '../api/disable-mfa.ts';
import { useMfaStatus } from '../api/get-mfa-status.ts';
import { mfaConfirmInput, useConfirmMfaSetup, useStartMfaSetup } from '../api/set-up-mfa.ts';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Settings: turn two-factor sign-in (an authenticator app, TOTP) on or off. */
export function TwoFactorSettings() {
  const status = useMfaStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (status.isPending) return <PageSpinner />;
  if (status.error) return <ErrorAlert>{errorMessage(status.error)}</ErrorAlert>;
  if (status.data.enabled) return <TwoFactorOn codesLeft={status.data.recoveryCodesLeft} />;
  return <TwoFactorSetup required={status.data.setupRequired} onEnabled={setRecoveryCodes} />;
}

function TwoFactorSetup({
  required,
  onEnabled,
}: {
  required: boolean;
  onEnabled: (codes: string[]) => void;
}) {
  const start = useStartMfaSetup();
  return (
    <div className="space-y-5">
      {required && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          Administrators of this Clarion installation must use two-factor sign-in. Set it up to continue.
        </p>
      )}
      <p className="text-sm text-slate-700">
        With two-factor sign-in, signing in needs your password and a 6-digit code from an authenticator app
        on your phone (for example Microsoft Authenticator, Google Authenticator or 1Password).
      </p>
      {start.error && <ErrorAlert>{errorMessage(start.error)}</ErrorAlert>}
      {start.data ? (
        <ConfirmSetup setup={start.data} onEnabled={onEnabled} />
      ) : (
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up two-factor sign-in
        </Button>
      )}
    </div>
  );
}

function ConfirmSetup({
  setup,
  onEnabled,
}: {
  setup: MfaSetupResponse;
  onEnabled: (codes: string[]) => void;
}) {
  const form = useZodForm(mfaConfirmInput, { defaultValues: { code: '' } });
  const confirm = useConfirmMfaSetup();
  const onSubmit = form.handleSubmit((input) =>
    confirm.mutate(input, { onSuccess: (result) => onEnabled(result.recoveryCodes) }),
  );

  const serverField = fieldErrorsFromApi<'code'>(confirm.error, ['code']).code;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Confirm two-factor sign-in">
      <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-800">
        <li>
          In your authenticator app, add an account and enter this key (or, on this device,{' '}
          <a href={setup.otpauthUrl} className={TEXT_LINK_CLASS}>
            open it in your authenticator app
          </a>
          ):
          <p className="mt-2">
            <code
              aria-label={`Set-up key: ${setup.secret.split('').join(' ')}`}
              className="rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider text-slate-900 select-all"
            >
              {grouped(setup.secret)}
            </code>
          </p>
          <p className="mt-1 text-slate-600">
            Time-based, 6 digits, every 30 seconds. This key is shown only now.
          </p>
        </li>
        <li>Enter the 6-digit code the app shows, to check that it works.</li>
      </ol>
      {confirm.error && !serverField && <ErrorAlert>{errorMessage(confirm.error)}</ErrorAlert>}
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        required
        {...formField(form, 'code', serverField)}
      />
      <Button type="submit" loading={confirm.isPending}>
        Turn on two-factor sign-in
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-5">
      <SuccessMessage>Two-factor sign-in is on.</SuccessMessage>
      <h2 className="text-lg font-semibold text-slate-900">Save your recovery codes</h2>
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are
        shown only now: print them or keep them in your password manager.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </div>
  );
}

const DISABLE_FIELDS = ['password', 'code'] as const;
type DisableField = (typeof DISABLE_FIELDS)[number];

function TwoFactorOn({ codesLeft }: { codesLeft: number }) {
  // This form has never moved focus to an invalid field; keep it that way.
  const form = useZodForm(mfaDisableInput, {
    defaultValues: { password: '', code: '' },
    shouldFocusError: false,
  });
  const disable = useDisableMfa();
  const onSubmit = form.handleSubmit((input) => disable.mutate(input));

  const fromServer = fieldErrorsFromApi<DisableField>(disable.error, DISABLE_FIELDS);
  return (
    <div className="space-y-5">
      <SuccessMessage>
        Two-factor sign-in is on. You have {codesLeft} unused recovery {codesLeft === 1 ? 'code' : 'codes'}.
      </SuccessMessage>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Turn off two-factor sign-in">
        <h2 className="text-lg font-semibold text-slate-900">Turn off two-factor sign-in</h2>
        {disable.error && <ErrorAlert>{errorMessage(disable.error)}</ErrorAlert>}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...formField(form, 'password', fromServer.password)}
        />
        <TextField
          label="Authentication code or recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          {...formField(form, 'code', fromServer.code)}
        />
        <Button type="submit" variant="danger" loading={disable.isPending}>
          Turn off two-factor sign-in
        </Button>
      </form>
    </div>
  );
}
