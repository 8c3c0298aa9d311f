import { useState } from 'react';
import { firmRoleAtLeast } from '#common/api/auth.ts';
import {
  DISMISSAL_CATEGORIES,
  DISMISSAL_CATEGORY_LABELS,
  type DismissalCategory,
  type FindingItem,
} from '#common/api/compliance.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDecideFinding } from '../api/decide-finding.ts';
import { PersonName } from '../../../components/person-name.tsx';

/** A reviewer's decision on one finding: dismiss with a reason, mark resolved, or reopen. */
export function FindingDecisionControls({
  checkId,
  finding,
  readOnly,
}: {
  checkId: string;
  finding: FindingItem;
  readOnly: boolean;
}) {
  const decide = useDecideFinding(checkId);
  // Deciding findings is a reviewer's (or the platform admin's): nobody else is offered a button that fails.
  const me = useMe();
  const user = me.data?.user;
  const canDecide = user?.role === 'admin' || firmRoleAtLeast(user?.firmRole ?? null, 'reviewer');
  const [dismissing, setDismissing] = useState(false);
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<DismissalCategory | ''>('');
  const decision = finding.decision;
  const submit = (status: 'dismissed' | 'resolved' | 'open', text = '') =>
    decide.mutate(
      {
        ruleId: finding.ruleId,
        status,
        reason: text,
        ...(status === 'dismissed' && category ? { category } : {}),
      },
      {
        onSuccess: () => {
          setDismissing(false);
          setReason('');
        },
      },
    );

  return (
    <div
      className="mt-3 border-t border-slate-200 pt-3 text-sm"
      data-print-hidden={decision ? undefined : true}
    >
      {decision ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-800">
            <span className="font-semibold">
              {decision.status === 'dismissed' ? 'Dismissed' : 'Resolved'}
            </span>
            {decision.reason ? `: ${decision.reason}` : ''}
            <span className="text-slate-600">
              {' '}
              ({decision.category ? `${DISMISSAL_CATEGORY_LABELS[decision.category]}; ` : ''}
              <PersonName
                name={decision.decidedByName}
                email={decision.decidedBy}
                fallback="unknown reviewer"
              />
              , {formatDateTime(decision.decidedAt)})
            </span>
          </p>
          {!readOnly && canDecide && (
            <Button variant="ghost" size="sm" loading={decide.isPending} onClick={() => submit('open')}>
              Reopen
            </Button>
          )}
        </div>
      ) : readOnly ? (
        <p className="text-slate-700">Open. The document is archived, so no decision can be made.</p>
      ) : !canDecide ? (
        <p className="text-slate-700">Open. A reviewer of your firm dismisses or resolves findings.</p>
      ) : dismissing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() && category) submit('dismissed', reason.trim());
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Why dismiss it
            <select
              name="category"
              required
              value={category}
              onChange={(event) => setCategory(event.target.value as DismissalCategory | '')}
              className="rounded-md border border-slate-400 bg-white px-2 py-1.5 font-normal"
            >
              <option value="">Choose…</option>
              {DISMISSAL_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {DISMISSAL_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="Reason for dismissing"
            name="reason"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="min-w-64 flex-1"
          />
          <Button type="submit" size="sm" loading={decide.isPending} disabled={!reason.trim() || !category}>
            Confirm dismissal
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setDismissing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDismissing(true)}>
            Dismiss
          </Button>
          <Button variant="secondary" size="sm" loading={decide.isPending} onClick={() => submit('resolved')}>
            Mark resolved
          </Button>
        </div>
      )}
      {decide.isError && <ErrorAlert className="mt-2">{decide.error.message}</ErrorAlert>}
    </div>
  );
}
