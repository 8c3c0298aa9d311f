import { useState } from 'react';
import { OTHER_RULE, type ComplianceCheck } from '#common/api/compliance.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRaiseFinding, useRules } from '../api/raise-finding.ts';

const SELECT_CLASS = 'rounded-md border border-slate-400 bg-white px-2 py-1.5 font-normal';

/**
 * A reviewer raises a finding the checker missed: the passage (selected on the page or in the text view, or
 * pasted word for word), a rule of the packs or "Other" with a citation, a severity and a comment.
 */
export function RaiseFinding({ check }: { check: ComplianceCheck }) {
  const rules = useRules();
  const raise = useRaiseFinding(check.id);
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState('');
  const [ruleId, setRuleId] = useState('');
  const [citation, setCitation] = useState('');
  const [severity, setSeverity] = useState<'high' | 'medium' | 'low'>('high');
  const [comment, setComment] = useState('');
  const useSelection = () => {
    const selected = window.getSelection()?.toString().trim();
    if (selected) setQuote(selected);
  };
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-print-hidden>
        Raise a finding the checker missed
      </Button>
    );
  return (
    <form
      aria-labelledby="raise-finding-heading"
      className="space-y-3 rounded-lg border border-slate-300 bg-white p-4"
      data-print-hidden
      onSubmit={(event) => {
        event.preventDefault();
        raise.mutate(
          {
            ruleId,
            severity,
            comment,
            quote,
            ...(ruleId === OTHER_RULE ? { citation } : {}),
          },
          {
            onSuccess: () => {
              setOpen(false);
              setQuote('');
              setComment('');
              setRuleId('');
              setCitation('');
            },
          },
        );
      }}
    >
      <h3 id="raise-finding-heading" className="text-lg font-semibold text-slate-900">
        Raise a finding
      </h3>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Passage, word for word as the document prints it
        <textarea
          name="quote"
          required
          rows={3}
          value={quote}
          onChange={(event) => setQuote(event.target.value)}
          className={SELECT_CLASS}
        />
      </label>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        // Keep the page's selection: a mouse-down on the button would otherwise clear it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={useSelection}
      >
        Use the text selected on the page
      </Button>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Rule
        <select
          name="ruleId"
          required
          value={ruleId}
          onChange={(event) => setRuleId(event.target.value)}
          className={SELECT_CLASS}
        >
          <option value="">Choose a rule…</option>
          {(rules.data?.items ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.title} ({r.citation})
            </option>
          ))}
          <option value={OTHER_RULE}>Other (give the citation)</option>
        </select>
      </label>
      {ruleId === OTHER_RULE && (
        <TextField
          label="Citation"
          name="citation"
          required
          value={citation}
          onChange={(event) => setCitation(event.target.value)}
        />
      )}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Severity
        <select
          name="severity"
          value={severity}
          onChange={(event) => setSeverity(event.target.value as typeof severity)}
          className={SELECT_CLASS}
        >
          <option value="high">High</option>
          <option value="medium">Medium</option>
          <option value="low">Low</option>
        </select>
      </label>
      <TextField
        label="Comment"
        name="comment"
        required
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          loading={raise.isPending}
          disabled={!quote.trim() || !ruleId || !comment.trim()}
        >
          Raise finding
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {raise.isError && <ErrorAlert>{raise.error.message}</ErrorAlert>}
    </form>
  );
}
