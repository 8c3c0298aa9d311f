import { SupersededBadge } from '../../../components/documents/superseded-badge.tsx';
import { Link } from 'react-router';
import type { InterviewSummary } from '#common/api/personas.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDate } from '../../../lib/format.ts';
import { InterviewStatusBadge } from './interview-status-badge.tsx';
import { ScoreBadge } from '../../../components/personas/score-cell.tsx';

/** Interviews as rows; each persona name opens the interview's results (spec §2.9). */
export function InterviewsTable({
  caption,
  interviews,
  resultsHref,
}: {
  caption: string;
  interviews: readonly InterviewSummary[];
  resultsHref: (interviewId: string) => string;
}) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      head={
        <tr>
          <th scope="col" className={TH_CLASS}>
            Persona
          </th>
          <th scope="col" className={TH_CLASS}>
            Document
          </th>
          <th scope="col" className={TH_CLASS}>
            Status
          </th>
          <th scope="col" className={TH_CLASS}>
            Score
          </th>
          <th scope="col" className={`${TH_CLASS} hidden md:table-cell`}>
            Date
          </th>
        </tr>
      }
    >
      {interviews.map((interview) => (
        <tr key={interview.id} className="hover:bg-slate-50">
          <th scope="row" className={`${TD_CLASS} text-left font-normal`}>
            <Link to={resultsHref(interview.id)} className={TEXT_LINK_CLASS}>
              {interview.persona.name}
              <span className="sr-only"> interview of {interview.fileName}</span>
            </Link>
            <p className="text-xs text-slate-700">{interview.persona.knowledgeLevel}</p>
          </th>
          <td className={`${TD_CLASS} max-w-xs break-all`}>
            {interview.fileName}
            <SupersededBadge superseded={interview.superseded} version={interview.version} />
          </td>
          <td className={TD_CLASS}>
            <InterviewStatusBadge status={interview.status} />
            {interview.error && <p className="mt-1 text-xs text-red-800">{interview.error}</p>}
          </td>
          <td className={TD_CLASS}>
            {interview.meanScore === null ? '–' : <ScoreBadge score={interview.meanScore} />}
          </td>
          <td className={`${TD_CLASS} hidden whitespace-nowrap md:table-cell`}>
            <time dateTime={interview.createdAt}>{formatDate(interview.createdAt)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
