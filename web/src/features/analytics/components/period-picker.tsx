import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../lib/analytics-format.ts';

/** 7, 30 or 90 days, as links (?days=…) so a period can be bookmarked and shared. */
export function PeriodPicker({ current }: { current: AnalyticsPeriod }) {
  return (
    <nav aria-label="Period">
      <ul className="inline-flex overflow-hidden rounded-md border border-slate-400 bg-white">
        {ANALYTICS_PERIODS.map((days) => {
          const selected = days === current;
          return (
            <li key={days} className="border-l border-slate-400 first:border-l-0">
              <Link
                to={{ search: `?days=${days}` }}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'block px-3 py-2 text-sm font-semibold',
                  selected ? 'bg-blue-700 text-white' : 'text-slate-900 hover:bg-slate-100',
                )}
              >
                Last {days} days
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
