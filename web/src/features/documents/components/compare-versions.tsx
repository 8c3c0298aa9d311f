import { Link, useSearchParams } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { DOCUMENT_TYPE_LABELS, type CompareVersionsResponse } from '#common/api/documents.ts';
import { paths } from '../../../config/paths.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCompareVersions } from '../api/compare-versions.ts';
import { useDocumentVersions } from '../api/get-versions.ts';
import { describeChange, formatChange } from '../lib/compare-text.ts';

export const SAME_VERSION_MESSAGE = 'Choose two different versions to compare.';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * "Compare versions": two versions of a document side by side in numbers — reading age, findings fixed and
 * new, persona scores, AoV coverage — and a redline of the text (the FCA's "test before and after").
 */
export function CompareVersions({ documentId, role }: { documentId: string; role: Role }) {
  const versions = useDocumentVersions(documentId);
  const [search, setSearch] = useSearchParams();
  const documentPath = (role === 'admin' ? paths.admin.document : paths.client.document)(documentId);
  const items = versions.data?.items ?? [];
  const from = positive(search.get('from')) ?? items[1]?.n ?? 1;
  const to = positive(search.get('to')) ?? items[0]?.n ?? 1;
  const comparison = useCompareVersions(documentId, from, to);

  if (versions.isPending) return <PageSpinner label="Loading the versions..." />;
  const back = (
    <Link to={documentPath} className={TEXT_LINK_CLASS}>
      Back to the document
    </Link>
  );
  if (versions.isError)
    return (
      <Page title="Compare versions" width="default" actions={back}>
        <ErrorAlert>Could not load the versions. {errorMessage(versions.error)}</ErrorAlert>
      </Page>
    );

  const options = items.map((v) => ({
    value: String(v.n),
    label: `Version ${v.n}: ${v.fileName} (${formatDate(v.uploadedAt)})${v.current ? ', current' : ''}`,
  }));
  const choose = (key: 'from' | 'to', value: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('from', String(from));
      next.set('to', String(to));
      next.set(key, value);
      return next;
    });

  return (
    <Page
      title="Compare versions"
      description={items[0] ? `${items[0].fileName} · ${items.length} versions` : undefined}
      actions={back}
    >
      <div className="space-y-6">
        {items.length < 2 ? (
          <p role="status" className="rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
            This document has one version. Replace its file to make a second, then compare them.
          </p>
        ) : (
          <form
            aria-label="Versions to compare"
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={(event) => event.preventDefault()}
          >
            <SelectField
              label="From version"
              name="from"
              options={options}
              value={String(from)}
              onChange={(event) => choose('from', event.target.value)}
            />
            <SelectField
              label="To version"
              name="to"
              options={options}
              value={String(to)}
              onChange={(event) => choose('to', event.target.value)}
            />
          </form>
        )}
        {items.length >= 2 &&
          (from === to ? (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
              {SAME_VERSION_MESSAGE}
            </p>
          ) : comparison.isPending ? (
            <Spinner label="Comparing the versions..." />
          ) : comparison.isError ? (
            <ErrorAlert>Could not compare the versions. {errorMessage(comparison.error)}</ErrorAlert>
          ) : (
            <ComparisonResult data={comparison.data} />
          ))}
      </div>
    </Page>
  );
}

function ComparisonResult({ data }: { data: CompareVersionsResponse }) {
  const { findings } = data;
  return (
    <>
      <SectionCard title={`Version ${data.from.n} → version ${data.to.n}`}>
        <dl className="grid gap-4 p-5 text-sm sm:grid-cols-3">
          <Measure
            label="Reading age"
            value={describeChange(
              data.readingAge,
              ' years',
              'Not measured: run a compliance check on both versions to compare their reading ages.',
            )}
          />
          {data.readingAgeTarget && (
            <Measure
              label={`Target (${DOCUMENT_TYPE_LABELS[data.readingAgeTarget.documentType] ?? data.readingAgeTarget.documentType})`}
              value={String(data.readingAgeTarget.target)}
            />
          )}
          <Measure
            label="Findings"
            value={
              findings
                ? `${findings.fixed.length} fixed, ${findings.new.length} new, ${findings.changed.length} changed, ${findings.dismissed.length} dismissed, ${findings.unchanged} unchanged`
                : 'Run a compliance check on both versions to compare their findings.'
            }
          />
          <Measure
            label="AoV coverage"
            value={
              data.aovCoverage
                ? describeChange(data.aovCoverage, '%', '')
                : 'Analyse both versions as AoV reports to compare their coverage.'
            }
          />
        </dl>
        {data.readingAgeTarget && (
          <p className="border-t border-slate-200 px-5 py-3 text-sm text-slate-700">
            <span className="font-medium">Why this target: </span>
            {data.readingAgeTarget.reason}
          </p>
        )}
        {findings &&
          (findings.fixed.length > 0 ||
            findings.new.length > 0 ||
            findings.changed.length > 0 ||
            findings.dismissed.length > 0) && (
            <div className="grid gap-4 border-t border-slate-200 p-5 sm:grid-cols-2">
              <FindingList title="Fixed" items={findings.fixed} />
              <FindingList title="New" items={findings.new} />
              <ChangedList items={findings.changed} />
              <FindingList
                title="Dismissed"
                items={findings.dismissed}
                note="A reviewer dismissed these: they are neither fixed by the newer version nor new in it."
              />
            </div>
          )}
      </SectionCard>

      <SectionCard title="Persona scores">
        {data.personaScores.length === 0 ? (
          <p className="p-5 text-sm text-slate-800">
            Interview the same personas on both versions to compare their scores.
          </p>
        ) : (
          <DataTable
            caption="Persona scores of each version"
            captionHidden
            head={
              <tr>
                {['Persona', `Version ${data.from.n}`, `Version ${data.to.n}`, 'Change'].map((label) => (
                  <th key={label} scope="col" className={TH_CLASS}>
                    {label}
                  </th>
                ))}
              </tr>
            }
          >
            {data.personaScores.map((p) => (
              <tr key={p.personaId}>
                <td className={TD_CLASS}>{p.personaName}</td>
                <td className={TD_CLASS}>{p.from}</td>
                <td className={TD_CLASS}>{p.to}</td>
                <td className={TD_CLASS}>{formatChange(p.change)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </SectionCard>

      <SectionCard title="Changes in the text">
        {data.redline === null ? (
          <p className="p-5 text-sm text-slate-800">
            The text of a version was never extracted, so there is no redline to show.
          </p>
        ) : (
          <Redline parts={data.redline} />
        )}
      </SectionCard>
    </>
  );
}

function Measure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** A rule found in both versions on other evidence (a measure that moved): once, with both messages. */
function ChangedList({ items }: { items: NonNullable<CompareVersionsResponse['findings']>['changed'] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">Still found, changed ({items.length})</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">None.</p>
      ) : (
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-800">
          {items.map((f) => (
            <li key={f.ruleId}>
              {f.title}{' '}
              <span className="text-slate-700">
                ({f.citation}, {f.severity})
              </span>
              <span className="block text-slate-700">Was: {f.fromMessage}</span>
              <span className="block text-slate-700">Now: {f.toMessage}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FindingList({
  title,
  items,
  note,
}: {
  title: string;
  items: NonNullable<CompareVersionsResponse['findings']>['fixed'];
  note?: string;
}) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">
        {title} ({items.length})
      </h3>
      {note && items.length > 0 && <p className="mb-1 text-sm text-slate-700">{note}</p>}
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">None.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {items.map((f) => (
            <li key={`${f.ruleId}-${f.citation}-${f.title}`}>
              {f.title}{' '}
              <span className="text-slate-700">
                ({f.citation}, {f.severity})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Removed text struck through and added text underlined, each also named for screen readers. */
function Redline({ parts }: { parts: CompareVersionsResponse['redline'] & object }) {
  if (parts.every((p) => p.op === 'same'))
    return <p className="p-5 text-sm text-slate-800">The text of the two versions is the same.</p>;
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label="Redline"
      className="max-h-[70vh] space-y-3 overflow-y-auto p-5 leading-relaxed"
    >
      {parts.map((part, i) =>
        part.op === 'removed' ? (
          <p key={i}>
            <del className="bg-red-50 text-red-900 decoration-red-700">
              <span className="sr-only">Removed: </span>
              {part.text}
            </del>
          </p>
        ) : part.op === 'added' ? (
          <p key={i}>
            <ins className="bg-green-50 text-green-900 decoration-green-700">
              <span className="sr-only">Added: </span>
              {part.text}
            </ins>
          </p>
        ) : (
          <p key={i} className="text-slate-700">
            {part.text}
          </p>
        ),
      )}
    </div>
  );
}
