// Passages of a document and BM25 retrieval over them. A persona "reads" what a reader looking for the
// answer would land on: the few passages that share the most (rare) words with the question. Headings are
// indexed with the passages under them, because readers find things by headings.
import type { Block, BlockKind, ExtractedDocument } from '../document-model.ts';
import { isFigure, textModel, type TextPassage } from '../text/index.ts';
import { chartTableOf } from './chart-values.ts';

export interface Passage {
  index: number;
  page: number;
  kind: BlockKind;
  /** The nearest heading above the passage, if any. */
  heading: string;
  /** The passage as printed (white space collapsed; table cells joined by " | "). */
  text: string;
  fontSize: number;
  terms: string[];
  /** Table passages: the rows as printed, cell by cell (the first is the header when there are several). */
  rows?: string[][];
}

export interface RetrievedPassage {
  passage: Passage;
  score: number;
}

// Function words carry no topic; the question words ("what", "how") would otherwise match every question.
const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being it its this that ' +
    'these those there their they them you your yours we our us i me my he she his her what which who whom ' +
    'how when where why do does did can could would should will shall may might must not no so than then ' +
    'into about over under up out any all some such each more most other only own same too very just also ' +
    'has have had having am here tell find say said says think ' +
    // contractions, once their apostrophe is gone: "I'm", "don't"
    'im dont doesnt didnt isnt arent wasnt werent cant couldnt wont wouldnt shouldnt ive id ill youre youve ' +
    'theyre whats thats theres hasnt havent itself myself yourself themselves'
  ).split(' '),
);

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Light stemming: plurals and the commonest suffixes, so "charges" finds "charge" and "costs" "cost". */
function lightStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith('en') && /[aeiou][kv]en$/.test(word)) return word.slice(0, -2);
  return word;
}

/** Light stemming, with a final "e" dropped so that "take", "taken" and "taking" meet at "tak". */
export function stem(word: string): string {
  const stemmed = lightStem(word);
  return stemmed.length > 3 && stemmed.endsWith('e') && !stemmed.endsWith('ee')
    ? stemmed.slice(0, -1)
    : stemmed;
}

export function terms(text: string): string[] {
  const out: string[] = [];
  const lower = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // "pay in", "put in": money going into the account, not a charge paid out of it
    .replace(/\b(?:pay|paid|paying|pays|put|putting|puts)\s+(?:in|into)\b/g, 'contribute')
    // "at least 70%" bounds a figure; it is no minimum the reader asked about
    .replace(/\bat least\b/g, 'atleast')
    // A country of two words is one term, so "British" (relevance.ts's groups) can find "United Kingdom".
    .replace(/\b(?:the )?united kingdom\b|\bgreat britain\b/g, 'uk')
    .replace(/\b(?:the )?united states(?: of america)?\b|\bu\.s\.(?:a\.)?/g, 'usa');
  for (const match of lower.matchAll(/[a-z£][a-z0-9']*|\d+(?:\.\d+)?%?/g)) {
    const word = match[0].replace(/'s$|'/g, '');
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

const SHORT_BLOCK_WORDS = 8;

const wordCount = (text: string) => collapse(text).split(' ').filter(Boolean).length;

/**
 * Factsheets print facts as a label and a value side by side ("Fund management charge ... 0.85%") that the
 * extractor returns as separate blocks, often far apart in reading order. A reader sees them on one line, so
 * short blocks whose vertical centres line up are joined into one row ("label | value").
 */
function rowsOfShortBlocks(blocks: readonly Block[]): { row: Block[]; first: number }[] {
  const short = blocks
    .map((block, index) => ({ block, index }))
    .filter(
      ({ block }) =>
        block.kind !== 'heading' &&
        block.kind !== 'table' &&
        block.bbox[3] > block.bbox[1] &&
        wordCount(block.text) <= SHORT_BLOCK_WORDS,
    )
    .sort(
      (a, b) => a.block.bbox[1] + a.block.bbox[3] - (b.block.bbox[1] + b.block.bbox[3]) || a.index - b.index,
    );
  const rows: { members: typeof short; centre: number }[] = [];
  for (const item of short) {
    const centre = (item.block.bbox[1] + item.block.bbox[3]) / 2;
    const last = rows.at(-1);
    if (last && Math.abs(centre - last.centre) <= 3) last.members.push(item);
    else rows.push({ members: [item], centre });
  }
  return rows
    .filter((r) => r.members.length > 1)
    .map((r) => {
      const members = [...r.members].sort((a, b) => a.block.bbox[0] - b.block.bbox[0]);
      return { row: members.map((m) => m.block), first: Math.min(...members.map((m) => m.index)) };
    });
}

/**
 * The text model's passages (running headers and footers left out), with the label/value rows a reader sees
 * on one line put in place of their blocks; each passage with the terms it is found by.
 */
export function passagesOf(document: ExtractedDocument): Passage[] {
  const model = textModel(document);
  const byBlock = new Map<number, TextPassage[]>();
  for (const p of model.passages) {
    const list = byBlock.get(p.blockOrder);
    if (list) list.push(p);
    else byBlock.set(p.blockOrder, [p]);
  }
  const rowAt = new Map<number, Block[]>();
  const inRow = new Set<number>();
  let pageStart = 0;
  for (const page of document.pages) {
    const blocks = page.blocks.filter((_, i) => !model.flow[pageStart + i]!.running);
    const orderOf = new Map(page.blocks.map((block, i) => [block, pageStart + i]));
    for (const { row } of rowsOfShortBlocks(blocks)) {
      const orders = row.map((block) => orderOf.get(block)!);
      rowAt.set(Math.min(...orders), row);
      for (const order of orders) inRow.add(order);
    }
    pageStart += page.blocks.length;
  }
  const out: Passage[] = [];
  const push = (p: Omit<Passage, 'index' | 'terms'>) => {
    if (!/[\p{L}\p{N}]/u.test(p.text)) return;
    out.push({ ...p, index: out.length, terms: terms(`${p.heading} ${p.text}`) });
  };
  const chartAt = new Map<number, string[][]>();
  let chartPageStart = 0;
  for (const page of document.pages) {
    const chart = chartTableOf(page);
    if (chart) chartAt.set(chartPageStart + chart.axisIndex, chart.rows);
    chartPageStart += page.blocks.length;
  }
  let lastHeading = '';
  for (const fb of model.flow) {
    const chart = chartAt.get(fb.order);
    if (chart)
      push({
        page: fb.page,
        kind: 'table',
        heading: lastHeading,
        text: chart.map((r) => r.join(' | ')).join('\n'),
        fontSize: fb.block.fontSize > 0 ? fb.block.fontSize : 0,
        rows: chart,
      });
    const row = rowAt.get(fb.order);
    // A row carries its own label; the heading above it in reading order often belongs to another column.
    if (row) {
      const cells = row.map((b) => collapse(b.text)).filter((cell) => /[\p{L}\p{N}]/u.test(cell));
      const size = fb.block.fontSize;
      if (cells.length > 0)
        push({
          page: fb.page,
          kind: 'table',
          heading: '',
          text: cells.join(' | '),
          fontSize: Number.isFinite(size) && size > 0 ? size : 0,
          rows: [cells],
        });
    }
    if (inRow.has(fb.order)) continue;
    for (const p of byBlock.get(fb.order) ?? []) {
      lastHeading = p.heading;
      push({
        page: p.page,
        kind: p.kind,
        heading: p.heading,
        text: p.text,
        fontSize: p.fontSize,
        ...(p.rows ? { rows: p.rows } : {}),
      });
    }
  }
  withOrphanHeaders(out);
  return out;
}

/** A column label of a table of returns: a year, "12m", "1y", "5 years", "Oct 24". */
const PERIOD_LABEL =
  /^(?:(?:19|20)\d\d|\d{1,2}\s?(?:m|y|yrs?|years?|months?)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? ?'?\d{2,4}|ytd|since launch)$/i;

/** The period labels of a line ("2024 2023 2022 2021 2020", "3m | 6m | 1y"), or null when it is anything else. */
function periodLabels(cells: readonly string[]): string[] | null {
  const labels = cells.length === 1 ? cells[0]!.split(/\s+(?=(?:19|20)\d\d\b)|\s{2,}/) : [...cells];
  const clean = labels.map((l) => l.trim()).filter(Boolean);
  // a cell of another column printed on the same line ends the labels ("3m | 6m | 1y | manageyouraccount")
  const run = clean.findIndex((l) => !PERIOD_LABEL.test(l));
  const leading = run === -1 ? clean : clean.slice(0, run);
  return leading.length >= 2 && !clean.slice(leading.length).some(isFigure) ? leading : null;
}

// A passage's period axis is asked for every unit of every question: worked out once per passage object.
const AXES = new WeakMap<Passage, string[] | null>();

/** The period labels heading a table of returns: its header row's, or its first column's when the years run down. */
function periodAxis(p: Passage): string[] | null {
  if (!AXES.has(p)) AXES.set(p, findPeriodAxis(p));
  return AXES.get(p)!;
}

function findPeriodAxis(p: Passage): string[] | null {
  const rows = p.rows;
  if (!rows || rows.length < 2 || !rows.slice(1).some((r) => r.slice(1).some(isFigure))) return null;
  // across the header, after a corner label that names them ("12 months to 30 September | 2024 | 2023")
  const header = rows[0]!.filter(Boolean);
  const across = periodLabels(header) ?? periodLabels(header.slice(1));
  if (across) return across;
  const down = rows.slice(1).map((r) => r[0]?.trim() ?? '');
  return down.length >= 2 && down.every((label) => PERIOD_LABEL.test(label)) ? down : null;
}

/**
 * A table of figures by period ("3m | 6m | 1y | 3y | 5y" across, or "2024", "2023" … down its first column) is a
 * factsheet's table of returns, whatever heading the extractor put above it: a reader asked how the fund has done
 * reads it.
 */
export function isReturnsTable(p: Passage): boolean {
  return periodAxis(p) !== null;
}

/** A period label that heads a row of a table ("2024 | 11.3 | 19.6"): the row's label, not one of its figures. */
export function isPeriodLabel(cell: string): boolean {
  return PERIOD_LABEL.test(cell.trim());
}

/** The latest calendar year a table of returns gives a figure for ("2024" of "2024 | 2023 | …"), if any. */
export function latestYearColumn(p: Passage): string | null {
  const years = (periodAxis(p) ?? []).map((l) => l.trim()).filter((l) => /^(?:19|20)\d\d$/.test(l));
  return years.length === 0 ? null : years.sort().at(-1)!;
}

/**
 * Factsheets print a table of returns as a line of periods ("2024 2023 2022 2021 2020") that the extractor
 * keeps apart from the rows of figures below it ("Fund | 18.35 | 16.09 | …"). A reader reads each figure
 * under its period, so a headerless table of label-and-figures rows takes, as its header, the nearest line of
 * as many period labels just above it on the page (a trailing cell of another column is left out).
 */
function withOrphanHeaders(passages: Passage[]): void {
  for (let i = 0; i < passages.length; i++) {
    const p = passages[i]!;
    const rows = p.rows;
    if (!rows || rows.length === 0 || !rows[0]!.slice(1).some(isFigure)) continue;
    if (rows.length > 1 && !rows[0]!.some(isFigure)) continue;
    for (let j = i - 1; j >= Math.max(0, i - 6); j--) {
      const above = passages[j]!;
      if (above.page !== p.page) break;
      const lines = above.rows ? [above.rows.at(-1)!] : [[above.text]];
      const labels = periodLabels(lines[0]!);
      if (!labels) continue;
      const fitted = rows.map((row) => {
        const figures = row.slice(1).filter(isFigure);
        return figures.length >= labels.length ? [row[0]!, ...figures.slice(0, labels.length)] : null;
      });
      if (fitted.some((row) => row === null)) break;
      p.rows = [['', ...labels], ...(fitted as string[][])];
      p.terms = [...p.terms, ...terms(labels.join(' '))];
      break;
    }
  }
}

/** Okapi BM25 (k1 1.2, b 0.75) over the passages of one document. */
export class PassageIndex {
  readonly passages: Passage[];
  private readonly df = new Map<string, number>();
  private readonly tf: Map<string, number>[];
  private readonly avgLength: number;

  constructor(readonly document: ExtractedDocument) {
    this.passages = passagesOf(document);
    this.tf = this.passages.map((p) => {
      const counts = new Map<string, number>();
      for (const t of p.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const t of counts.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      return counts;
    });
    const total = this.passages.reduce((sum, p) => sum + p.terms.length, 0);
    this.avgLength = this.passages.length > 0 ? total / this.passages.length : 0;
  }

  /** The best passages for a query, best first; ties keep reading order so results are stable. */
  search(query: readonly string[], limit: number): RetrievedPassage[] {
    const n = this.passages.length;
    const unique = [...new Set(query)];
    const scored: RetrievedPassage[] = [];
    for (let i = 0; i < n; i++) {
      const tf = this.tf[i]!;
      const length = this.passages[i]!.terms.length;
      let score = 0;
      for (const term of unique) {
        const f = tf.get(term);
        if (!f) continue;
        const df = this.df.get(term) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * length) / (this.avgLength || 1)));
      }
      if (score > 0) scored.push({ passage: this.passages[i]!, score });
    }
    scored.sort((a, b) => b.score - a.score || a.passage.index - b.passage.index);
    return scored.slice(0, limit);
  }
}
