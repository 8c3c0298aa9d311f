import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { NotAovReportDetails } from '#common/api/analyses.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Shown before analysing, as an AoV report, a document that does not look like one (issue 30: a fund's annual
 * report was analysed with no warning, and its "performance evidence" was about carbon ratings). Says what was
 * and was not recognised, and asks the user to confirm.
 */
export function NotAovWarning({
  details,
  message,
  onConfirm,
  confirming,
}: {
  details: NotAovReportDetails;
  message: string;
  onConfirm: () => void;
  confirming: boolean;
}) {
  const headingId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="space-y-2">
        <h2 id={headingId} className="font-semibold">
          This does not look like an Assessment of Value report
        </h2>
        <p className="text-sm">{message}</p>
        <p className="text-sm">
          What was recognised (score {details.score.toFixed(2)}; an AoV report scores at least{' '}
          {details.threshold.toFixed(2)}):
        </p>
        <ul className="list-disc pl-5 text-sm">
          {details.signals.map((signal) => (
            <li key={signal}>{signal}</li>
          ))}
        </ul>
        <p className="text-sm">
          If it was uploaded with the wrong type, change its type on the document page instead.
        </p>
        <Button onClick={onConfirm} loading={confirming}>
          Analyse it anyway
        </Button>
      </div>
    </section>
  );
}
