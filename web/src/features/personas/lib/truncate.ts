import { FEEDBACK_TRUNCATE_CHARS } from '#common/constants.ts';

export type Truncated = { text: string; truncated: boolean };

/** Spec §5: feedback longer than 80 characters shows its first 80 and an ellipsis, with see more. */
export function truncateText(text: string, max: number = FEEDBACK_TRUNCATE_CHARS): Truncated {
  if (text.length <= max) return { text, truncated: false };
  return { text: `${text.slice(0, max).trimEnd()}...`, truncated: true };
}
