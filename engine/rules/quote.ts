/** Longest quote a finding carries (DESIGN.md principle 3: quote the passage). */
export const MAX_QUOTE_LENGTH = 240;

/**
 * The sentence, or for a long one a window of it centred on [start, end) and cut at spaces, with "…"
 * where text was left out; never longer than `max` characters.
 */
export function quoteOf(text: string, start = 0, end = 0, max = MAX_QUOTE_LENGTH): string {
  if (text.length <= max) return text;
  const budget = max - 2;
  const span = Math.min(Math.max(0, end - start), budget);
  let from = Math.max(0, start - Math.floor((budget - span) / 2));
  let to = Math.min(text.length, from + budget);
  from = Math.max(0, to - budget);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < Math.max(start, from + 1) && space - from < 30) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > Math.max(end, from) && to - space < 30) to = space;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
