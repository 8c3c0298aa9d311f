import { useState } from 'react';
import type { Role } from '#common/api/auth.ts';
import type { AnalysisFindingItem } from '#common/api/analyses.ts';
import { AiSuggestedBadge } from '../../../components/ai-review/ai-review.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import {
  SEVERITIES,
  SEVERITY_LABELS,
  SEVERITY_TONES,
  SOURCE_LABELS,
  filterFindings,
  type FindingFilter,
  type FindingSource,
} from '../lib/analysis-format.ts';
import { EvidenceLink } from './evidence-link.tsx';

const SOURCE_OPTIONS = [
  { value: 'all', label: 'All areas' },
  ...(Object.keys(SOURCE_LABELS) as FindingSource[]).map((s) => ({ value: s, label: SOURCE_LABELS[s] })),
];
const SEVERITY_OPTIONS = [
  { value: 'all', label: 'All severities' },
  ...SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] })),
];

/** Every finding, most severe first, each with its rule, the passage it rests on (linked) and the fix. */
export function AnalysisFindings({
  findings,
  role,
  documentId,
}: {
  findings: AnalysisFindingItem[];
  role: Role;
  documentId: string;
}) {
  const [filter, setFilter] = useState<FindingFilter>({ source: 'all', severity: 'all' });
  const shown = filterFindings(findings, filter);
  return (
    <SectionCard title={`Findings (${findings.length})`}>
      <div className="space-y-4 p-5">
        {findings.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-2" data-print-hidden>
            <SelectField
              label="Area"
              name="source"
              options={SOURCE_OPTIONS}
              value={filter.source}
              onChange={(e) => setFilter({ ...filter, source: e.target.value as FindingFilter['source'] })}
            />
            <SelectField
              label="Severity"
              name="severity"
              options={SEVERITY_OPTIONS}
              value={filter.severity}
              onChange={(e) =>
                setFilter({ ...filter, severity: e.target.value as FindingFilter['severity'] })
              }
            />
          </div>
        )}
        <p role="status" className="text-sm text-slate-700">
          {findings.length === 0
            ? 'No findings: nothing in this document needs attention.'
            : `Showing ${shown.length} of ${findings.length} findings.`}
        </p>
        <ul className="space-y-3">
          {shown.map((finding, index) => (
            <li key={`${finding.id}-${index}`}>
              <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{finding.message}</h3>
                  <div className="flex flex-wrap gap-2">
                    <AiSuggestedBadge origin={finding.origin} />
                    <Badge tone={SEVERITY_TONES[finding.severity]}>
                      {SEVERITY_LABELS[finding.severity]} severity
                    </Badge>
                  </div>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {SOURCE_LABELS[finding.source]}
                  {finding.citation ? ` · ${finding.citation}` : ''}
                </p>
                {(finding.page !== undefined || finding.quote) && (
                  <p className="mt-2 text-sm">
                    <EvidenceLink
                      role={role}
                      documentId={documentId}
                      page={finding.page ?? null}
                      quote={finding.quote}
                    />
                  </p>
                )}
                <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
                  <p className="font-semibold text-slate-900">How to fix</p>
                  <p className="text-slate-800">{finding.suggestion}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </SectionCard>
  );
}
