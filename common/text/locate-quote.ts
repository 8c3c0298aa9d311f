/**
 * Where a quoted passage is printed: the one resolver the engine uses when it makes a quote and the web uses
 * when it highlights one (`?highlight=`), so a quote the engine gives is a quote the document view finds.
 *
 * A page is searched as its pieces in reading order (blocks, list items, table cells), joined, so a
 * sentence that runs on from one block into the next is found. A quote cut short ("…the fund may…") is
 * found by what is left; a table row quoted with its header ("Ongoing charges: 0.85%", "Fund | 0.4 | 0.3")
 * by each of its cells. Structural types only, so the engine's pages and the web's parsed pages both fit.
 */
import { normalizeForSearch } from './normalise-for-search.ts';

export interface QuoteBlock {
  kind: string;
  text: string;
  cells?: readonly (readonly string[])[] | undefined;
}

export interface QuotePage {
  number: number;
  text?: string;
  blocks: readonly QuoteBlock[];
}

/** A searchable piece of a page; the web's text view renders the same keys. */
export type TextSegment = { key: string; text: string };
export type SegmentRange = { key: string; start: number; end: number };
export type QuoteLocation = { page: number; ranges: SegmentRange[] };

export const PAGE_TEXT_KEY = 'page-text';

const BULLET = /^\s*(?:[•▪◦‣∙●○■□–—*-]|\(?[0-9]{1,3}[.)]|\(?[a-z][.)])\s+/i;

/** A list block's items: one per line, with the bullet or number the PDF printed removed. */
export function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean);
}

/** The rows of a table block: its cells, else its text (rows by newline, cells by tab). */
export function tableRows(block: QuoteBlock): (readonly string[])[] {
  if (block.cells && block.cells.length > 0) return [...block.cells];
  return block.text.split('\n').map((row) => row.split('\t'));
}

export function segmentKey(blockIndex: number, part?: string): string {
  return part === undefined ? `b${blockIndex}` : `b${blockIndex}:${part}`;
}

/** The searchable pieces of a page in reading order: block texts, list items, table cells. */
export function pageSegments(page: QuotePage): TextSegment[] {
  // Pages without blocks (an extractor with no layout) are shown, and searched, as their plain text.
  if (page.blocks.length === 0) return page.text ? [{ key: PAGE_TEXT_KEY, text: page.text }] : [];
  const segments: TextSegment[] = [];
  page.blocks.forEach((block, index) => {
    if (block.kind === 'table') {
      tableRows(block).forEach((row, r) =>
        row.forEach((cell, c) => segments.push({ key: segmentKey(index, `${r}:${c}`), text: cell })),
      );
    } else if (block.kind === 'list') {
      listItems(block.text).forEach((item, i) =>
        segments.push({ key: segmentKey(index, `i${i}`), text: item }),
      );
    } else {
      segments.push({ key: segmentKey(index), text: block.text });
    }
  });
  return segments;
}

interface SearchablePage {
  segments: TextSegment[];
  /** All segments normalised and joined (prose by a space, table cells by CELL_EDGE). */
  text: string;
  /** For each character of `text`: its segment, and its offset there (-1 on a joining space). */
  segment: Int32Array;
  offset: Int32Array;
}

const CELL_KEY = /^b\d+:\d+:\d+$/;

/** Joins a table cell to its neighbours: no quote contains it, so no match runs across it. */
const CELL_EDGE = '\u0000';

const searchable = new WeakMap<QuotePage, SearchablePage>();

function searchablePage(page: QuotePage): SearchablePage {
  const cached = searchable.get(page);
  if (cached) return cached;
  const segments = pageSegments(page);
  const starts: number[] = [];
  let raw = '';
  let previousIsCell = false;
  for (const segment of segments) {
    // Prose runs on from block to block; a table cell stands alone, so cells glued into one "sentence"
    // ("0.85% 10%") are not found: a row is quoted with separators and each cell is found by itself.
    const isCell = CELL_KEY.test(segment.key);
    if (raw.length > 0) raw += isCell || previousIsCell ? CELL_EDGE : '\n';
    starts.push(raw.length);
    raw += segment.text;
    previousIsCell = isCell;
  }
  const normalized = normalizeForSearch(raw);
  const segment = new Int32Array(normalized.text.length);
  const offset = new Int32Array(normalized.text.length);
  let s = 0;
  normalized.map.forEach((at, i) => {
    while (s + 1 < starts.length && starts[s + 1]! <= at) s++;
    const inSegment = at - (starts[s] ?? 0);
    const isJoin = inSegment >= (segments[s]?.text.length ?? 0);
    segment[i] = s;
    offset[i] = isJoin ? -1 : inSegment;
  });
  const result = { segments, text: normalized.text, segment, offset };
  searchable.set(page, result);
  return result;
}

/** The ranges of segments that characters [from, to) of the joined text cover. */
function rangesOf(page: SearchablePage, from: number, to: number): SegmentRange[] {
  const ranges: SegmentRange[] = [];
  for (let i = from; i < to; i++) {
    const at = page.offset[i]!;
    if (at < 0) continue;
    const key = page.segments[page.segment[i]!]!.key;
    const last = ranges.at(-1);
    if (last && last.key === key) last.end = at + 1;
    else ranges.push({ key, start: at, end: at + 1 });
  }
  return ranges;
}

/** Where a quote made of several pieces divides: cut-out text, a row's cells, a header and its value. */
const PIECES = /…|\s+\|\s+|:\s+|;\s+/;

function normalizedPiece(text: string): string {
  return normalizeForSearch(text.trim()).text.trim();
}

/** The ranges of the page a quote covers, or null when it is not printed there. */
export function locateOnPage(page: QuotePage, quote: string): SegmentRange[] | null {
  // The engine marks text it left out with "…" (never "...", which dotted leaders print).
  const whole = normalizedPiece(quote.replace(/^\s*…|…\s*$/g, ''));
  if (!whole) return null;
  const target = searchablePage(page);
  if (!whole.includes('…')) {
    const at = target.text.indexOf(whole);
    if (at >= 0) return rangesOf(target, at, at + whole.length);
  }
  const pieces = quote
    .split(PIECES)
    .map(normalizedPiece)
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece));
  if (pieces.length === 0) return null;
  // Pieces usually follow one another (a row after its header); a header quoted after the row's label is
  // looked for from the start again.
  const ranges: SegmentRange[] = [];
  let from = 0;
  for (const piece of pieces) {
    let at = target.text.indexOf(piece, from);
    if (at < 0) at = target.text.indexOf(piece);
    if (at < 0) return null;
    ranges.push(...rangesOf(target, at, at + piece.length));
    from = at + piece.length;
  }
  return ranges;
}

/**
 * Where a quote is: on the preferred page if it is there, otherwise on the first page that has it (a link's
 * page number may be a printed label or simply out of date).
 */
export function locateQuote(
  pages: readonly QuotePage[],
  quote: string,
  preferredPage?: number,
): QuoteLocation | null {
  const preferred = pages.find((page) => page.number === preferredPage);
  const ordered = preferred ? [preferred, ...pages.filter((page) => page !== preferred)] : pages;
  for (const page of ordered) {
    const ranges = locateOnPage(page, quote);
    if (ranges) return { page: page.number, ranges };
  }
  return null;
}
