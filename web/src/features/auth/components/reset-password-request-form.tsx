import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { passwordResetInput, useRequestPasswordReset } from '../api/request-password-reset.ts';

const FIELDS = ['email'] as const;
type Field = (typeof FIELDS)[number];

/** Step one of a reset: ask for the address the link should go to. */
export function ResetPasswordRequestForm() {
  const form = useZodForm(passwordResetInput, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  const onSubmit = form.handleSubmit((input) => request.mutate(input));

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

  const fromServer = fieldErrorsFromApi<Field>(request.error, FIELDS);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {request.error && <ErrorAlert>{errorMessage(request.error)}</ErrorAlert>}
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="We will send a link to choose a new password to this address."
        {...formField(form, 'email', fromServer.email)}
      />
      <Button type="submit" fullWidth loading={request.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
