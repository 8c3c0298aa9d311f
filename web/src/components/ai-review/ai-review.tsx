import { AI_SUGGESTED_LABEL, type AiReviewSummary, type FindingOrigin } from '#common/api/ai-review.ts';
import { Badge } from '../ui/badge.tsx';
import { cn } from '../ui/cn.ts';

/** The label of a finding the AI review added, so a reviewer never takes it for a rule's own. */
export function AiSuggestedBadge({ origin }: { origin?: FindingOrigin }) {
  if (origin !== 'ai-suggested') return null;
  return <Badge tone="violet">{AI_SUGGESTED_LABEL}</Badge>;
}

/** What the AI review (AI_PROVIDER=openai) did: what it added or dropped, or why it did not run, and what produced it. */
export function AiReviewNote({ review }: { review: AiReviewSummary | null }) {
  if (!review) return null;
  const complete = review.status === 'completed';
  return (
    <section
      aria-labelledby="ai-review-heading"
      className={cn(
        'rounded-lg border p-4 text-sm text-slate-800',
        complete ? 'border-violet-300 bg-violet-50' : 'border-amber-300 bg-amber-50',
      )}
    >
      <h2 id="ai-review-heading" className="font-semibold text-slate-900">
        AI review{complete ? '' : review.status === 'partial' ? ': partial' : ': did not run'}
      </h2>
      <p className="mt-1">{review.note}</p>
      <p className="mt-1 text-slate-700">
        Findings marked {AI_SUGGESTED_LABEL} are a model’s reading of the document, each quoting a passage
        found in it; check them against the passage. Model {review.model}, prompt {review.promptVersion},
        schema {review.schemaVersion}.
      </p>
    </section>
  );
}
