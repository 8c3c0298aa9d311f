import { useState } from 'react';
import { z } from 'zod';
import { FRN_MESSAGE, FRN_NOT_RECORDED, FRN_PATTERN } from '#common/api/firms.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';

// The same check as the API's (spaces ignored; empty clears it), so a mistyped FRN is caught before sending.
const frnForm = z.object({
  frn: z
    .string()
    .transform((value) => value.replace(/\s+/g, '') || null)
    .pipe(z.string().regex(FRN_PATTERN, FRN_MESSAGE).nullable()),
});

/**
 * The firm's FCA Firm Reference Number, named on its approval certificates: the firm admin (their Team page) and
 * the platform admin (the client's page) record it. `save` is the caller's mutation.
 */
export function FrnForm({
  frn,
  save,
}: {
  frn: string | null | undefined;
  save: {
    mutate: (input: { frn: string | null }, options: { onSuccess: (saved: string | null) => void }) => void;
    isPending: boolean;
    error: Error | null;
  };
}) {
  const form = useZodForm(frnForm, { defaultValues: { frn: frn ?? '' } });
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(({ frn: value }) => {
    setDone(null);
    save.mutate(
      { frn: value },
      {
        onSuccess: (saved) => {
          form.reset({ frn: saved ?? '' });
          setDone(
            saved
              ? `FRN ${saved} saved: certificates now name it.`
              : `FRN removed: certificates say “${FRN_NOT_RECORDED}”.`,
          );
        },
      },
    );
  });
  const fromServer = fieldErrorsFromApi(save.error, ['frn'] as const);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {done && <SuccessMessage>{done}</SuccessMessage>}
      {save.error && <ErrorAlert>{errorMessage(save.error)}</ErrorAlert>}
      <TextField
        label="FCA Firm Reference Number (FRN)"
        autoComplete="off"
        inputMode="numeric"
        spellCheck={false}
        placeholder="123456"
        hint="The 6 or 7 digits of the firm's entry on the FCA register, shown on approval certificates. Leave empty if the firm has none."
        {...formField(form, 'frn', fromServer.frn)}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        Save FRN
      </Button>
    </form>
  );
}

/** The FRN as read on screens where it is not edited. */
export const frnText = (frn: string | null | undefined) => frn ?? FRN_NOT_RECORDED;
