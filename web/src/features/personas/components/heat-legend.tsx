import type { HeatBand } from '#common/api/personas.ts';
import { cn } from '../../../components/ui/cn.ts';
import { HEAT_CLASSES, HEAT_LABELS } from '../lib/heat.ts';

/** The legend of spec §9 printed beside the comparison view or the heatmap. */
export function HeatLegend({
  title,
  entries,
}: {
  title: string;
  entries: ReadonlyArray<{ band: HeatBand; range: string; label?: string }>;
}) {
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.band} className="flex items-center gap-2">
            <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', HEAT_CLASSES[entry.band])}>
              {entry.label ?? HEAT_LABELS[entry.band]}
            </span>
            <span className="text-slate-800">{entry.range}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
