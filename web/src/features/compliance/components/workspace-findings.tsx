import { MapPin } from 'lucide-react';
import type { Role } from '#common/api/auth.ts';
import type { ComplianceCheck, FindingItem } from '#common/api/compliance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SEVERITIES, SEVERITY_LABELS, type SeverityFilter } from '../lib/findings.ts';
import {
  STATUS_LABELS,
  findingKey,
  type FindingStatus,
  type StatusFilter,
  type WorkspaceFilters,
} from '../lib/workspace-findings.ts';
import { FindingCard } from './finding-card.tsx';

const SEVERITY_OPTIONS = [
  { value: 'all', label: 'All severities' },
  ...SEVERITIES.map((severity) => ({ value: severity, label: SEVERITY_LABELS[severity] })),
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...(Object.keys(STATUS_LABELS) as FindingStatus[]).map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
];

/** The DOM id of a finding's list item: a box's choice scrolls to it and gives it the focus. */
export const findingItemId = (key: string) => `workspace-finding-${key}`;

/**
 * The workspace's findings, filterable by severity, status and text, as a list. Each item says where its
 * passage is and offers to show it on the page; the finding chosen on the page is marked and takes the focus.
 */
export function WorkspaceFindings({
  check,
  role,
  shown,
  filters,
  onFilters,
  selectedKey,
  onSelect,
}: {
  check: ComplianceCheck;
  role: Role;
  shown: readonly FindingItem[];
  filters: WorkspaceFilters;
  onFilters: (filters: WorkspaceFilters) => void;
  selectedKey: string | null;
  onSelect: (key: string) => void;
}) {
  const total = check.findings.length;
  return (
    <section aria-labelledby="workspace-findings-heading" className="space-y-4">
      <h2 id="workspace-findings-heading" className="text-lg font-semibold text-slate-900">
        Findings ({total})
      </h2>
      {total > 0 && (
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label="Severity"
            name="severity"
            options={SEVERITY_OPTIONS}
            value={filters.severity}
            onChange={(event) => onFilters({ ...filters, severity: event.target.value as SeverityFilter })}
          />
          <SelectField
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(event) => onFilters({ ...filters, status: event.target.value as StatusFilter })}
          />
          <TextField
            label="Search rule or text"
            name="q"
            type="search"
            value={filters.query}
            onChange={(event) => onFilters({ ...filters, query: event.target.value })}
          />
        </div>
      )}
      <p role="status" className="text-sm text-slate-700">
        {total === 0
          ? 'No findings: every applicable rule passed.'
          : `Showing ${shown.length} of ${total} findings.`}
      </p>
      <ul aria-label="Findings" className="space-y-3">
        {shown.map((finding) => {
          const key = findingKey(finding);
          const selected = key === selectedKey;
          const where = finding.evidence[0]?.page;
          return (
            <li
              key={key}
              id={findingItemId(key)}
              tabIndex={-1}
              aria-current={selected || undefined}
              className={cn(
                'scroll-mt-4 rounded-lg focus:outline-3 focus:outline-offset-2 focus:outline-blue-700',
                selected && 'ring-3 ring-violet-700',
              )}
            >
              {where !== undefined && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Show “${finding.title}” on page ${where}`}
                  onClick={() => onSelect(key)}
                >
                  <MapPin className="size-4" aria-hidden="true" />
                  Show on page {where}
                </Button>
              )}
              <FindingCard
                finding={finding}
                role={role}
                documentId={check.documentId}
                checkId={check.id}
                readOnly={check.archived}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
