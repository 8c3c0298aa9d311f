import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { dashboardPathFor, paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { isMfaRequired, loginInput, useLogin } from '../api/login.ts';
import { postLoginPath } from '../lib/access.ts';
import { MfaCodeForm } from './mfa-code-form.tsx';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginForm() {
  const form = useZodForm(loginInput, { defaultValues: { email: '', password: '' } });
  // Set when the password was right and two-factor sign-in asks for a code next.
  const [mfaMessage, setMfaMessage] = useState<string | null>(null);
  const login = useLogin();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  const onSubmit = form.handleSubmit((input) => {
    login.mutate(input, {
      onSuccess: (result) => {
        if (isMfaRequired(result)) setMfaMessage(result.message);
        else void navigate(postLoginPath(result.user.role, from), { replace: true });
      },
    });
  });

  if (mfaMessage) {
    return (
      <MfaCodeForm
        message={mfaMessage}
        onSignedIn={(me) => void navigate(postLoginPath(me.user.role, from), { replace: true })}
        onStartAgain={() => {
          setMfaMessage(null);
          login.reset();
        }}
      />
    );
  }

  const fromServer = fieldErrorsFromApi<Field>(login.error, FIELDS);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {from !== undefined && !me && !login.error && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          Your session has ended. Please sign in again.
        </p>
      )}
      {me && !login.isPending && (
        <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-950">
          You are signed in as {me.user.email}.{' '}
          <Link to={dashboardPathFor(me.user.role)} className={TEXT_LINK_CLASS}>
            Go to your dashboard
          </Link>
        </p>
      )}
      {login.error && <ErrorAlert>{errorMessage(login.error)}</ErrorAlert>}
      <TextField
        label="Email address"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        {...formField(form, 'email', fromServer.email)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...formField(form, 'password', fromServer.password)}
      />
      <div className="flex justify-end text-sm">
        <Link to={paths.resetPassword} className={TEXT_LINK_CLASS}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" fullWidth loading={login.isPending}>
        Sign in
      </Button>
    </form>
  );
}
