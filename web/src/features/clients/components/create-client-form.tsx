import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ClientSummary } from '#common/api/admin.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { createClientInput, useCreateClient } from '../api/create-client.ts';
import { clientDisplayName, createdConfirmation } from '../lib/client-labels.ts';

const FIELDS = ['name', 'adminName', 'email'] as const;
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

/** The API takes the admin's name as optional (callers written against the spec); the form always asks for it. */
const createClientForm = createClientInput.required({ adminName: true });

export function CreateClientForm() {
  const form = useZodForm(createClientForm, { defaultValues: { name: '', adminName: '', email: '' } });
  const create = useCreateClient();
  const onSubmit = form.handleSubmit((input) => create.mutate(input));

  if (create.isSuccess) return <Created client={create.data} />;

  const fromServer = fieldErrorsFromApi<Field>(create.error, FIELDS);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {create.error && <ErrorAlert>{errorMessage(create.error)}</ErrorAlert>}
      <TextField
        label="Client name"
        autoComplete="organization"
        required
        {...formField(form, 'name', fromServer.name)}
      />
      <TextField
        label="Firm admin's name"
        autoComplete="name"
        required
        hint="The person at the address below, who will manage the firm's team. Actions are credited to them."
        {...formField(form, 'adminName', fromServer.adminName)}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="We'll e-mail this address a link to choose a password."
        {...formField(form, 'email', fromServer.email)}
      />
      <Button type="submit" loading={create.isPending}>
        Create client
      </Button>
    </form>
  );
}
