import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { InterviewSummary } from '#common/api/personas.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { countStatuses, interviewTimeNote } from '../lib/wizard.ts';
import { InterviewStatusBadge } from './interview-status-badge.tsx';

const COUNT_LABELS = [
  ['completed', 'Completed'],
  ['processing', 'Processing'],
  ['pending', 'Pending'],
  ['failed', 'Failed'],
] as const;

/** Interview progress (spec §2.8): counts per status and one row per persona with its outcome. */
export function InterviewProgress({
  interviews,
  resultsHref,
}: {
  interviews: readonly InterviewSummary[];
  resultsHref: (interviewId: string) => string;
}) {
  const counts = countStatuses(interviews);
  const finished = counts.completed + counts.failed;
  return (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {finished} of {interviews.length} interviews finished: {counts.completed} completed, {counts.failed}{' '}
        failed.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNT_LABELS.map(([status, label]) => (
          <div
            key={status}
            className="flex flex-col-reverse rounded-md border border-slate-200 bg-white p-4 text-center"
          >
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid={`count-${status}`}>
              {counts[status]}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption="Interview progress"
        captionHidden
        head={
          <tr>
            <th scope="col" className={TH_CLASS}>
              Persona
            </th>
            <th scope="col" className={TH_CLASS}>
              Status
            </th>
            <th scope="col" className={TH_CLASS}>
              Completed
            </th>
            <th scope="col" className={TH_CLASS}>
              Results
            </th>
          </tr>
        }
      >
        {interviews.map((interview) => (
          <tr key={interview.id}>
            <th scope="row" className={`${TD_CLASS} text-left font-medium`}>
              {interview.persona.name}
              {interview.error && <p className="mt-1 font-normal text-red-800">{interview.error}</p>}
            </th>
            <td className={TD_CLASS}>
              <InterviewStatusBadge status={interview.status} />
            </td>
            <td className={`${TD_CLASS} whitespace-nowrap`}>
              {interview.completedAt ? (
                <time dateTime={interview.completedAt}>{formatDateTime(interview.completedAt)}</time>
              ) : (
                '–'
              )}
            </td>
            <td className={TD_CLASS}>
              {interview.status === 'completed' ? (
                <Link to={resultsHref(interview.id)} className={TEXT_LINK_CLASS}>
                  View Results<span className="sr-only"> for {interview.persona.name}</span>
                </Link>
              ) : (
                '–'
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <div className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
        <Info className="mt-0.5 size-5 shrink-0 text-blue-800" aria-hidden="true" />
        <div className="space-y-1">
          <p>
            Each persona reads the document and answers your questions in its own words.{' '}
            {interviewTimeNote(interviews)} You can leave this page and come back to the results later.
          </p>
          <p>Every answer is simulated: no real investor was asked.</p>
        </div>
      </div>
    </div>
  );
}
