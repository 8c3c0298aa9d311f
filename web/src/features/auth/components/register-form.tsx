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
import { registerInput, useRegister } from '../api/register.ts';

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];

/** Step one of sign-up: name and address; the e-mailed link proves the address and chooses the password. */
export function RegisterForm() {
  const { values, onChange } = useFormValues({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const register = useRegister();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFromZod<Field>(parsed.error);
      setErrors(found);
      focusFirstError(event.currentTarget, FIELDS, found);
      return;
    }
    setErrors({});
    register.mutate(parsed.data);
  }

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
  const shown = { ...fromServer, ...errors };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {register.error && Object.keys(fromServer).length === 0 && (
        <ErrorAlert>{errorMessage(register.error)}</ErrorAlert>
      )}
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={onChange}
        error={shown.name}
      />
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="We will send a link to this address to choose your password."
        value={values.email}
        onChange={onChange}
        error={shown.email}
      />
      <Button type="submit" fullWidth loading={register.isPending}>
        Create account
      </Button>
    </form>
  );
}
