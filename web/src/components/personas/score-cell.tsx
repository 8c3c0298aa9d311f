import { cn } from '../ui/cn.ts';
import { HEAT_CLASSES, HEAT_LABELS, bandFor, formatScore } from '../../lib/personas/heat.ts';

/** The classes of a score's band, or a neutral grey when nothing was asked. */
export function scoreClasses(score: number | null): string {
  const band = bandFor(score);
  return band ? HEAT_CLASSES[band] : 'bg-slate-100 text-slate-800';
}

/** The number and (for screen readers) the band name, as every score is printed. */
export function ScoreText({ score }: { score: number | null }) {
  const band = bandFor(score);
  return (
    <>
      {formatScore(score)}
      <span className="sr-only">{band ? ` (${HEAT_LABELS[band]})` : ' (not asked)'}</span>
    </>
  );
}

/** A score coloured by its band; the number and (for screen readers) the band name are printed too. */
export function ScoreBadge({ score, className }: { score: number | null; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex min-w-12 items-center justify-center rounded-md px-2 py-1 text-sm font-semibold tabular-nums',
        scoreClasses(score),
        className,
      )}
    >
      <ScoreText score={score} />
    </span>
  );
}
