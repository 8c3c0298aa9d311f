import type { DecisionHistoryEntry } from '#common/api/compliance.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { PersonName } from '../../../components/person-name.tsx';

const STATUS_LABELS: Record<DecisionHistoryEntry['status'], string> = {
  dismissed: 'Dismissed',
  resolved: 'Resolved',
  open: 'Reopened',
};

/** Who decided what and why, newest first; decisions made on other evidence are marked as such. */
export function DecisionHistory({ history }: { history: DecisionHistoryEntry[] }) {
  if (history.length === 0) return null;
  const carriedNone = history.every((h) => !h.onThisEvidence);
  return (
    <details className="mt-3 text-sm" open={carriedNone}>
      <summary className="cursor-pointer font-medium text-slate-900">
        Decision history ({history.length})
        {carriedNone && ' — earlier decisions were on other evidence, so this finding is open again'}
      </summary>
      <ol className="mt-2 space-y-1 pl-1">
        {history.map((entry, index) => (
          <li key={index} className="text-slate-800">
            <span className="font-semibold">{STATUS_LABELS[entry.status]}</span>
            {entry.reason ? `: ${entry.reason}` : ''}{' '}
            <span className="text-slate-600">
              (<PersonName name={entry.decidedByName} email={entry.decidedBy} fallback="former user" />,{' '}
              {formatDateTime(entry.decidedAt)}
              {entry.onThisEvidence ? '' : '; made when the rule quoted other evidence'})
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
