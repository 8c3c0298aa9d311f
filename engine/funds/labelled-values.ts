/**
 * Facts printed as a label and a value: "Ongoing charges 0.12%", a factsheet's "Launch date | 26 Oct 2018"
 * table, or a label whose value the extractor put a few blocks later ("Fund management charge (FMC = IMC +
 * AE)" … "0.85%"). Three readings, in the order a reader would trust them:
 *  1. the value right after the label in the same sentence or table row;
 *  2. a table whose row of labels heads the values in the row below (continued over wrapped rows for text);
 *  3. labels left without a value wait, in order, for the next value-only blocks on the same page: a
 *     factsheet prints "IMC / AE / FMC" as a column of labels beside a column of figures, which the flow
 *     gives as the labels, then the figures, in the same order.
 */
import type { TableRow, TextModel } from '../text/index.ts';
import { rowQuote, tableRowsOf } from '../text/index.ts';
import { DATE_IN_TEXT, isoDate, parseMoney, parsePercent } from './figures.ts';
import type { KeyFact, KeyFactKind } from './types.ts';

type ValueType = 'percent' | 'money' | 'date' | 'text';

interface Label {
  /** `null`: a charge that is not a key fact (IMC, AE) but takes its place in a column of labels. */
  kind: KeyFactKind | null;
  pattern: RegExp;
  type: ValueType;
}

const LAUNCH_DATE: Label = { kind: 'launch-date', pattern: /\b(?:launch|inception) date\b/i, type: 'date' };

const LABELS: readonly Label[] = [
  {
    kind: 'ongoing-charge',
    pattern:
      /\b(?:ongoing charges?(?: figure)?|other ongoing costs|ocf|fund management charge|total expense ratio|ter)\b/i,
    type: 'percent',
  },
  { kind: 'entry-charge', pattern: /\b(?:entry (?:charge|costs?)|initial charge)\b/i, type: 'percent' },
  { kind: 'exit-charge', pattern: /\b(?:exit (?:charge|costs?)|redemption charge)\b/i, type: 'percent' },
  { kind: 'transaction-costs', pattern: /\b(?:portfolio )?transaction costs\b/i, type: 'percent' },
  {
    kind: null,
    pattern:
      /\b(?:investment management charge|additional expenses|annual management charge|performance fees?|indicative spread)\b/i,
    type: 'percent',
  },
  {
    kind: 'fund-size',
    pattern: /\b(?:fund size|fund value|size of (?:the )?fund)\b/i,
    type: 'money',
  },
  LAUNCH_DATE,
  {
    kind: 'benchmark',
    pattern: /^(?:benchmark|comparator|comparator benchmark|target benchmark)$/i,
    type: 'text',
  },
];

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "0.85%", "N/A", "None", "Nil" at the start of a text; "-" is a blank, not a value. */
const PERCENT_VALUE = /^(?:[-+]?\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)|n\/a|none|nil)(?=\s|$|[.,;)])/i;
const MONEY_VALUE =
  /^(?:[£$€]\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|mn|bn|million|billion)?|(?:GBP|EUR|USD)\s?\d[\d,]*(?:\.\d+)?\s?(?:m|mn|bn|million|billion)?)(?=\s|$)/i;

function leadingValue(type: ValueType, text: string): string | null {
  const t = text.trim();
  if (type === 'percent') return PERCENT_VALUE.exec(t)?.[0] ?? null;
  if (type === 'money') return MONEY_VALUE.exec(t)?.[0] ?? null;
  if (type === 'date') {
    const m = DATE_IN_TEXT.exec(t);
    return m && m.index <= 2 ? m[0] : null;
  }
  // text: a short name, not a figure, not a parenthesised abbreviation, not a sentence
  if (!t || t.length > 80 || /^[(-]/.test(t) || /^[-+]?\d/.test(t) || /[.!?]$/.test(t)) return null;
  return t;
}

export function normalizedValue(kind: KeyFactKind, type: ValueType, value: string): number | string {
  if (type === 'percent') return parsePercent(value) ?? value.toLowerCase();
  if (type === 'money') return parseMoney(value) ?? value.toLowerCase();
  if (type === 'date') return isoDate(value) ?? value.toLowerCase();
  return kind === 'benchmark' ? normalizeBenchmark(value) : value.toLowerCase();
}

/** "the IA sector, Short Term Money Market" and "IA Short Term Money Market" are one comparator. */
export function normalizeBenchmark(value: string): string {
  return value
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\b(?:the|sector|index|net total return|total return|tr|\(.*?\))\b/g, ' ')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}

interface Pending {
  label: Label;
  quote: string;
  blockOrder: number;
}

/** The labels found inside a block's text (names are table labels only), compiled once. */
const GLOBAL_LABELS = LABELS.filter((l) => l.type !== 'text').map((label) => ({
  label,
  re: new RegExp(label.pattern.source, 'gi'),
}));

/** One test for any label, so blocks without one are passed over at the cost of one regex. */
const ANY_LABEL = new RegExp(GLOBAL_LABELS.map(({ label }) => label.pattern.source).join('|'), 'i');

/** How a benchmark's name ends when it is whole. */
const NAME_END = /\b(?:Index|Average|Market|Sector|Rate|Benchmark|Gross|Net|Return|Composite)\)?$/i;

/** Date labels printed side by side over their dates ("Strike Date Issue Date …" / "26 April 2019 03 May 2019 …"). */
const DATE_LABEL =
  /\b(?:Strike|Issue|Launch|Inception|Redemption Valuation|Redemption|Maturity|Final Valuation|Initial Valuation) Date\b/g;
const LAUNCH_LABEL = /^(?:Issue|Launch|Inception) Date$/;

function readDateColumns(
  text: string,
  model: TextModel,
  blockOrder: number,
  page: number,
  add: (label: Label, value: string, page: number, quote: string) => void,
): void {
  const labels = [...text.matchAll(DATE_LABEL)].map((m) => m[0]);
  if (labels.length < 2 || !labels.some((l) => LAUNCH_LABEL.test(l))) return;
  const next = model.flow.find((fb) => fb.order > blockOrder && !fb.running);
  if (!next || next.page !== page) return;
  const valuesText = collapse(next.block.text);
  const dates = [...valuesText.matchAll(new RegExp(DATE_IN_TEXT.source, 'gi'))].map((m) => m[0]);
  if (dates.length !== labels.length) return;
  const i = labels.findIndex((l) => LAUNCH_LABEL.test(l));
  add(LAUNCH_DATE, dates[i]!, page, `${text} ${valuesText}`);
}

/** Blocks a label waits for its value; a factsheet's column of three labels and three figures spans about ten. */
const PENDING_BLOCKS = 12;

/** What may follow a label before its value: a parenthesised abbreviation or formula, a colon. */
const LABEL_FILLER = /^\s*(?:\([^)]{0,30}\)\s*)*[:\-–]?\s*(?:(?:is|was|are|were|of)\s+)?/;

export function readLabelledValues(model: TextModel): KeyFact[] {
  const facts: KeyFact[] = [];
  const add = (label: Label, value: string, page: number, quote: string) => {
    if (!label.kind) return;
    facts.push({
      kind: label.kind,
      value,
      normalized: normalizedValue(label.kind, label.type, value),
      page,
      quote,
    });
  };

  let pending: Pending[] = [];
  let wrapped: { fact: KeyFact; blockOrder: number } | null = null;
  let page = 0;
  for (const fb of model.flow) {
    if (fb.page !== page) {
      pending = [];
      page = fb.page;
    }
    pending = pending.filter((p) => fb.order - p.blockOrder <= PENDING_BLOCKS);
    if (fb.running) continue;
    const { block } = fb;
    if (block.kind === 'table') {
      const before = facts.length;
      readTable(
        model,
        fb.order,
        tableRowsOf(block).map((row) => row.map(collapse)),
        fb.page,
        add,
        pending,
      );
      const name = facts.slice(before).find((f) => f.kind === 'benchmark');
      wrapped = name && !NAME_END.test(name.value) ? { fact: name, blockOrder: fb.order } : null;
      continue;
    }
    let text = collapse(block.text);
    // the rest of a benchmark's name the table's cell could not hold ("Dow Jones Islamic" … "Market Titans 100 TR Index")
    if (wrapped && fb.order - wrapped.blockOrder <= 3 && /^[A-Z][\w&' -]{2,40}\bIndex$/.test(text)) {
      wrapped.fact.value = `${wrapped.fact.value} ${text}`;
      wrapped.fact.normalized = normalizeBenchmark(wrapped.fact.value);
      wrapped.fact.quote = `${wrapped.fact.quote} ${text}`;
      wrapped = null;
      continue;
    }
    readDateColumns(text, model, fb.order, fb.page, add);
    // values at the start of the block answer the labels waiting for them, in order
    for (;;) {
      const waiting = pending[0];
      if (!waiting) break;
      // a name waits for a line of text, not for the next section's heading
      if (waiting.label.type === 'text' && (block.kind === 'heading' || text === text.toUpperCase())) break;
      const value = leadingValue(waiting.label.type, text);
      if (!value) break;
      pending.shift();
      add(waiting.label, value, fb.page, `${waiting.quote} ${value}`);
      text = text.slice(text.indexOf(value) + value.length).trim();
    }
    const found = (ANY_LABEL.test(text) ? GLOBAL_LABELS : [])
      .flatMap(({ label, re }) =>
        [...text.matchAll(re)].map((m) => ({ label, start: m.index, end: m.index + m[0].length })),
      )
      .sort((a, b) => a.start - b.start);
    const kept = found.filter((f, i) => !found.slice(0, i).some((g) => f.start < g.end));
    kept.forEach((f, i) => {
      const next = kept[i + 1]?.start ?? text.length;
      const after = text.slice(f.end, next).replace(LABEL_FILLER, '');
      const value = leadingValue(f.label.type, after);
      const sentence = sentenceAround(text, f.start);
      if (value) add(f.label, value, fb.page, sentence);
      else if (after.trim() === '' && text.split(' ').length <= 14)
        pending.push({ label: f.label, quote: sentence, blockOrder: fb.order });
    });
  }
  return facts;
}

/** The sentence of a block's text that holds an offset. */
function sentenceAround(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const start = Math.max(before.lastIndexOf('. ') + 2, 0);
  const end = text.indexOf('. ', offset);
  return text.slice(start === 1 ? 0 : start, end < 0 ? text.length : end + 1).trim();
}

function readTable(
  model: TextModel,
  blockOrder: number,
  rows: string[][],
  page: number,
  add: (label: Label, value: string, page: number, quote: string) => void,
  pending: Pending[],
): void {
  const rowQuoteAt = (r: number) => {
    const row = model.tableRows.filter((t: TableRow) => t.blockOrder === blockOrder)[r];
    return row ? rowQuote(row) : rows[r]!.filter(Boolean).join(' | ');
  };
  const isLabel = (cell: string) => LABELS.some((l) => l.pattern.test(cell) && cell.length <= 45);
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (!cell || cell.length > 45) return;
      const label = LABELS.find((l) => l.pattern.test(cell));
      if (!label) return;
      const right = row.slice(c + 1).find((x) => x.length > 0) ?? '';
      // "Comparator | 0.3 | 0.4 …" is a row of returns, not a label over a name
      if (label.type === 'text' && /^(?:[-+]?\d|[-–—]$)/.test(right)) return;
      const rightValue = label.type !== 'text' ? leadingValue(label.type, right) : null;
      if (rightValue) {
        add(label, rightValue, page, rowQuoteAt(r));
        return;
      }
      const below = rows[r + 1]?.[c] ?? '';
      let value = leadingValue(label.type, below);
      if (value && label.type === 'text') {
        // a long name wraps over the rows below its column
        for (let k = r + 2; k < rows.length; k++) {
          const more = rows[k]![c] ?? '';
          if (!more || isLabel(more) || rows[k]!.some(isLabel)) break;
          value = `${value} ${more}`;
        }
      }
      if (value) add(label, value, page, rowQuoteAt(r + 1));
      else if (!below && label.type === 'text') pending.push({ label, quote: cell, blockOrder });
    });
  });
}
