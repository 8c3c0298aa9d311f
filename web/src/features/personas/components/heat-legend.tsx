import { SCORE_BANDS } from '#common/api/personas.ts';
import { cn } from '../../../components/ui/cn.ts';
import { HEAT_CLASSES } from '../../../lib/personas/heat.ts';

/** The one score legend, printed under every table of persona scores. */
export function HeatLegend() {
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-slate-900">Score legend</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {SCORE_BANDS.map((entry) => (
          <li key={entry.band} className="flex items-center gap-2">
            <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', HEAT_CLASSES[entry.band])}>
              {entry.label}
            </span>
            <span className="text-slate-800">{entry.range}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
