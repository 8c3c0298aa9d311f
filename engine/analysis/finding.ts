/**
 * The shape every analysis finding takes (DESIGN.md §1, principle 3): what is wrong, where (page), the
 * passage it rests on (quote), the rule it cites when there is one, and how to fix it.
 */

export type FindingSeverity = 'high' | 'medium' | 'low' | 'info';

export type FindingSource = 'readability' | 'structure' | 'aov' | 'sdr';

export interface Finding {
  /** Stable across runs and documents, e.g. "aov.missing.economies-of-scale": the UI and tests key on it. */
  id: string;
  severity: FindingSeverity;
  message: string;
  /** 1-based page of the evidence, when the finding points at a place. */
  page?: number;
  /** The passage the finding rests on, at most QUOTE_MAX_CHARS. */
  quote?: string;
  /** FCA Handbook provision, e.g. "COLL 6.6.21R(4)", "ESG 4.3.1R". */
  citation?: string;
  suggestion: string;
}

export interface AnalysisFinding extends Finding {
  source: FindingSource;
}

export const QUOTE_MAX_CHARS = 240;

const SEVERITY_ORDER: Record<FindingSeverity, number> = { high: 0, medium: 1, low: 2, info: 3 };

export function compareSeverity(a: FindingSeverity, b: FindingSeverity): number {
  return SEVERITY_ORDER[a] - SEVERITY_ORDER[b];
}

/** Whitespace collapsed and cut at a word boundary to `max` characters (ellipsis included). */
export function clipQuote(text: string, max = QUOTE_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A quote of at most `max` characters centred on [start, end) of `text`, with ellipses where cut. */
export function quoteAround(text: string, start: number, end: number, max = QUOTE_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.trim().length <= max) return flat.trim();
  const span = Math.max(0, end - start);
  const room = Math.max(0, max - 2 - span);
  let from = Math.max(0, start - Math.floor(room / 2));
  const to = Math.min(flat.length, from + max - 2);
  from = Math.max(0, to - (max - 2));
  let slice = flat.slice(from, to);
  // start and end on word boundaries where that loses little
  if (from > 0) {
    const space = slice.indexOf(' ');
    if (space >= 0 && space < 20 && from + space < start) slice = slice.slice(space + 1);
  }
  if (to < flat.length) {
    const space = slice.lastIndexOf(' ');
    if (space > slice.length - 20 && from + space >= end) slice = slice.slice(0, space);
  }
  return `${from > 0 ? '…' : ''}${slice.trim()}${to < flat.length ? '…' : ''}`;
}
