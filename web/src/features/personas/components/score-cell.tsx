import { cn } from '../../../components/ui/cn.ts';
import { HEAT_CLASSES, HEAT_LABELS, bandFor, formatScore, type HeatView } from '../lib/heat.ts';

/** A score coloured by its heat band; the number and (for screen readers) the band name are printed too. */
export function ScoreBadge({
  score,
  view = 'comparison',
  className,
}: {
  score: number | null;
  view?: HeatView;
  className?: string;
}) {
  const band = bandFor(score, view);
  return (
    <span
      className={cn(
        'inline-flex min-w-12 items-center justify-center rounded-md px-2 py-1 text-sm font-semibold tabular-nums',
        band ? HEAT_CLASSES[band] : 'bg-slate-100 text-slate-800',
        className,
      )}
    >
      {formatScore(score)}
      <span className="sr-only">{band ? ` (${HEAT_LABELS[band]})` : ' (not asked)'}</span>
    </span>
  );
}
