import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { firmRoleAtLeast, type User } from '#common/api/auth.ts';
import {
  REVIEW_STATUS_LABELS,
  type DocumentReviewResponse,
  type PanelFinding,
  type Review,
  type ReviewOutcome,
} from '#common/api/reviews.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { findingAnchor } from '../../../lib/documents/finding-anchor.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useDocumentReview } from '../api/get-document-review.ts';
import { useDecideReview, useSubmitReview, useWithdrawReview } from '../api/review-actions.ts';
import { certificatePdfUrl, certificateUrl } from '../api/review-keys.ts';
import { useColleagues } from '../api/get-colleagues.ts';
import { DueDate, assigneeSummary } from './review-assignees.tsx';
import { EarlierApprovals } from './earlier-approvals.tsx';
import { PersonName } from '../../../components/person-name.tsx';

export const STATUS_TONES: Record<DocumentReviewResponse['status'], BadgeTone> = {
  draft: 'slate',
  submitted: 'blue',
  changes_requested: 'amber',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'slate',
  expired: 'amber',
};

/** The current review's facts: who submitted and decided, when, and why. */
function ReviewFacts({ review }: { review: Review }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium">Submitted</dt>
      <dd>
        {formatDateTime(review.submittedAt)} by{' '}
        <PersonName name={review.submittedByName} email={review.submittedBy} /> (
        {review.ageDays === 0 ? 'today' : `${review.ageDays} day${review.ageDays === 1 ? '' : 's'} ago`})
      </dd>
      {review.note && (
        <>
          <dt className="font-medium">Note</dt>
          <dd>{review.note}</dd>
        </>
      )}
      <dt className="font-medium">Assigned to</dt>
      <dd>{assigneeSummary(review)}</dd>
      {review.dueDate && (
        <>
          <dt className="font-medium">Decision due</dt>
          <dd>
            <DueDate review={review} />
          </dd>
        </>
      )}
      {review.reviewDate && (
        <>
          <dt className="font-medium">Review date</dt>
          <dd>{formatDate(review.reviewDate)}</dd>
        </>
      )}
      {review.decidedAt && (
        <>
          <dt className="font-medium">{REVIEW_STATUS_LABELS[review.status]}</dt>
          <dd>
            {formatDateTime(review.decidedAt)} by{' '}
            <PersonName name={review.decidedByName} email={review.decidedBy} />
            {review.decisionReason ? `: ${review.decisionReason}` : ''}
          </dd>
        </>
      )}
      {review.overrideReason && (
        <>
          <dt className="font-medium">Override</dt>
          <dd>{review.overrideReason}</dd>
        </>
      )}
    </dl>
  );
}

function SubmitForm({
  documentId,
  state,
  user,
}: {
  documentId: string;
  state: DocumentReviewResponse;
  user: User;
}) {
  const submit = useSubmitReview();
  const firm = useColleagues();
  const [note, setNote] = useState('');
  const [reviewDate, setReviewDate] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [approverId, setApproverId] = useState('');
  const [reviewerIds, setReviewerIds] = useState<string[]>([]);
  // Colleagues who can do the work (four-eyes: never the submitter).
  const colleagues = (firm.data?.members ?? []).filter((m) => m.id !== user.id && m.disabledAt === null);
  const approvers = colleagues.filter((m) => firmRoleAtLeast(m.firmRole, 'approver'));
  const reviewers = colleagues.filter((m) => firmRoleAtLeast(m.firmRole, 'reviewer'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      {
        documentId,
        note: note || undefined,
        reviewDate: reviewDate || undefined,
        dueDate: dueDate || undefined,
        approverId: approverId || undefined,
        reviewerIds: reviewerIds.length > 0 ? reviewerIds : undefined,
      },
      {
        onSuccess: () => {
          setNote('');
          setReviewDate('');
          setDueDate('');
          setApproverId('');
          setReviewerIds([]);
        },
      },
    );
  };
  if (!state.latestCheckId)
    return (
      <p className="text-sm text-slate-800">
        Run a compliance check on version {state.currentVersion} before submitting it for approval.
      </p>
    );
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Submit for approval">
      <TextareaField
        label="Note for the approver"
        name="note"
        value={note}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
      />
      <SelectField
        label="Approver"
        name="approverId"
        hint="Any approver: every approver of the firm is asked, and any one of them may decide."
        value={approverId}
        onChange={(e) => setApproverId(e.target.value)}
        options={[
          { value: '', label: 'Any approver (the role)' },
          ...approvers.map((m) => ({ value: m.id, label: m.name ? `${m.name} (${m.email})` : m.email })),
        ]}
      />
      {reviewers.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-900">Reviewers</legend>
          <p className="text-sm text-slate-700">None ticked: the firm's reviewers are asked.</p>
          {reviewers.map((m) => (
            <label key={m.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-500"
                checked={reviewerIds.includes(m.id)}
                onChange={(e) =>
                  setReviewerIds((ids) =>
                    e.target.checked ? [...ids, m.id] : ids.filter((id) => id !== m.id),
                  )
                }
              />
              {m.name ? `${m.name} (${m.email})` : m.email}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label="Decision due by"
        name="dueDate"
        type="date"
        hint="Optional: the inbox sorts by it, and the assignees are reminded as it nears and once it has passed."
        value={dueDate}
        onChange={(e) => setDueDate(e.target.value)}
      />
      <TextField
        label="Review date"
        name="reviewDate"
        type="date"
        hint="Optional: the approval reads expired after this date."
        value={reviewDate}
        onChange={(e) => setReviewDate(e.target.value)}
      />
      {submit.isError && <ErrorAlert>{errorMessage(submit.error)}</ErrorAlert>}
      <Button type="submit" disabled={submit.isPending}>
        Submit version {state.currentVersion} for approval
      </Button>
    </form>
  );
}

function DecisionForm({ review, state }: { review: Review; state: DocumentReviewResponse }) {
  const decide = useDecideReview(review.id);
  const [reason, setReason] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [attested, setAttested] = useState(false);
  const highs = state.openHighFindings;
  // Open high disagreements of the document's funds (issue 28) need the same override reason.
  const disagreements = state.openHighDisagreements;
  const needsOverride = highs.length > 0 || disagreements.length > 0;
  const act = (outcome: ReviewOutcome) =>
    decide.mutate({
      outcome,
      reason: reason || undefined,
      overrideReason: outcome === 'approved' && overrideReason ? overrideReason : undefined,
      ...(outcome === 'approved' ? { attestation: attested } : {}),
    });
  return (
    <form
      onSubmit={(e) => e.preventDefault()}
      className="space-y-3"
      aria-label="Decide on this communication"
    >
      <TextareaField
        label="Reason"
        name="reason"
        hint="Required to reject or request changes; the submitter reads it."
        value={reason}
        maxLength={2000}
        onChange={(e) => setReason(e.target.value)}
      />
      {needsOverride && (
        <div className="space-y-2">
          {highs.length > 0 && (
            <p className="text-sm text-amber-900">
              {highs.length} high-severity finding{highs.length === 1 ? ' is' : 's are'} still open:{' '}
              {highs.map((f) => f.title).join('; ')}. Approving needs an override reason.
            </p>
          )}
          {disagreements.length > 0 && (
            <p className="text-sm text-amber-900">
              {disagreements.length} high disagreement{disagreements.length === 1 ? '' : 's'} with other
              documents of the fund {disagreements.length === 1 ? 'is' : 'are'} still open:{' '}
              {disagreements.map((d) => `${d.message} (${d.fundName})`).join('; ')}. Approving needs an
              override reason.
            </p>
          )}
          <TextareaField
            label="Override reason"
            name="overrideReason"
            value={overrideReason}
            maxLength={2000}
            onChange={(e) => setOverrideReason(e.target.value)}
          />
        </div>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-500"
          checked={attested}
          onChange={(e) => setAttested(e.target.checked)}
        />
        <span>{state.attestationText}</span>
      </label>
      {decide.isError && <ErrorAlert>{errorMessage(decide.error)}</ErrorAlert>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={decide.isPending || !attested || (needsOverride && !overrideReason.trim())}
          onClick={() => act('approved')}
        >
          Approve
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={decide.isPending || !reason.trim()}
          onClick={() => act('changes_requested')}
        >
          Request changes
        </Button>
        <Button
          type="button"
          variant="danger"
          disabled={decide.isPending || !reason.trim()}
          onClick={() => act('rejected')}
        >
          Reject
        </Button>
      </div>
    </form>
  );
}

const RAG_TONES: Record<string, BadgeTone> = { red: 'red', amber: 'amber', green: 'green' };

function FindingLinks({ checkId, findings }: { checkId: string; findings: PanelFinding[] }) {
  if (findings.length === 0) return <p className="text-sm text-slate-700">None.</p>;
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      {findings.map((f) => (
        <li key={f.ruleId}>
          <Link
            to={`${paths.client.complianceAnalysis(checkId)}#${findingAnchor(f.ruleId)}`}
            className={TEXT_LINK_CLASS}
          >
            {f.title}
          </Link>{' '}
          — {f.severity}
          {f.origin === 'reviewer' && (
            <>
              , raised by a reviewer (
              <PersonName name={f.raisedByName} email={f.raisedBy} fallback="unknown" />)
            </>
          )}
          {f.status !== 'open' && f.reason && (
            <span className="block text-slate-700">
              {f.status === 'dismissed' ? 'Dismissed' : 'Resolved'}: {f.reason}
              {f.decidedBy && (
                <>
                  {' '}
                  (<PersonName name={f.decidedByName} email={f.decidedBy} />)
                </>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the approver decides on (issue 30): the check's rating and its open and decided findings, linked. */
function CheckSummary({ check }: { check: NonNullable<DocumentReviewResponse['check']> }) {
  const open = check.findings.filter((f) => f.status === 'open');
  const decided = check.findings.filter((f) => f.status !== 'open');
  const rag = check.rag ?? 'not rated';
  return (
    <section
      aria-labelledby="review-check-heading"
      className="space-y-3 rounded-md border border-slate-200 p-4"
    >
      <h3
        id="review-check-heading"
        className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
      >
        Compliance check
        <Badge tone={RAG_TONES[rag.toLowerCase()] ?? 'slate'}>
          Rating: {rag.charAt(0).toUpperCase() + rag.slice(1)}
        </Badge>
        <Link
          to={paths.client.complianceAnalysis(check.id)}
          className={`${TEXT_LINK_CLASS} text-sm font-normal`}
        >
          Open the check
        </Link>
      </h3>
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Open findings ({open.length})</h4>
        <FindingLinks checkId={check.id} findings={open} />
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-900">
          Dismissed and resolved findings ({decided.length})
        </h4>
        <FindingLinks checkId={check.id} findings={decided} />
      </div>
    </section>
  );
}

function WithdrawButton({ review }: { review: Review }) {
  const withdraw = useWithdrawReview(review.id);
  return (
    <div className="space-y-2">
      {withdraw.isError && <ErrorAlert>{errorMessage(withdraw.error)}</ErrorAlert>}
      <Button variant="secondary" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate({})}>
        Withdraw
      </Button>
    </div>
  );
}

function PanelBody({
  documentId,
  state,
  user,
}: {
  documentId: string;
  state: DocumentReviewResponse;
  user: User;
}) {
  const review = state.current;
  const isMember = user.role === 'client';
  const mine = review !== null && review.submittedById === user.id;
  const waiting = review?.status === 'submitted' && !review.superseded;
  const canDecide = isMember && firmRoleAtLeast(user.firmRole, 'approver') && !mine;
  const canWithdraw =
    review !== null &&
    (review.status === 'submitted' || review.status === 'approved') &&
    (mine || user.firmRole === 'firm_admin');
  const archived = review?.archived ?? false;
  // An approval of the current version stands until it is withdrawn or the file is replaced: nothing to submit.
  const approvedNow = review?.status === 'approved' && !review.superseded;
  return (
    <div className="space-y-4 px-5 py-4">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[state.status]}>{REVIEW_STATUS_LABELS[state.status]}</Badge>
        {review && (
          <span className="text-sm text-slate-800">
            for version {review.version}
            {review.superseded && ` — superseded (the current version is ${review.currentVersion})`}
          </span>
        )}
      </p>
      {review && <ReviewFacts review={review} />}
      {review && (review.status === 'approved' || review.status === 'expired') && (
        <p>
          <a href={certificateUrl(review.id)} target="_blank" rel="noreferrer" className={TEXT_LINK_CLASS}>
            Approval certificate
          </a>
          {' · '}
          <a href={certificatePdfUrl(review.id)} download className={TEXT_LINK_CLASS}>
            {/* a name of its own in a screen reader's list of links, apart from "Approval certificate" */}
            Download PDF<span className="sr-only"> version of the certificate</span>
          </a>
        </p>
      )}
      {/* what the decision rests on, read before deciding */}
      {state.check && <CheckSummary check={state.check} />}
      {!archived && waiting && canDecide && <DecisionForm review={review} state={state} />}
      {!archived && waiting && mine && firmRoleAtLeast(user.firmRole, 'approver') && (
        <p className="text-sm text-slate-800">
          You submitted this communication, so someone else must approve it (four-eyes).
        </p>
      )}
      {!archived && canWithdraw && <WithdrawButton review={review} />}
      {!archived && isMember && !waiting && !approvedNow && (
        <SubmitForm documentId={documentId} state={state} user={user} />
      )}
      <EarlierApprovals history={state.history} />
    </div>
  );
}

/** The document page's review and approval panel (ADR 019); hidden when the compliance module is off. */
export function ReviewPanel({ documentId }: { documentId: string }) {
  const state = useDocumentReview(documentId);
  const me = useMe();
  if (state.isError && isApiError(state.error) && state.error.status === 403) return null;
  return (
    <SectionCard
      title="Review and approval"
      actions={
        <Link to={paths.client.reviews} className={TEXT_LINK_CLASS}>
          All reviews
        </Link>
      }
    >
      {state.isPending || me.isPending ? (
        <div className="p-5">
          <Spinner label="Loading the review..." />
        </div>
      ) : state.isError || !me.data ? (
        <div className="p-5">
          <ErrorAlert>Could not load the review. {errorMessage(state.error)}</ErrorAlert>
        </div>
      ) : (
        <PanelBody documentId={documentId} state={state.data} user={me.data.user} />
      )}
    </SectionCard>
  );
}
