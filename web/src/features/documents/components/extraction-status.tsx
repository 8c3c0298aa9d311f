import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { DocumentItem } from '#common/api/documents.ts';
import { ProgressDisplay } from '../../../components/documents/progress-display.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { DocumentViewState } from './use-document-view.ts';

/** The extraction's live progress while it runs, or the failure card with Re-extract when it failed. */
export function ExtractionStatus({ document, view }: { document: DocumentItem; view: DocumentViewState }) {
  const { reextract } = view;
  return (
    <>
      {view.inProgress && (
        <section
          aria-labelledby="extraction-progress-heading"
          className="rounded-lg border border-blue-200 bg-blue-50/50 p-5"
        >
          <h2 id="extraction-progress-heading" className="mb-3 text-base font-semibold text-slate-900">
            Extracting the text
          </h2>
          <ProgressDisplay state={view.shownProgress} label="Extraction progress" />
        </section>
      )}

      {document.status === 'failed' && (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
          <div className="space-y-3">
            <div>
              <p className="font-semibold">Text extraction failed</p>
              <p>{document.extraction?.error ?? view.extraction.data?.error ?? 'Extraction failed.'}</p>
            </div>
            {reextract.isError && <p className="font-medium text-red-900">{errorMessage(reextract.error)}</p>}
            <Button
              variant="secondary"
              loading={reextract.isPending}
              onClick={() => void view.runReextract()}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Re-extract
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
