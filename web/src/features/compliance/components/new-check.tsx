import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { DocumentList } from '../../../components/documents/document-list.tsx';
import { UploadPanel } from '../../../components/documents/upload-panel.tsx';
import { useCreateCheck } from '../api/create-check.ts';
import { useRulePacks } from '../api/get-packs.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';

type Selected = { id: string; fileName: string };

export const EXTRACTION_FAILED_MESSAGE =
  'The text of this document could not be extracted. Choose another document.';
export const NOT_READY_MESSAGE = 'This document has not finished processing. Choose a completed document.';

/** New Compliance Check: pick a completed document or upload one, then run the check. */
export function NewCheck({ role }: { role: Role }) {
  const navigate = useNavigate();
  const createCheck = useCreateCheck();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const rulePacks = useRulePacks();
  // Every pack is applied unless the reviewer unticks some.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const chosenPacks = (rulePacks.data?.items ?? []).map((p) => p.id).filter((id) => !excluded.has(id));

  function choose(document: DocumentItem) {
    createCheck.reset();
    if (document.status !== 'completed') {
      setChoiceError(document.status === 'failed' ? EXTRACTION_FAILED_MESSAGE : NOT_READY_MESSAGE);
      return;
    }
    setChoiceError(null);
    setSelected({ id: document.id, fileName: document.fileName });
  }

  function run() {
    if (!selected) {
      setChoiceError('Choose a document to check.');
      return;
    }
    if (rulePacks.data && chosenPacks.length === 0) {
      setChoiceError('Choose at least one rule pack.');
      return;
    }
    createCheck.mutate(
      { documentId: selected.id, packs: rulePacks.data ? chosenPacks : undefined },
      {
        onSuccess: (check) => void navigate(compliancePaths(role).analysis(check.id)),
      },
    );
  }

  return (
    <Page
      title="New Compliance Check"
      description={
        <p>Choose a document whose text has been extracted, or upload a new one, then run the check.</p>
      }
    >
      <div className="space-y-6">
        <SectionCard title="Run the check">
          <div className="space-y-4 p-5">
            <p aria-live="polite" className="text-slate-800">
              {selected ? (
                <>
                  Selected document: <strong>{selected.fileName}</strong>
                </>
              ) : (
                'No document selected. Choose one from the list below or upload one.'
              )}
            </p>
            {rulePacks.data && (
              <fieldset>
                <legend className="font-semibold text-slate-900">Rule packs</legend>
                <div className="mt-2 space-y-2">
                  {rulePacks.data.items.map((pack) => (
                    <label key={pack.id} className="flex items-start gap-2 text-slate-800">
                      <input
                        type="checkbox"
                        className="mt-1 h-4 w-4"
                        checked={!excluded.has(pack.id)}
                        onChange={(event) =>
                          setExcluded((current) => {
                            const next = new Set(current);
                            if (event.target.checked) next.delete(pack.id);
                            else next.add(pack.id);
                            return next;
                          })
                        }
                      />
                      <span>
                        <span className="font-medium">{pack.name}</span>{' '}
                        <span className="text-slate-600">({pack.ruleCount} rules)</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {choiceError && <ErrorAlert>{choiceError}</ErrorAlert>}
            {createCheck.isError && (
              <ErrorAlert>
                <p className="font-semibold">The check could not be started.</p>
                <p>{errorMessage(createCheck.error)}</p>
              </ErrorAlert>
            )}
            <Button onClick={run} loading={createCheck.isPending} disabled={!selected}>
              Run check
            </Button>
          </div>
        </SectionCard>
        <DocumentList
          onSelect={choose}
          selectedId={selected?.id}
          showActions={false}
          refreshKey={refreshKey}
        />
        <UploadPanel
          documentType="investor-communications"
          onProcessed={(document) => {
            setRefreshKey((key) => key + 1);
            choose(document);
          }}
        />
      </div>
    </Page>
  );
}
