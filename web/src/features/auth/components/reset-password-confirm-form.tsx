import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '#common/constants.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { passwordResetConfirmInput, useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

const FIELDS = ['password'] as const;
type Field = (typeof FIELDS)[number];

/** The words of the form on each page that uses it: a reset, or accepting an invitation. */
const WORDING = {
  reset: {
    label: 'New password',
    submit: 'Set new password',
    expired: (
      <>
        If your link has expired or was already used,{' '}
        <Link to={paths.resetPassword} className={TEXT_LINK_CLASS}>
          request a new reset link
        </Link>
        .
      </>
    ),
  },
  invitation: {
    label: 'Choose a password',
    submit: 'Accept invitation',
    expired: (
      <>If your invitation has expired or was already used, ask whoever invited you to send a new one.</>
    ),
  },
} as const;

/**
 * Step two of a reset, or accepting an invitation: the e-mailed link carries the token; choose the password.
 * The same checks and strength hint serve both; only the words differ.
 */
export function ResetPasswordConfirmForm({
  token,
  purpose = 'reset',
}: {
  token: string;
  purpose?: keyof typeof WORDING;
}) {
  const words = WORDING[purpose];
  // The token is a value of the form but no field: the schema checks it, and its message shows above.
  const form = useZodForm(passwordResetConfirmInput, { defaultValues: { token, password: '' } });
  const typed = useWatch({ control: form.control, name: 'password' });
  const confirm = useConfirmPasswordReset();
  const onSubmit = form.handleSubmit((input) => confirm.mutate(input));

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
  const password = formField(form, 'password', fromServer.password);
  const tokenError = form.formState.errors.token?.message;
  // A refused password is shown at its field; the link still works, so no "expired link" advice then.
  const formError =
    tokenError ?? (confirm.error && !fromServer.password ? errorMessage(confirm.error) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError && (
        <ErrorAlert>
          <p>{formError}</p>
          <p className="mt-2">{words.expired}</p>
        </ErrorAlert>
      )}
      <TextField
        label={words.label}
        type="password"
        autoComplete="new-password"
        required
        hint={`Use at least ${MIN_PASSWORD_LENGTH} characters.`}
        {...password}
      />
      <PasswordStrengthHint token={token} password={typed} shownError={password.error} />
      <Button type="submit" fullWidth loading={confirm.isPending}>
        {words.submit}
      </Button>
    </form>
  );
}
