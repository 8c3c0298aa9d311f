import type { LucideIcon } from 'lucide-react';
import { formatCount } from '../../lib/format.ts';

export type Stat = { label: string; value: number; icon: LucideIcon };

/** Headline counts as a description list: each number is read with its label. */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]">
        {stats.map(({ label: statLabel, value, icon: Icon }) => (
          <div
            key={statLabel}
            className="flex flex-col-reverse justify-end gap-1 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <Icon className="size-4 shrink-0 text-blue-700" aria-hidden="true" />
              {statLabel}
            </dt>
            <dd className="text-3xl font-bold text-slate-900">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
