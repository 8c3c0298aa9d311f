import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { UPCOMING_STALE_DAYS, type UpcomingStaleItem } from '#common/api/dashboard.ts';
import { paths } from '../../../config/paths.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUpcomingStale } from '../api/get-upcoming-stale.ts';

/** What happens on the item's date, in words (the badge repeats the state; colour never carries it alone). */
function describe(item: UpcomingStaleItem): string {
  const on = formatDate(item.date);
  if (item.kind === 'approval')
    return item.state === 'overdue'
      ? `Approval expired: its review date was ${on}`
      : `Approval expires after its review date, ${on}`;
  const asAt = item.asAtDate ? `as at ${formatDate(item.asAtDate)}` : 'undated';
  const limit = item.staleAfterMonths ? `, ${item.staleAfterMonths} months` : '';
  return item.state === 'overdue'
    ? `Out of date since ${on} (${asAt}${limit})`
    : `Out of date from ${on} (${asAt}${limit})`;
}

/**
 * The firm's documents past their "as at" limit (a KII or KID 12 months, a factsheet 3) and approvals past
 * their review date, with those due in the next 30 days (issue 30 item 3).
 */
export function UpcomingStale() {
  const upcoming = useUpcomingStale();
  return (
    <section
      aria-labelledby="upcoming-stale-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="upcoming-stale-heading"
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        Out of date or due in the next {UPCOMING_STALE_DAYS} days
      </h2>
      {upcoming.isPending ? (
        <Spinner className="py-8" />
      ) : upcoming.isError ? (
        <div className="p-5">
          <QueryError
            what="the documents going out of date"
            error={upcoming.error}
            onRetry={() => void upcoming.refetch()}
          />
        </div>
      ) : upcoming.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-10 text-center">
          <CalendarCheck className="size-8 text-slate-500" aria-hidden="true" />
          <p className="font-semibold text-slate-900">
            Nothing goes out of date in the next {UPCOMING_STALE_DAYS} days
          </p>
          <p className="text-sm text-slate-700">
            No document is past its &ldquo;as at&rdquo; date limit and no approval reaches its review date
            before {formatDate(upcoming.data.until)}.
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {upcoming.data.items.map((item) => (
            <li
              key={`${item.kind}-${item.reviewId ?? item.documentId}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3"
            >
              <div className="min-w-0">
                <Link to={paths.client.document(item.documentId)} className={`${TEXT_LINK_CLASS} break-all`}>
                  {item.fileName}
                </Link>
                <p className="mt-0.5 text-sm text-slate-700">{describe(item)}</p>
              </div>
              <div className="flex items-center gap-2 text-sm">
                <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-900">
                  {documentTypeLabel(item.documentType)}
                </span>
                <Badge tone={item.state === 'overdue' ? 'red' : 'amber'}>
                  {item.state === 'overdue' ? 'Overdue' : 'Due soon'}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
