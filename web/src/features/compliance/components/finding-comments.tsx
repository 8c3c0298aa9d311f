import { useId, useState } from 'react';
import type { FindingItem } from '#common/api/compliance.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCommentOnFinding } from '../api/comment-on-finding.ts';
import { PersonName } from '../../../components/person-name.tsx';

/** A finding's comment thread (author and time), with a form to add to it unless the document is read-only. */
export function FindingComments({
  checkId,
  finding,
  readOnly,
}: {
  checkId: string;
  finding: FindingItem;
  readOnly: boolean;
}) {
  const headingId = useId();
  const comment = useCommentOnFinding(checkId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit() {
    if (!body.trim()) {
      setError('Write a comment.');
      return;
    }
    setError(undefined);
    comment.mutate({ ruleId: finding.ruleId, body: body.trim() }, { onSuccess: () => setBody('') });
  }

  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-slate-200 pt-3 text-sm">
      <h5 id={headingId} className="font-semibold text-slate-900">
        Comments ({finding.comments.length})
      </h5>
      {finding.comments.length > 0 && (
        <ol className="mt-2 space-y-2">
          {finding.comments.map((c) => (
            <li key={c.id} className="rounded-md bg-slate-50 p-2">
              <p className="text-slate-600">
                <PersonName name={c.authorName} email={c.author} fallback="Former user" />,{' '}
                {formatDateTime(c.createdAt)}
              </p>
              <p className="whitespace-pre-wrap text-slate-900">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <form
          className="mt-2 space-y-2"
          data-print-hidden
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextareaField
            label="Add a comment"
            name={`comment-${finding.ruleId}`}
            value={body}
            error={error}
            maxLength={4000}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" loading={comment.isPending}>
            Post comment
          </Button>
          {comment.isError && <ErrorAlert>{comment.error.message}</ErrorAlert>}
        </form>
      )}
    </section>
  );
}
