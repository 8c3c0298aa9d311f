import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateFund } from '../api/fund-actions.ts';

type ShareClassDraft = { name: string; isin: string };

/**
 * A new fund with its share classes. "New fund from this document" passes the document and what was read
 * from it, so the form starts filled in and the document is linked to the new fund.
 */
export function NewFundForm({
  fromDocumentId,
  initialName = '',
  initialShareClasses = [],
  onCancel,
}: {
  fromDocumentId?: string;
  initialName?: string;
  initialShareClasses?: ShareClassDraft[];
  onCancel: () => void;
}) {
  const create = useCreateFund();
  const navigate = useNavigate();
  const [name, setName] = useState(initialName);
  const [classes, setClasses] = useState<ShareClassDraft[]>(
    initialShareClasses.length > 0 ? initialShareClasses : [{ name: '', isin: '' }],
  );
  const setClass = (index: number, change: Partial<ShareClassDraft>) =>
    setClasses((list) => list.map((c, i) => (i === index ? { ...c, ...change } : c)));

  return (
    <form
      className="space-y-4"
      aria-label="New fund"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            name: name.trim(),
            fromDocumentId,
            shareClasses: classes
              .filter((c) => c.name.trim() || c.isin.trim())
              .map((c) => ({
                name: c.name.trim() || c.isin.trim(),
                ...(c.isin.trim() ? { isin: c.isin.trim() } : {}),
              })),
          },
          { onSuccess: (fund) => navigate(paths.client.fund(fund.id)) },
        );
      }}
    >
      <TextField
        label="Fund name"
        name="fundName"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Share classes</legend>
        {classes.map((c, index) => (
          <div key={index} className="flex flex-wrap gap-3">
            <TextField
              label={`Share class ${index + 1} name`}
              name={`shareClass${index}`}
              value={c.name}
              onChange={(e) => setClass(index, { name: e.target.value })}
              className="min-w-48 flex-1"
            />
            <TextField
              label={`Share class ${index + 1} ISIN`}
              name={`isin${index}`}
              hint="12 characters, e.g. GB00B4CLRN09"
              value={c.isin}
              onChange={(e) => setClass(index, { isin: e.target.value })}
              className="min-w-48 flex-1"
            />
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => setClasses((list) => [...list, { name: '', isin: '' }])}
        >
          Add a share class
        </Button>
      </fieldset>
      {create.isError && <ErrorAlert>{create.error.message}</ErrorAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
          Create fund
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
