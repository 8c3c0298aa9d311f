/**
 * Past performance as figures per period: discrete years ("2024 | 2023 | …" over a "Fund" row: calendar
 * years, or 12-month periods to a quarter end, which are not calendar years and get their end date as the
 * period) and cumulative or annualised spans ("3m 6m 1y 3y 5y", "Since launch"). Read from tables with their
 * header rows, and from the flow where the extractor split a table: a line of years or of span labels, then
 * the fund's row; or a span label followed by its figure ("1y", "5.13", "4.89": fund first, then benchmark).
 */
import type { FlowBlock } from '../text/index.ts';
import { rowQuote, tableRowsOf, type TextModel } from '../text/index.ts';
import { periodsIn } from '../personas/periods.ts';
import { parsePercent } from './figures.ts';
import type { KeyFact } from './types.ts';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const FUND_ROW = /^(?:n\s+|•\s*|■\s*)?(?:fund|the fund|class|share class|unit class|fund return)$/i;
const FIGURE_CELL = /^[-+]?\d+(?:\.\d+)?%?$/;
const BLANK_CELL = /^[-–—]$|^n\/a$/i;
const YEAR = /^(?:19|20)\d\d$/;

/** A cell that is a span label and nothing else ("3m", "1 year", "5 Years", "Since launch", "Launch"). */
const SPAN_CELL =
  /^(?:\d{1,2}\s?(?:m|months?|y|yrs?|years?)|(?:one|three|five|six|ten|twelve) (?:months?|years?)|(?:since )?(?:launch|inception))$/i;

/** The span a label cell names, by the personas' period reader ("1y", "6m", "launch"), as a fact's period. */
function spanOf(cell: string): string | null {
  const text = cell.trim();
  if (!SPAN_CELL.test(text)) return null;
  if (/^(?:launch|inception)$/i.test(text)) return 'since-launch';
  const keys = [...periodsIn(text)].filter((key) => !key.startsWith('y'));
  if (keys.length !== 1) return null;
  return keys[0] === 'launch' ? 'since-launch' : keys[0]!;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const PERIOD_END = new RegExp(
  `\\b(?:12|twelve)[- ]months? (?:to|ending|ended) (\\d{1,2}) (${MONTHS})\\b`,
  'i',
);

/** The period of a discrete year's return: the year for a calendar year, else "YYYY-MM-DD" (its end). */
function yearPeriod(year: string, end: { day: number; month: number } | null): string {
  if (!end || (end.month === 12 && end.day === 31)) return year;
  return `${year}-${String(end.month).padStart(2, '0')}-${String(end.day).padStart(2, '0')}`;
}

function periodEndIn(text: string): { day: number; month: number } | null {
  const m = PERIOD_END.exec(text);
  if (!m) return null;
  const month = MONTHS.split('|').findIndex((name) => name.toLowerCase() === m[2]!.toLowerCase()) + 1;
  return { day: Number(m[1]), month };
}

/** The figures of a fund row, in order, blanks kept as null; stops at the first cell that is neither. */
function rowFigures(cells: string[]): (string | null)[] {
  const out: (string | null)[] = [];
  for (const cell of cells.slice(1)) {
    if (!cell) continue;
    if (FIGURE_CELL.test(cell)) out.push(cell);
    else if (BLANK_CELL.test(cell)) out.push(null);
    else break;
  }
  return out;
}

function returnFact(
  kind: 'calendar-year-return' | 'cumulative-return',
  period: string,
  value: string,
  page: number,
  quote: string,
): KeyFact | null {
  const normalized = parsePercent(value);
  if (normalized === null) return null;
  return { kind, period, value, normalized, page, quote };
}

interface Labels {
  kind: 'calendar-year-return' | 'cumulative-return';
  periods: string[];
  page: number;
  order: number;
  quote: string;
}

/** A line that is only years ("2024 2023 2022 2021 2020"), or only span labels and month stamps. */
function labelsOfLine(
  text: string,
  end: { day: number; month: number } | null,
): Omit<Labels, 'page' | 'order' | 'quote'> | null {
  const words = collapse(text).split(' ');
  if (words.length >= 2 && words.every((w) => YEAR.test(w)))
    return { kind: 'calendar-year-return', periods: words.map((y) => yearPeriod(y, end)) };
  const tokens = collapse(text)
    .replace(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{2}\b/g, ' ')
    .replace(/\b(\d+) (months?|years?)\b/gi, '$1$2')
    .replace(/\bsince launch\b/gi, 'launch')
    .split(/\s+/)
    .filter(Boolean);
  const spans = tokens.map(spanOf);
  if (tokens.length >= 1 && spans.every((s) => s !== null))
    return { kind: 'cumulative-return', periods: spans as string[] };
  return null;
}

export function readReturns(model: TextModel): KeyFact[] {
  const facts = readLabelledReturns(model);
  if (!facts.some((f) => f.kind === 'calendar-year-return')) facts.push(...readBarChart(model.flow));
  return facts;
}

/** Longer lines are prose: no line of years or span labels, or lone figure, is this long. */
const MAX_LABEL_LINE = 120;

const BAR_VALUES = /^[-+]?\d{1,3}(?:\.\d+)?(?: [-+]?\d{1,3}(?:\.\d+)?)?$/;

/**
 * A KII's past-performance bar chart, whose figures the PDF prints above each bar with no table: each
 * figure block ("29.1 28.2": the class, then its benchmark, in the legend's order) belongs to the year
 * label under it. A line of year labels spreads its years evenly over its width, so year i's centre is at
 * (i + ½) / n of the way across; a figure block goes to the year whose centre is nearest its own, within
 * half a year's width.
 */
function readBarChart(flow: FlowBlock[]): KeyFact[] {
  const facts: KeyFact[] = [];
  const pages = new Set(
    flow
      .filter((fb) => /\bpast performance\b/i.test(fb.block.text) && fb.block.kind === 'heading')
      .map((fb) => fb.page),
  );
  for (const page of pages) {
    const blocks = flow.filter((fb) => fb.page === page && !fb.running);
    const years: { year: string; centre: number; half: number; top: number }[] = [];
    for (const fb of blocks) {
      const words = collapse(fb.block.text).split(' ');
      if (words.length < 2 || !words.every((w) => YEAR.test(w))) continue;
      const [x0, top, x1] = fb.block.bbox;
      const step = (x1 - x0) / words.length;
      if (!(step > 0)) continue;
      words.forEach((year, i) => years.push({ year, centre: x0 + step * (i + 0.5), half: step / 2, top }));
    }
    if (years.length < 2) continue;
    const taken = new Set<string>();
    for (const fb of blocks) {
      const text = collapse(fb.block.text);
      if (!BAR_VALUES.test(text)) continue;
      const [x0, , x1, bottom] = fb.block.bbox;
      const centre = (x0 + x1) / 2;
      const nearest = years
        .filter((y) => bottom <= y.top + 2)
        .map((y) => ({ y, distance: Math.abs(y.centre - centre) }))
        .sort((a, b) => a.distance - b.distance)[0];
      if (!nearest || nearest.distance > nearest.y.half || taken.has(nearest.y.year)) continue;
      taken.add(nearest.y.year);
      const value = text.split(' ')[0]!;
      const f = returnFact('calendar-year-return', nearest.y.year, value, page, text);
      if (f) facts.push(f);
    }
  }
  return facts.sort((a, b) => (a.period ?? '').localeCompare(b.period ?? ''));
}

function readLabelledReturns(model: TextModel): KeyFact[] {
  const facts: KeyFact[] = [];
  let labels: Labels | null = null;
  let end: { day: number; month: number } | null = null;
  let page = 0;

  const emit = (l: Labels, figures: (string | null)[], page: number, quote: string) => {
    l.periods.forEach((period, i) => {
      const value = figures[i];
      if (value) {
        const f = returnFact(l.kind, period, value, page, quote);
        if (f) facts.push(f);
      }
    });
  };

  for (const fb of model.flow) {
    if (fb.page !== page) {
      page = fb.page;
      labels = null;
      end = null;
    }
    if (fb.running) continue;
    const text = collapse(fb.block.text);
    if (/months?/i.test(text)) end = periodEndIn(text) ?? end;
    if (fb.block.kind === 'table') {
      const rows = tableRowsOf(fb.block).map((row) => row.map(collapse));
      const tableRows = model.tableRows.filter((r) => r.blockOrder === fb.order);
      let header: Labels | null = null;
      let used = false;
      rows.forEach((row, r) => {
        const quote = tableRows[r] ? rowQuote(tableRows[r]!) : row.filter(Boolean).join(' | ');
        const years = row.filter((c) => YEAR.test(c));
        const spans = row.map(spanOf).filter((s): s is string => s !== null);
        const rowEnd = periodEndIn(row.join(' ')) ?? end;
        if (years.length >= 2) {
          header = {
            kind: 'calendar-year-return',
            periods: years.map((y) => yearPeriod(y, rowEnd)),
            page: fb.page,
            order: fb.order,
            quote,
          };
          return;
        }
        if (spans.length >= 2) {
          header = { kind: 'cumulative-return', periods: spans, page: fb.page, order: fb.order, quote };
          return;
        }
        if (!FUND_ROW.test(row[0] ?? '')) return;
        const figures = rowFigures(row);
        const over = header ?? labels;
        if (over && figures.length >= over.periods.length) {
          emit(over, figures, fb.page, over === header ? quote : `${over.quote} ${quote}`);
          if (over === labels) labels = null;
          if (over === header) used = true;
        }
      });
      // labels over a fund row the extractor put in the next table
      if (header && !used) labels = header;
      continue;
    }
    // a block of several lines: look at each (a KII's "2011 2012 … 2020" may share a block with its title)
    for (const line of fb.block.text.split('\n')) {
      // labels and figures are short lines; prose is not read here
      if (line.length > MAX_LABEL_LINE) continue;
      const found = labelsOfLine(line, end);
      if (found) {
        const previous: Labels | null = labels;
        // span labels the extractor split over consecutive blocks ("3m 6m", "1y", "3y", "5y") are one line
        if (
          previous &&
          previous.kind === 'cumulative-return' &&
          found.kind === 'cumulative-return' &&
          fb.order - previous.order <= 2
        ) {
          previous.periods.push(...found.periods);
          previous.order = fb.order;
          previous.quote = `${previous.quote} ${collapse(line)}`;
        } else labels = { ...found, page: fb.page, order: fb.order, quote: collapse(line) };
        continue;
      }
      const figure = collapse(line).split(' ')[0] ?? '';
      const waiting: Labels | null = labels;
      if (
        waiting &&
        waiting.kind === 'cumulative-return' &&
        waiting.periods.length === 1 &&
        FIGURE_CELL.test(figure) &&
        fb.order - waiting.order <= 2
      ) {
        const f = returnFact(
          'cumulative-return',
          waiting.periods[0]!,
          figure,
          fb.page,
          `${waiting.quote} ${collapse(line)}`,
        );
        if (f) facts.push(f);
        labels = null;
      }
    }
  }
  return facts;
}
