import { useId } from 'react';
import { cn } from '../ui/cn.ts';
import type { ProgressState } from '../../lib/documents/upload-progress.ts';

/** The progress bar with its status line and percent (spec §2.7). */
export function ProgressDisplay({
  state,
  label,
  className,
}: {
  state: ProgressState;
  /** Names the progress bar, e.g. "Upload progress". */
  label: string;
  className?: string;
}) {
  const id = useId();
  const barTone =
    state.phase === 'completed'
      ? 'bg-green-700'
      : state.phase === 'failed' || state.phase === 'error'
        ? 'bg-red-700'
        : 'bg-blue-700';
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p id={`${id}-label`} className="font-medium text-slate-900">
          {label}
        </p>
        <p className="tabular-nums text-slate-800" aria-hidden="true">
          {state.percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
        aria-valuetext={`${state.percent}%${state.status ? `: ${state.status}` : ''}`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none',
            barTone,
          )}
          style={{ width: `${state.percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-800" role="status">
        {state.status}
      </p>
    </div>
  );
}
