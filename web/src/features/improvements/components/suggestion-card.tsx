import { useId, useState } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import {
  MAX_EDITED_TEXT,
  SUGGESTION_TYPE_LABELS,
  type DecideSuggestionInput,
  type SuggestionView,
} from '#common/api/improvements.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { paths } from '../../../config/paths.ts';
import { findingAnchor } from '../../../lib/documents/finding-anchor.ts';
import {
  SUGGESTION_STATUS_LABELS,
  SUGGESTION_STATUS_TONES,
  changeTone,
  formatChange,
} from '../lib/improvement-format.ts';

type Props = {
  suggestion: SuggestionView;
  index: number;
  conflict: boolean;
  busy: boolean;
  error: string | null;
  onDecide: (input: DecideSuggestionInput) => void;
};

/** One suggestion: where, what it changes and why, its predicted effect, and accept / reject / edit. */
export function SuggestionCard({ suggestion: s, index, conflict, busy, error, onDecide }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(s.editedText ?? s.proposed);
  const proposed = s.editedText ?? s.proposed;
  const label = SUGGESTION_TYPE_LABELS[s.type];
  return (
    <li
      aria-labelledby={`${id}-title`}
      data-testid="suggestion"
      data-suggestion-id={s.id}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {index + 1}. {label} <span className="font-normal text-slate-700">· page {s.page}</span>
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone={SUGGESTION_STATUS_TONES[s.status]}>
            {SUGGESTION_STATUS_LABELS[s.status]}
            {s.editedText ? ' (edited)' : ''}
          </Badge>
          {s.recommended && s.status === 'proposed' && (
            <Badge tone="blue">Recommended: the engine measured a gain</Badge>
          )}
          {conflict && <Badge tone="amber">Not applied: overlaps another accepted change</Badge>}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-800">{s.reason}</p>
      {s.addresses.finding ? (
        <FixesFinding suggestion={s} />
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Addresses: {s.addresses.label}
          {s.addresses.citation ? ` (${s.addresses.citation})` : ''}
        </p>
      )}
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {s.original ? 'Original' : 'Where'}
          </p>
          <blockquote className="mt-1 border-l-4 border-red-300 bg-red-50 px-3 py-2 text-sm text-slate-900">
            {s.original || s.passage || 'At the start of the document'}
          </blockquote>
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {s.original ? 'Suggested wording' : 'Add'}
            {s.editedText ? ' (your wording)' : ''}
          </p>
          {editing ? (
            <div className="mt-1 space-y-2">
              <label htmlFor={`${id}-edit`} className="sr-only">
                Your wording for suggestion {index + 1}
              </label>
              <textarea
                id={`${id}-edit`}
                value={draft}
                maxLength={MAX_EDITED_TEXT}
                rows={4}
                onChange={(e) => setDraft(e.target.value)}
                className="w-full rounded-md border border-slate-400 p-2 text-sm text-slate-900 focus:ring-2 focus:ring-blue-600 focus:outline-none"
              />
              <div className="flex gap-2">
                <Button
                  size="sm"
                  loading={busy}
                  disabled={draft.trim().length === 0}
                  onClick={() => {
                    onDecide({ status: 'accepted', editedText: draft.trim() });
                    setEditing(false);
                  }}
                >
                  Save and accept
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <blockquote className="mt-1 border-l-4 border-green-400 bg-green-50 px-3 py-2 text-sm text-slate-900">
              {proposed}
            </blockquote>
          )}
        </div>
      </div>
      {s.impact && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span>On its own:</span>
          <Badge tone={changeTone(s.impact.before.ukReadingAge, s.impact.after.ukReadingAge)}>
            reading age {formatChange(s.impact.before.ukReadingAge, s.impact.after.ukReadingAge)}
          </Badge>
          <Badge tone={changeTone(s.impact.before.longSentences, s.impact.after.longSentences)}>
            sentences over 25 words{' '}
            {formatChange(s.impact.before.longSentences, s.impact.after.longSentences, 0)}
          </Badge>
          <Badge tone={changeTone(s.impact.before.ruleFindings, s.impact.after.ruleFindings)}>
            compliance findings {formatChange(s.impact.before.ruleFindings, s.impact.after.ruleFindings, 0)}
          </Badge>
          {s.impact.fixedRules.length > 0 && <span>fixes {s.impact.fixedRules.join(', ')}</span>}
        </p>
      )}
      {error && <ErrorAlert className="mt-3">{error}</ErrorAlert>}
      {!editing && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={s.status === 'accepted' ? 'secondary' : 'primary'}
            disabled={busy || (s.status === 'accepted' && !s.editedText)}
            onClick={() => onDecide({ status: 'accepted', editedText: null })}
          >
            <Check className="size-4" aria-hidden="true" />
            Accept<span className="sr-only"> suggestion {index + 1}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || s.status === 'rejected'}
            onClick={() => onDecide({ status: 'rejected' })}
          >
            <X className="size-4" aria-hidden="true" />
            Reject<span className="sr-only"> suggestion {index + 1}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setDraft(proposed);
              setEditing(true);
            }}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> suggestion {index + 1}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** The open finding of the latest check this suggestion fixes: its rule, the sentence quoted, a link to it. */
function FixesFinding({ suggestion: s }: { suggestion: SuggestionView }) {
  const finding = s.addresses.finding!;
  return (
    <div className="mt-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-900">
      <p>
        <span className="font-semibold">Fixes an open compliance finding:</span> {s.addresses.label}
        {s.addresses.citation ? ` (${s.addresses.citation})` : ''}
        {finding.checkId && (
          <>
            {' · '}
            <Link
              to={`${paths.client.complianceAnalysis(finding.checkId)}#${findingAnchor(s.addresses.id)}`}
              className={TEXT_LINK_CLASS}
            >
              see the finding<span className="sr-only"> {s.addresses.label}</span>
            </Link>
          </>
        )}
      </p>
      {finding.quote && (
        <p className="mt-1 text-slate-800">
          The check quoted{finding.page ? ` (page ${finding.page})` : ''}: &ldquo;{finding.quote}&rdquo;
        </p>
      )}
    </div>
  );
}
