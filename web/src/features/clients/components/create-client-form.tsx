import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ClientSummary } from '#common/api/admin.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/form.ts';
import { focusFirstError, useFormValues } from '../../../lib/use-form-values.ts';
import { createClientInput, useCreateClient } from '../api/create-client.ts';
import { clientDisplayName, createdConfirmation } from '../lib/client-labels.ts';

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];

function Created({ client }: { client: ClientSummary }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: start keyboard and screen-reader users at the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="space-y-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Client created
      </h2>
      <SuccessMessage>{createdConfirmation(client)}</SuccessMessage>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.admin.client(client.id)} className={buttonClassName()}>
          View {clientDisplayName(client.name)}
        </Link>
        {/* A fresh navigation to this page gives a new location key, which resets the form. */}
        <Link to={paths.admin.createClient} className={buttonClassName({ variant: 'secondary' })}>
          Create another client
        </Link>
      </div>
    </div>
  );
}

export function CreateClientForm() {
  const { values, onChange } = useFormValues({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const create = useCreateClient();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createClientInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFromZod<Field>(parsed.error);
      setErrors(found);
      focusFirstError(event.currentTarget, FIELDS, found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  }

  if (create.isSuccess) return <Created client={create.data} />;

  const shown = { ...fieldErrorsFromApi<Field>(create.error, FIELDS), ...errors };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {create.error && <ErrorAlert>{errorMessage(create.error)}</ErrorAlert>}
      <TextField
        label="Client name"
        name="name"
        autoComplete="organization"
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
        hint="We'll e-mail this address a link to choose a password."
        value={values.email}
        onChange={onChange}
        error={shown.email}
      />
      <Button type="submit" loading={create.isPending}>
        Create client
      </Button>
    </form>
  );
}
