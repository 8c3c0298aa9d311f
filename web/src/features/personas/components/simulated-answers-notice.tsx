import { Info } from 'lucide-react';

/** Said in words, not by colour or an icon alone, wherever persona answers or their scores are shown. */
export const SIMULATED_ANSWERS_NOTICE =
  "Clarion's personas read this document and answer as an investor like them might. They are not real investors' views.";

export function SimulatedAnswersNotice() {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Simulated answers:</strong> {SIMULATED_ANSWERS_NOTICE}
      </span>
    </p>
  );
}
