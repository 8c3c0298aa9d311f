import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { BarChart3, Users } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { PERSONA_MESSAGES } from '#common/api/personas.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';
import { LoadError } from './load-error.tsx';
import { useDocuments } from '../../../lib/documents/api/get-documents.ts';
import { useReportEffectiveness } from '../api/get-report-effectiveness.ts';
import { focusPersonaIds, readReportFocus, type ReportFocus } from '../lib/navigation-state.ts';
import { personaPaths } from '../lib/persona-paths.ts';
import { REPORT_TABS, REPORT_TAB_LABELS, askedCategories, nextTab, type ReportTab } from '../lib/report.ts';
import { ComparisonView, DemographicsView, HeatmapView } from './report-views.tsx';
import { SimulatedAnswersNotice } from './simulated-answers-notice.tsx';

/** Documents the picker offers: the newest that have persona interviews. */
const DOCUMENT_PICKER_LIMIT = 100;

function NoData() {
  return (
    <EmptyState icon={BarChart3} title={PERSONA_MESSAGES.noData}>
      <p>{PERSONA_MESSAGES.noDataHint}</p>
    </EmptyState>
  );
}

function ReportTabs({ tab, onTab }: { tab: ReportTab; onTab: (tab: ReportTab) => void }) {
  const id = useId();
  const refs = useRef<Partial<Record<ReportTab, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextTab(tab, event.key);
    if (!next) return;
    event.preventDefault();
    onTab(next);
    refs.current[next]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label="Report views"
      className="flex flex-wrap gap-1 border-b border-slate-200 px-5"
    >
      {REPORT_TABS.map((candidate) => (
        <button
          key={candidate}
          ref={(element) => {
            refs.current[candidate] = element;
          }}
          type="button"
          role="tab"
          id={`${id}-${candidate}`}
          aria-selected={candidate === tab}
          aria-controls="report-tabpanel"
          tabIndex={candidate === tab ? 0 : -1}
          onClick={() => onTab(candidate)}
          onKeyDown={onKeyDown}
          className={cn(
            '-mb-px border-b-2 px-4 py-3 text-sm font-semibold',
            candidate === tab
              ? 'border-blue-700 text-blue-800'
              : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
          )}
        >
          {REPORT_TAB_LABELS[candidate]}
        </button>
      ))}
    </div>
  );
}

function ReportForDocument({
  documentId,
  focus,
  role,
}: {
  documentId: string;
  focus: ReportFocus | null;
  role: Role;
}) {
  const links = personaPaths(role);
  // null: every persona interviewed on the document; a list: those chosen (a focus starts with its own).
  const [selected, setSelected] = useState<string[] | null>(focus ? focusPersonaIds(focus) : null);
  const [tab, setTab] = useState<ReportTab>('comparison');
  const report = useReportEffectiveness(documentId, selected && selected.length > 0 ? selected : undefined);
  const available = report.data?.availablePersonas ?? [];
  const chosen = selected ?? available.map((persona) => persona.id);
  const focused = focus !== null && selected !== null && selected.join() === focusPersonaIds(focus).join();

  const viewedKey = report.data ? `${documentId}:${report.data.personas.length}:${tab}` : null;
  useEffect(() => {
    if (!viewedKey || !report.data) return;
    trackEvent({
      type: 'report_effectiveness_view',
      name: tab,
      module: 'personas',
      props: { documentId, personaCount: report.data.personas.length, viewType: tab },
    });
    // One event per document, persona count and view shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewedKey]);

  function toggle(personaId: string, checked: boolean) {
    const next = checked ? [...chosen, personaId] : chosen.filter((id) => id !== personaId);
    setSelected(next);
    trackEvent({
      type: 'report_effectiveness_selection',
      name: 'personas',
      module: 'personas',
      props: { documentId, personaCount: next.length },
    });
  }

  function changeTab(next: ReportTab) {
    setTab(next);
    trackEvent({ type: 'report_effectiveness_tab', name: next, module: 'personas', props: { documentId } });
  }

  const transcriptLink = (row: { interviewId: string; persona: { id: string } }) => ({
    to: links.results(row.interviewId),
    state: {
      fromReportEffectiveness: true,
      documentId,
      personaId: row.persona.id,
      focusMode: focus?.focusMode ?? 'multi-interview',
    },
  });

  if (report.isPending) return <Spinner label="Loading report..." className="p-5" />;
  if (report.isError)
    return (
      <div className="p-5">
        <LoadError
          title="Failed to load interview results"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      </div>
    );

  const data = report.data;
  const showData = chosen.length > 0 && data.personas.length > 0;
  const categories = askedCategories(data.personas);

  return (
    <div className="space-y-6">
      <SectionCard title="Personas">
        <div className="space-y-3 p-5">
          {available.length === 0 ? (
            <p className="text-sm text-slate-800">No personas available for this document.</p>
          ) : (
            <fieldset>
              <legend className="sr-only">Personas to compare</legend>
              <ul className="flex flex-wrap gap-x-8 gap-y-3">
                {available.map((persona) => (
                  <li key={persona.id}>
                    <label className="flex items-start gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4 shrink-0"
                        checked={chosen.includes(persona.id)}
                        onChange={(event) => toggle(persona.id, event.target.checked)}
                      />
                      <span>
                        <span className="font-medium text-slate-900">{persona.name}</span>
                        <span className="block text-xs text-slate-700">
                          {persona.knowledgeLevel}
                          {persona.vulnerability ? ', vulnerable' : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {available.length > 0 && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setSelected(null)}
                disabled={selected === null}
              >
                Select all
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setSelected([])}
                disabled={chosen.length === 0}
              >
                Clear
              </Button>
            </div>
          )}
        </div>
      </SectionCard>
      <section
        aria-label="Analysis"
        className="min-w-0 rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {focused && focus && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 border-b border-blue-200 bg-blue-50 px-5 py-3 text-sm text-blue-950"
          >
            <p>
              {focus.focusMode === 'single-interview'
                ? 'Focused on one interview.'
                : focus.personaIds.length === 1
                  ? 'Focused on the interview you just ran.'
                  : `Focused on the ${focus.personaIds.length} interviews you just ran.`}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setSelected(null)}>
              <Users className="size-4" aria-hidden="true" />
              Show all personas
            </Button>
          </div>
        )}
        <ReportTabs tab={tab} onTab={changeTab} />
        <div
          role="tabpanel"
          id="report-tabpanel"
          aria-label={REPORT_TAB_LABELS[tab]}
          tabIndex={0}
          className="p-5"
        >
          {!showData ? (
            <NoData />
          ) : tab === 'comparison' ? (
            <ComparisonView report={data} categories={categories} transcriptLink={transcriptLink} />
          ) : tab === 'heatmap' ? (
            <HeatmapView report={data} categories={categories} transcriptLink={transcriptLink} />
          ) : (
            <DemographicsView report={data} categories={categories} />
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * Report Effectiveness (spec §2.10): pick a document and the personas interviewed on it, then compare them
 * (Comparison View), see the heatmap, or the averages per knowledge level (Demographics).
 */
export function ReportEffectivenessView({ role }: { role: Role }) {
  const links = personaPaths(role);
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const focus = readReportFocus(location.state);
  const chosenId = params.documentId ?? focus?.documentId ?? null;

  const documents = useDocuments({ sort: 'date', order: 'desc', limit: DOCUMENT_PICKER_LIMIT, offset: 0 });
  const interviewed = (documents.data?.items ?? []).filter(
    (document) => document.hasPersonaInterviews || document.id === chosenId,
  );
  // With one interviewed document there is nothing to choose: show its report at once (issue #17).
  const documentId = chosenId ?? (interviewed.length === 1 ? interviewed[0]!.id : null);
  // The focus belongs to the document it was made for.
  const documentFocus = focus && focus.documentId === documentId ? focus : null;
  const options = [
    { value: '', label: 'Select a document' },
    ...interviewed.map((document) => ({ value: document.id, label: document.fileName })),
  ];

  return (
    <Page
      title="Report Effectiveness"
      description={
        <div className="space-y-2">
          <p>
            How well each persona understood the document, by category, scored 1 (very poor) to 5 (excellent).
          </p>
          <SimulatedAnswersNotice />
        </div>
      }
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Document"
            name="documentId"
            options={options}
            value={documentId ?? ''}
            disabled={documents.isPending}
            hint={
              documents.isSuccess && interviewed.length === 0
                ? 'None of your documents has a persona interview yet.'
                : undefined
            }
            onChange={(event) => {
              const next = event.target.value;
              void navigate(next ? links.reportFor(next) : links.report);
            }}
            className="w-full max-w-xl"
          />
          {documents.isFetching && <Spinner label="Loading documents..." className="text-sm" />}
        </div>
        {documents.isError && (
          <LoadError
            title="Failed to load documents"
            error={documents.error}
            onRetry={() => void documents.refetch()}
          />
        )}
        {documentId ? (
          <ReportForDocument
            key={`${documentId}:${documentFocus ? focusPersonaIds(documentFocus).join() : ''}`}
            documentId={documentId}
            focus={documentFocus}
            role={role}
          />
        ) : (
          <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <NoData />
          </div>
        )}
      </div>
    </Page>
  );
}
