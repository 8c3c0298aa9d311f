import { useId, useState } from 'react';
import { truncateText } from '../lib/truncate.ts';

/** Feedback over 80 characters shown to a sentence end, with see more / show less (spec §5). */
export function FeedbackText({ text, className }: { text: string; className?: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const short = truncateText(text);
  if (!short.truncated) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      <span id={id}>{expanded ? text : short.text}</span>{' '}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        {expanded ? 'show less' : 'see more'}
      </button>
    </p>
  );
}
