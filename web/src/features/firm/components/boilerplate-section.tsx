import { useState } from 'react';
import { FileText } from 'lucide-react';
import { BOILERPLATE_MAX_CHARS, type BoilerplatePassage } from '#common/api/boilerplate.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formField, useZodForm } from '../../../components/ui/form-field.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/form.ts';
import { createBoilerplateInput, useAddBoilerplate } from '../api/add-boilerplate.ts';
import { useBoilerplate } from '../api/get-boilerplate.ts';
import { useRemoveBoilerplate } from '../api/remove-boilerplate.ts';

export const BOILERPLATE_SECTION_ID = 'boilerplate';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const firstWords = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

function markedBy(passage: BoilerplatePassage): string {
  const when = new Date(passage.createdAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const who = passage.createdBy ? (passage.createdBy.name ?? passage.createdBy.email) : 'a former member';
  return `Marked by ${who} on ${when}`;
}

function AddBoilerplateForm({ onAdded }: { onAdded: (text: string) => void }) {
  const form = useZodForm(createBoilerplateInput, { defaultValues: { text: '' } });
  const add = useAddBoilerplate();
  const fromServer = fieldErrorsFromApi<'text'>(add.error, ['text']);
  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: (passage) => {
        form.reset();
        onAdded(passage.text);
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {add.error && !fromServer.text && <ErrorAlert>{errorMessage(add.error)}</ErrorAlert>}
      <TextareaField
        label="Passage to leave out"
        rows={4}
        maxLength={BOILERPLATE_MAX_CHARS}
        hint="Paste a licence notice or disclaimer as it is printed. Each of its sentences is left out wherever it appears, in every document of the firm."
        required
        {...formField(form, 'text', fromServer.text)}
      />
      <Button type="submit" loading={add.isPending}>
        Mark as boilerplate
      </Button>
    </form>
  );
}

function RemoveBoilerplateButton({
  passage,
  onRemoved,
}: {
  passage: BoilerplatePassage;
  onRemoved: (text: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveBoilerplate();
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> “{firstWords(passage.text)}”</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Measure this passage again?"
        confirmLabel="Remove from boilerplate"
        confirmVariant="danger"
        loading={remove.isPending}
        error={remove.error ? <ErrorAlert>{errorMessage(remove.error)}</ErrorAlert> : undefined}
        onConfirm={() =>
          remove.mutate(passage.id, {
            onSuccess: () => {
              setConfirming(false);
              onRemoved(passage.text);
            },
          })
        }
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
      >
        <p>
          “{firstWords(passage.text)}” will count towards the reading age, sentence lengths and jargon of
          checks and analyses run from now on. Results already stored do not change until they are run again.
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * The firm's boilerplate (issue 30 item 6): licence notices and disclaimers it cannot change, left out of the
 * reading measures of all its documents. Every member sees the list; reviewers and above add and remove.
 */
export function BoilerplateSection() {
  const list = useBoilerplate();
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <div id={BOILERPLATE_SECTION_ID}>
      <SectionCard title="Boilerplate left out of reading measures">
        <div className="space-y-5 px-5 py-4">
          <p className="text-sm text-slate-700">
            Text your firm must print and cannot change, such as an index licence or a legal disclaimer.
            Checks, analyses and persona interviews leave these sentences out of the reading age, long
            sentences and jargon counts, and list them as excluded.
          </p>
          {outcome && <SuccessMessage>{outcome}</SuccessMessage>}
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <QueryError
              what="your firm's boilerplate"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <>
              {list.data.items.length === 0 ? (
                <EmptyState icon={FileText} title="No boilerplate marked">
                  <p className="text-sm text-slate-700">
                    Every sentence of every document counts towards its reading measures.
                  </p>
                </EmptyState>
              ) : (
                <ul
                  className="divide-y divide-slate-200 rounded-md border border-slate-200"
                  aria-label="Boilerplate passages"
                >
                  {list.data.items.map((passage) => (
                    <li key={passage.id} className="flex items-start justify-between gap-4 p-4">
                      <div className="min-w-0 space-y-1">
                        <blockquote className="whitespace-pre-line text-sm text-slate-900">
                          {passage.text}
                        </blockquote>
                        <p className="text-xs text-slate-600">
                          {plural(passage.sentences, 'sentence')} · {markedBy(passage)}
                        </p>
                      </div>
                      {list.data.canManage && (
                        <RemoveBoilerplateButton
                          passage={passage}
                          onRemoved={(text) => setOutcome(`“${firstWords(text)}” is measured again.`)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {list.data.canManage ? (
                <AddBoilerplateForm
                  onAdded={(text) =>
                    setOutcome(`“${firstWords(text)}” is now left out of the reading measures.`)
                  }
                />
              ) : (
                <p className="text-sm text-slate-700">Ask a reviewer or your firm admin to mark a passage.</p>
              )}
            </>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
