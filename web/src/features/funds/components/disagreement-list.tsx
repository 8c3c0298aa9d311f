import { useState } from 'react';
import { Link } from 'react-router';
import type { Fund, FundDisagreementItem } from '#common/api/funds.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { passageHref } from '../../../lib/documents/passage-href.ts';
import { useDecideDisagreement } from '../api/fund-actions.ts';
import { SEVERITY_TONES, factLabel } from '../lib/fund-labels.ts';
import { PersonName } from '../../../components/person-name.tsx';

type Side = FundDisagreementItem['a'];

function Evidence({ side }: { side: Side }) {
  return (
    <li>
      <span className="font-semibold">{side.documentName}:</span>{' '}
      {side.value ?? <span className="text-slate-700">not stated</span>}
      {side.page !== null && (
        <>
          {' — '}
          <Link
            to={passageHref('client', side.documentId, side.page, side.quote ?? undefined)}
            className={TEXT_LINK_CLASS}
          >
            page {side.page}
            {side.quote ? `: “${side.quote}”` : ''}
          </Link>
        </>
      )}
    </li>
  );
}

function DecisionControls({ fundId, item }: { fundId: string; item: FundDisagreementItem }) {
  const decide = useDecideDisagreement(fundId);
  const [dismissing, setDismissing] = useState(false);
  const [reason, setReason] = useState('');
  const submit = (status: 'dismissed' | 'resolved' | 'open', text = '') =>
    decide.mutate(
      { key: item.key, status, reason: text },
      {
        onSuccess: () => {
          setDismissing(false);
          setReason('');
        },
      },
    );
  const decision = item.decision;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm">
      {decision ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-800">
            <span className="font-semibold">
              {decision.status === 'dismissed' ? 'Dismissed' : 'Resolved'}
            </span>
            {decision.reason ? `: ${decision.reason}` : ''}
            <span className="text-slate-700">
              {' '}
              (
              <PersonName
                name={decision.decidedByName}
                email={decision.decidedBy}
                fallback="unknown reviewer"
              />
              , {formatDateTime(decision.decidedAt)})
            </span>
          </p>
          <Button variant="ghost" size="sm" loading={decide.isPending} onClick={() => submit('open')}>
            Reopen
          </Button>
        </div>
      ) : dismissing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) submit('dismissed', reason.trim());
          }}
        >
          <TextField
            label="Reason for dismissing"
            name="reason"
            required
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="min-w-64 flex-1"
          />
          <Button type="submit" size="sm" loading={decide.isPending} disabled={!reason.trim()}>
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

/** The fund's disagreements, open ones first, each with both values and their evidence, and its decision. */
export function DisagreementList({ fund }: { fund: Fund }) {
  if (fund.disagreements.length === 0)
    return <p className="px-5 py-4 text-slate-700">The fund&apos;s documents agree on every fact read.</p>;
  const ordered = [...fund.disagreements].sort(
    (x, y) => Number(x.decision !== null) - Number(y.decision !== null),
  );
  return (
    <ul className="space-y-3 p-5" aria-label="Disagreements">
      {ordered.map((d) => (
        <li key={d.key}>
          <article
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            aria-label={factLabel(d.kind, d.period)}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{factLabel(d.kind, d.period)}</h3>
              <div className="flex flex-wrap gap-2">
                {d.newerDocument && <Badge tone="blue">Newer document</Badge>}
                <Badge tone={d.type === 'omission' ? 'violet' : 'slate'}>
                  {d.type === 'omission' ? 'Omitted' : 'Differs'}
                </Badge>
                <Badge tone={SEVERITY_TONES[d.severity]}>
                  {d.severity[0]!.toUpperCase() + d.severity.slice(1)} severity
                </Badge>
              </div>
            </div>
            <p className="mt-2 text-slate-800">{d.message}</p>
            <ul className="mt-2 space-y-1 text-sm">
              <Evidence side={d.a} />
              <Evidence side={d.b} />
            </ul>
            <DecisionControls fundId={fund.id} item={d} />
          </article>
        </li>
      ))}
    </ul>
  );
}
