import { FEEDBACK_TRUNCATE_CHARS } from '#common/constants.ts';

export type Truncated = { text: string; truncated: boolean };

/** Ends of sentences: an end mark (with any closing quote) followed by space and a capital or a quote. */
const SENTENCE_END = /[.!?][”"’)]?(?=\s+[A-Z“"‘(0-9])/g;

/**
 * Spec §5 shows feedback longer than 80 characters short, with see more. It is cut at a sentence end, never
 * mid-word (issue 17): the last one within 80 characters, else the end of the first sentence. Feedback of
 * one sentence is shown whole (it wraps).
 */
export function truncateText(text: string, max: number = FEEDBACK_TRUNCATE_CHARS): Truncated {
  if (text.length <= max) return { text, truncated: false };
  const ends = [...text.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length);
  const cut = ends.filter((end) => end <= max).pop() ?? ends[0];
  if (cut === undefined) return { text, truncated: false };
  return { text: text.slice(0, cut), truncated: true };
}
