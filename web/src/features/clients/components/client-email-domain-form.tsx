import { useState } from 'react';
import { z } from 'zod';
import { updateClientInput, type ClientSummary } from '#common/api/admin.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { useUpdateClient } from '../api/update-client.ts';

// An empty field clears the domain; anything else must pass the API's own check of a domain.
const emailDomainForm = z.object({
  emailDomain: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(updateClientInput.shape.emailDomain.unwrap()),
});

/**
 * The firm's verified e-mail domain: people who first sign in with single sign-on at an address there join
 * this client as members. One domain belongs to one client (409 otherwise).
 */
export function ClientEmailDomainForm({ client }: { client: ClientSummary }) {
  const form = useZodForm(emailDomainForm, { defaultValues: { emailDomain: client.emailDomain ?? '' } });
  const update = useUpdateClient(client.id);
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(({ emailDomain }) => {
    setDone(null);
    update.mutate(
      { emailDomain },
      {
        onSuccess: (updated) => {
          form.reset({ emailDomain: updated.emailDomain ?? '' });
          setDone(
            updated.emailDomain
              ? `People signing in with single sign-on at ${updated.emailDomain} now join this client.`
              : 'The e-mail domain has been removed.',
          );
        },
      },
    );
  });
  const fromServer = fieldErrorsFromApi(update.error, ['emailDomain'] as const);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {done && <SuccessMessage>{done}</SuccessMessage>}
      {update.error && <ErrorAlert>{errorMessage(update.error)}</ErrorAlert>}
      <TextField
        label="E-mail domain for single sign-on"
        autoComplete="off"
        spellCheck={false}
        placeholder="example.com"
        hint="A domain the firm has shown it owns. Leave empty so that nobody joins by domain."
        {...formField(form, 'emailDomain', fromServer.emailDomain)}
      />
      <Button type="submit" variant="secondary" loading={update.isPending}>
        Save domain
      </Button>
    </form>
  );
}
