import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '#common/constants.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/form.ts';
import { focusFirstError, useFormValues } from '../../../lib/use-form-values.ts';
import { passwordResetConfirmInput, useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

const FIELDS = ['password'] as const;
type Field = (typeof FIELDS)[number];

/** Step two of a reset: the e-mailed link carries the token; choose the new password. */
export function ResetPasswordConfirmForm({ token }: { token: string }) {
  const { values, onChange } = useFormValues({ password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [tokenError, setTokenError] = useState<string | null>(null);
  const confirm = useConfirmPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetConfirmInput.safeParse({ token, password: values.password });
    if (!parsed.success) {
      const found = fieldErrorsFromZod<Field | 'token'>(parsed.error);
      setTokenError(found.token ?? null);
      setErrors({ password: found.password });
      focusFirstError(event.currentTarget, FIELDS, found);
      return;
    }
    setErrors({});
    setTokenError(null);
    confirm.mutate(parsed.data);
  }

  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <SuccessMessage>{confirm.data.message}</SuccessMessage>
        <Link to={paths.login} className={buttonClassName({ fullWidth: true })}>
          Sign in
        </Link>
      </div>
    );
  }

  const fromServer = fieldErrorsFromApi<Field>(confirm.error, FIELDS);
  const shown = { ...fromServer, ...errors };
  // A refused password is shown at its field; the link still works, so no "expired link" advice then.
  const formError =
    tokenError ?? (confirm.error && !fromServer.password ? errorMessage(confirm.error) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError && (
        <ErrorAlert>
          <p>{formError}</p>
          <p className="mt-2">
            If your link has expired or was already used,{' '}
            <Link to={paths.resetPassword} className={TEXT_LINK_CLASS}>
              request a new reset link
            </Link>
            .
          </p>
        </ErrorAlert>
      )}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`Use at least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.password}
        onChange={onChange}
        error={shown.password}
      />
      <PasswordStrengthHint password={values.password} personal={[]} shownError={shown.password} />
      <Button type="submit" fullWidth loading={confirm.isPending}>
        Set new password
      </Button>
    </form>
  );
}
