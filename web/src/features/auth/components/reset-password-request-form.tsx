import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/form.ts';
import { focusFirstError, useFormValues } from '../../../lib/use-form-values.ts';
import { passwordResetInput, useRequestPasswordReset } from '../api/request-password-reset.ts';

const FIELDS = ['email'] as const;
type Field = (typeof FIELDS)[number];

/** Step one of a reset: ask for the address the link should go to. */
export function ResetPasswordRequestForm() {
  const { values, onChange } = useFormValues({ email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFromZod<Field>(parsed.error);
      setErrors(found);
      focusFirstError(event.currentTarget, FIELDS, found);
      return;
    }
    setErrors({});
    request.mutate(parsed.data);
  }

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <SuccessMessage>{request.data.message}</SuccessMessage>
        <p className="text-sm text-slate-700">
          <Link to={paths.login} className={TEXT_LINK_CLASS}>
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  const shown = { ...fieldErrorsFromApi<Field>(request.error, FIELDS), ...errors };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {request.error && <ErrorAlert>{errorMessage(request.error)}</ErrorAlert>}
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="We will send a link to choose a new password to this address."
        value={values.email}
        onChange={onChange}
        error={shown.email}
      />
      <Button type="submit" fullWidth loading={request.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
