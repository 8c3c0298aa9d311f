import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '#common/constants.ts';
import { dashboardPathFor } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/form.ts';
import { focusFirstError, useFormValues } from '../../../lib/use-form-values.ts';
import { registerInput, useRegister } from '../api/register.ts';

const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function RegisterForm() {
  const { values, onChange } = useFormValues({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const register = useRegister();
  const navigate = useNavigate();

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
    register.mutate(parsed.data, {
      onSuccess: (me) => void navigate(dashboardPathFor(me.user.role), { replace: true }),
    });
  }

  const shown = { ...fieldErrorsFromApi<Field>(register.error, FIELDS), ...errors };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {register.error && <ErrorAlert>{errorMessage(register.error)}</ErrorAlert>}
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
        value={values.email}
        onChange={onChange}
        error={shown.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`Use at least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.password}
        onChange={onChange}
        error={shown.password}
      />
      <Button type="submit" fullWidth loading={register.isPending}>
        Create account
      </Button>
    </form>
  );
}
