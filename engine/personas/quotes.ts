// What a persona quotes: a whole sentence, or one table row with its header ("Ongoing charges figure: 0.85%",
// "n Fund | 2023: 16.09"). Never a fragment glued across blocks or cells ("10% 0%"), never cut off with "…":
// every quote can be found on its page by the resolver the document view highlights with (quoteResolves).
import { splitSentences } from '../readability/index.ts';
import type { Passage } from './passages.ts';
import { periodsIn } from './periods.ts';
import { isFigure } from '../text/index.ts';

export interface Quote {
  text: string;
  /** A table row: said as "label is value" rather than as a sentence. */
  isRow: boolean;
}

/** Scores a candidate sentence or row; the best scoring is quoted. */
export type QuoteRank = (text: string) => number;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Letters in at least two words: "10% 0%" or "2011 2012 2013" is not something a reader can quote. */
const hasWords = (text: string) => text.split(' ').filter((w) => /\p{L}{2}/u.test(w)).length >= 2;

function rowQuote(rows: string[][], rank: QuoteRank, period: string | null): Quote | null {
  // A first row of labels heads the table; a first row with figures is a row of data ("OCF | 0.85%").
  const header = rows.length > 1 && !rows[0]!.some(isFigure) ? rows[0]! : null;
  const body = header ? rows.slice(1) : rows;
  let best: { row: string[]; score: number } | null = null;
  for (const row of body) {
    const text = header ? `${header.join(' ')} ${row.join(' ')}` : row.join(' ');
    const score = rank(text);
    if (!best || score > best.score) best = { row, score };
  }
  if (!best) return null;
  const { row } = best;
  if (!header) return { text: row.length === 2 ? `${row[0]}: ${row[1]}` : row.join(' | '), isRow: true };
  // Asked about one period, quote that column only: "n Fund | 2023: 16.09".
  const column = period ? header.findIndex((cell) => periodsIn(cell).has(period)) : -1;
  // A header without a cell over the row labels ("2019 | 2020" over "Fund | 0.7 | 0.2") is one cell short.
  const shift = row.length === header.length + 1 ? 1 : 0;
  if (column >= 0 && column + shift > 0 && row[column + shift] !== undefined)
    return { text: `${row[0]} | ${header[column]}: ${row[column + shift]}`, isRow: true };
  // A table with a row per year ("2024 | 11.3 | 19.6" under "Year | Fund | Index"): that year's first figure.
  if (period && column < 0) {
    const yearRow = body.find((r) => periodsIn(r[0] ?? '').has(period) && r.length > 1);
    if (yearRow && header[1]) return { text: `${yearRow[0]} | ${header[1]}: ${yearRow[1]}`, isRow: true };
  }
  return { text: `${header.join(' | ')}: ${row.join(' | ')}`, isRow: true };
}

/** A passage's sentences; a list's items, which run on after a full stop in lower case, each on its own. */
export function sentencesOf(passage: Passage): string[] {
  return splitSentences(passage.text)
    .flatMap((s) => s.text.split(/(?<=(?:\)|\p{Ll}{4})[.;])\s+(?=\p{Ll})/u))
    .map(collapse);
}

/**
 * The best whole sentence (or table row) of a passage by rank; ties keep reading order. A sentence without
 * words (a chart's axis labels) is quoted only when the passage has nothing else.
 */
export function quoteFrom(passage: Passage, rank: QuoteRank, period: string | null = null): Quote {
  if (passage.rows && passage.rows.length > 0) {
    const row = rowQuote(passage.rows, rank, period);
    if (row) return row;
  }
  const sentences = sentencesOf(passage);
  let best: { text: string; score: number } | null = null;
  for (const text of sentences) {
    const score = rank(text) + (hasWords(text) ? 0.5 : 0);
    if (!best || score > best.score) best = { text, score };
  }
  return { text: best?.text ?? passage.text, isRow: false };
}

export { quoteResolves } from '../text/index.ts';
