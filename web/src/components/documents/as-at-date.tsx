import type { DocumentItem } from '#common/api/documents.ts';
import { UPCOMING_STALE_DAYS } from '#common/api/dashboard.ts';
import { Badge } from '../ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';

/** Today in UTC (YYYY-MM-DD), the day the server compares "as at" dates with. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A document's "as at" date (issue 30), and whether it is out of date or soon will be under its staleness
 * rule (a KII or KID 12 months, a factsheet 3). The words carry the state; the badge only repeats it.
 */
export function AsAtDate({ asAt, today = todayUtc() }: { asAt: DocumentItem['asAt']; today?: string }) {
  if (!asAt) return <span>No &ldquo;as at&rdquo; date</span>;
  const corrected = asAt.source === 'user' ? ' (set by a user)' : '';
  const stale = asAt.staleFrom !== null && asAt.staleFrom <= today;
  const soon = asAt.staleFrom !== null && !stale && daysBetween(today, asAt.staleFrom) <= UPCOMING_STALE_DAYS;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>
        As at <time dateTime={asAt.date}>{formatDate(asAt.date)}</time>
        {corrected}
      </span>
      {stale && asAt.staleFrom && <Badge tone="red">Out of date since {formatDate(asAt.staleFrom)}</Badge>}
      {soon && asAt.staleFrom && <Badge tone="amber">Out of date from {formatDate(asAt.staleFrom)}</Badge>}
    </span>
  );
}
