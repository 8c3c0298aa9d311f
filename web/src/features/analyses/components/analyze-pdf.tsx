import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { NO_ANALYSIS_MESSAGE } from '#common/api/analyses.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { DocumentList } from '../../../components/documents/document-list.tsx';
import { UploadPanel } from '../../../components/documents/upload-panel.tsx';
import { analysisPaths } from '../lib/analysis-paths.ts';

export const NOT_EXTRACTED_MESSAGE =
  'The text of this document could not be extracted. Re-extract it or choose another document.';

/** Analyse a PDF: upload one or choose one, then analyse it or open its latest analysis. */
export function AnalyzePdf({ role }: { role: Role }) {
  const navigate = useNavigate();
  const links = analysisPaths(role);
  const [selected, setSelected] = useState<DocumentItem | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  function choose(document: DocumentItem) {
    setAlert(document.status === 'failed' ? NOT_EXTRACTED_MESSAGE : null);
    setSelected(document);
  }

  function viewLatest() {
    if (!selected) return;
    // Spec §8: opening an analysis needs a stored analysis for the document.
    if (!selected.analysisId) {
      setAlert(NO_ANALYSIS_MESSAGE);
      return;
    }
    void navigate(links.analysis(selected.analysisId));
  }

  return (
    <Page
      title="Analyse a PDF"
      description={<p>Upload a report or choose one you have uploaded, then analyse it.</p>}
    >
      <div className="space-y-6">
        <UploadPanel
          documentType="aov-report"
          onProcessed={(document) => {
            setRefreshKey((key) => key + 1);
            choose(document);
          }}
        />
        <SectionCard title="Analyse">
          <div className="space-y-4 p-5">
            <p aria-live="polite" className="text-slate-800">
              {selected ? (
                <>
                  Selected document: <strong>{selected.fileName}</strong>
                </>
              ) : (
                'No document selected. Upload one above or choose one from the list below.'
              )}
            </p>
            {alert && <ErrorAlert>{alert}</ErrorAlert>}
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={!selected || selected.status === 'failed'}
                onClick={() => selected && void navigate(links.trigger(selected.id))}
              >
                Analyse
              </Button>
              <Button variant="secondary" disabled={!selected} onClick={viewLatest}>
                View latest analysis
              </Button>
            </div>
          </div>
        </SectionCard>
        <DocumentList
          onSelect={choose}
          selectedId={selected?.id}
          showActions={false}
          refreshKey={refreshKey}
        />
      </div>
    </Page>
  );
}
