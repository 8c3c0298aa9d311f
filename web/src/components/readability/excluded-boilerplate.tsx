import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { TEXT_LINK_CLASS } from '../ui/text-link.ts';

export type ExcludedSentence = { page: number | null; text: string };

/**
 * The firm's boilerplate the reading measures left out (issue 30 item 6): "3 sentences of boilerplate excluded",
 * each listed with its page, so a reviewer sees what the reading age does not count. Nothing when none were.
 */
export function ExcludedBoilerplate({
  sentences,
  canOpenList,
}: {
  sentences: readonly ExcludedSentence[];
  /** A firm member may open the firm's list (on the Team page) to see or change what is marked. */
  canOpenList: boolean;
}) {
  if (sentences.length === 0) return null;
  const n = sentences.length;
  return (
    <details className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800">
      <summary className="cursor-pointer font-medium text-slate-900">
        {n} sentence{n === 1 ? '' : 's'} of boilerplate excluded from the reading measures
      </summary>
      <p className="mt-2">
        Your firm marked these as text it must print and cannot change. The reading age, long sentences and
        jargon counts leave them out.
        {canOpenList && (
          <>
            {' '}
            <Link to={`${paths.client.team}#boilerplate`} className={TEXT_LINK_CLASS}>
              See or change the firm's boilerplate
            </Link>
            .
          </>
        )}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {sentences.map((s, i) => (
          <li key={i}>
            {s.page !== null && <span className="font-medium">Page {s.page}: </span>}“{s.text}”
          </li>
        ))}
      </ul>
    </details>
  );
}
