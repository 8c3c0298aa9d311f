import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { REVIEW_STATUSES, REVIEW_STATUS_LABELS, type ReviewStatus } from '#common/api/reviews.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useReviews } from '../api/get-reviews.ts';
import { REGISTER_CSV_URL } from '../api/review-keys.ts';
import { DueDate, assigneeSummary } from './review-assignees.tsx';
import { STATUS_TONES } from './review-panel.tsx';
import { PersonName } from '../../../components/person-name.tsx';

/**
 * The approvals inbox (issue 30): the firm's communications under review, soonest due first, with who each
 * waits for; "assigned to me" keeps only those waiting for the signed-in member.
 */
export function ReviewList() {
  const [status, setStatus] = useState<ReviewStatus | ''>('submitted');
  const [assignedToMe, setAssignedToMe] = useState(false);
  const reviews = useReviews(status, assignedToMe);
  const counts = reviews.data?.byStatus ?? {};
  return (
    <SectionCard
      title="Communications under review"
      actions={
        <a href={REGISTER_CSV_URL} className={TEXT_LINK_CLASS} download>
          Register of approvals (CSV)
        </a>
      }
    >
      <div className="flex flex-wrap items-end gap-6 border-b border-slate-200 px-5 py-4">
        <SelectField
          label="Status"
          name="status"
          className="max-w-xs"
          value={status}
          onChange={(e) => setStatus(e.target.value as ReviewStatus | '')}
          options={[
            { value: '', label: 'Any status' },
            ...REVIEW_STATUSES.map((s) => ({
              value: s,
              label: `${REVIEW_STATUS_LABELS[s]}${counts[s] ? ` (${counts[s]})` : ''}`,
            })),
          ]}
        />
        <label className="flex h-[2.625rem] items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            checked={assignedToMe}
            onChange={(event) => setAssignedToMe(event.target.checked)}
            className="size-4 rounded border-slate-500"
          />
          Assigned to me
        </label>
      </div>
      {reviews.isPending ? (
        <Spinner className="px-5 py-8" />
      ) : reviews.isError ? (
        <div className="p-5">
          <ErrorAlert>Could not load the reviews. {errorMessage(reviews.error)}</ErrorAlert>
        </div>
      ) : reviews.data.items.length === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title={assignedToMe ? 'Nothing waiting for you' : 'No communications with this status'}
        />
      ) : (
        <DataTable
          caption="Reviews"
          captionHidden
          head={
            <tr>
              <th scope="col" className={TH_CLASS}>
                Communication
              </th>
              <th scope="col" className={TH_CLASS}>
                Status
              </th>
              <th scope="col" className={TH_CLASS}>
                Assigned to
              </th>
              <th scope="col" className={TH_CLASS}>
                Due
              </th>
              <th scope="col" className={TH_CLASS}>
                Submitted by
              </th>
              <th scope="col" className={TH_CLASS}>
                Age
              </th>
              <th scope="col" className={TH_CLASS}>
                Review date
              </th>
            </tr>
          }
        >
          {reviews.data.items.map((r) => (
            <tr key={r.id}>
              <td className={TD_CLASS}>
                <Link to={paths.client.document(r.documentId)} className={TEXT_LINK_CLASS}>
                  {r.fileName}
                </Link>{' '}
                <span className="text-slate-700">
                  version {r.version}
                  {r.superseded ? ' — superseded' : ''}
                </span>{' '}
                <Link
                  to={paths.client.documentReview(r.documentId)}
                  aria-label={`Review workspace for ${r.fileName}`}
                  className={TEXT_LINK_CLASS}
                >
                  Review workspace
                </Link>
              </td>
              <td className={TD_CLASS}>
                <Badge tone={STATUS_TONES[r.status]}>{REVIEW_STATUS_LABELS[r.status]}</Badge>
              </td>
              <td className={TD_CLASS}>
                {assigneeSummary(r)}
                {r.waitingForMe && (
                  <>
                    {' '}
                    <Badge tone="blue">Waiting for you</Badge>
                  </>
                )}
              </td>
              <td className={TD_CLASS}>
                <DueDate review={r} />
              </td>
              <td className={TD_CLASS}>
                <PersonName name={r.submittedByName} email={r.submittedBy} />
              </td>
              <td className={TD_CLASS}>
                {r.ageDays} day{r.ageDays === 1 ? '' : 's'}
              </td>
              <td className={TD_CLASS}>{r.reviewDate ? formatDate(r.reviewDate) : '–'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
}
