import { useState } from 'react';
import { firmRoleAtLeast } from '#common/api/auth.ts';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useMarkBoilerplate } from '../api/mark-boilerplate.ts';

/** The reading-measure rules, whose quotes may be the firm's boilerplate rather than its own words. */
const READING_MEASURE_RULES = new Set([
  'PRIN2A.5.3R-reading-age',
  'PRIN2A.5.3R-long-sentences',
  'PRIN2A.5.3R-jargon',
  'PRIN2A.5.3R-undefined-acronyms',
]);

/**
 * Whether a quote of a finding can be marked as boilerplate: a reading-measure rule's quote of a whole sentence
 * (a window of a longer one, cut with "…", would match nothing).
 */
export const canMarkAsBoilerplate = (ruleId: string, quote: string): boolean =>
  READING_MEASURE_RULES.has(ruleId) && !quote.includes('…');

/**
 * "Mark as boilerplate" beside a readability finding's quote, for reviewers and above: a licence notice or
 * disclaimer the firm cannot change is left out of the reading measures of all its documents from the next run.
 */
export function MarkBoilerplateButton({ quote }: { quote: string }) {
  const me = useMe();
  const mark = useMarkBoilerplate();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const user = me.data?.user;
  if (!user || user.role !== 'client' || !firmRoleAtLeast(user.firmRole, 'reviewer')) return null;
  if (done)
    return (
      <SuccessMessage className="mt-1 p-2">
        Marked as boilerplate. Run the check again to measure the document without it.
      </SuccessMessage>
    );
  return (
    <>
      <Button variant="secondary" size="sm" className="mt-1" onClick={() => setConfirming(true)}>
        Mark as boilerplate<span className="sr-only">: “{quote}”</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Mark this sentence as boilerplate?"
        confirmLabel="Mark as boilerplate"
        loading={mark.isPending}
        error={mark.error ? <ErrorAlert>{errorMessage(mark.error)}</ErrorAlert> : undefined}
        onConfirm={() =>
          mark.mutate(quote, {
            onSuccess: () => {
              setConfirming(false);
              setDone(true);
            },
          })
        }
        onCancel={() => {
          setConfirming(false);
          mark.reset();
        }}
      >
        <p>
          “{quote}” will be left out of the reading age, long sentences and jargon counts of every document of
          your firm, wherever it appears. Only text your firm must print and cannot change, such as an index
          licence or a legal disclaimer, belongs here. You can remove it from the list on the Team page.
        </p>
      </ConfirmDialog>
    </>
  );
}
