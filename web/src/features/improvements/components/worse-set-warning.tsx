import { AlertTriangle } from 'lucide-react';

/**
 * A set of changes that makes a measure worse, flagged where the reviewer decides (issue 30): announced at
 * once, and said with the figures ("Accepting all of these makes the reading age worse: 12 → 13.").
 */
export function WorseSetWarning({ sentences }: { sentences: string[] }) {
  return (
    <div
      role="alert"
      data-testid="worse-set"
      className="flex gap-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="space-y-1">
        {sentences.map((s) => (
          <p key={s} className="font-semibold">
            {s}
          </p>
        ))}
        <p>Review each suggestion&rsquo;s own effect below, and accept only those that help.</p>
      </div>
    </div>
  );
}
