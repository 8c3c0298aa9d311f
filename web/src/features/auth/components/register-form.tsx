import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { registerInput, useRegister } from '../api/register.ts';

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];

/** Step one of sign-up: name and address; the e-mailed link proves the address and chooses the password. */
export function RegisterForm() {
  const form = useZodForm(registerInput, { defaultValues: { name: '', email: '' } });
  const register = useRegister();

  const onSubmit = form.handleSubmit((input) => register.mutate(input));

  if (register.isSuccess) {
    return (
      <div className="space-y-4">
        <SuccessMessage>{register.data.message}</SuccessMessage>
        <p className="text-sm text-slate-700">
          <Link to={paths.login} className={TEXT_LINK_CLASS}>
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  const fromServer = fieldErrorsFromApi<Field>(register.error, FIELDS);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {register.error && Object.keys(fromServer).length === 0 && (
        <ErrorAlert>{errorMessage(register.error)}</ErrorAlert>
      )}
      <TextField
        label="Full name"
        autoComplete="name"
        required
        {...formField(form, 'name', fromServer.name)}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="We will send a link to this address to choose your password."
        {...formField(form, 'email', fromServer.email)}
      />
      <Button type="submit" fullWidth loading={register.isPending}>
        Create account
      </Button>
    </form>
  );
}
