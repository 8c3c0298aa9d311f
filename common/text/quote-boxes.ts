/**
 * Where a located quote is drawn on the original page: the boxes of the printed lines its ranges fall in
 * (a table's rows), or, for a model stored before lines were kept, the boxes of its blocks. The engine's
 * corpus test and the document view share it, so a quote the engine gives is a box the view draws.
 */
import { listItems, tableRows, type QuoteBlock, type SegmentRange } from './locate-quote.ts';

/** [x0, y0, x1, y1] in points, origin at the top-left of the page as displayed. */
export type PageBox = readonly [number, number, number, number];

export interface LinePosition {
  bbox: PageBox;
  /** The characters [start, end) of the block's text the line holds. */
  start: number;
  end: number;
}

export interface PositionedBlock extends QuoteBlock {
  bbox?: PageBox | undefined;
  lines?: readonly LinePosition[] | undefined;
}

export interface PositionedPage {
  /** Points; 0 when the page has no geometry (DOCX, XLSX, CSV). */
  width: number;
  height: number;
  /** OCR pages' blocks all carry the whole page as their box: no position to show. */
  ocr?: boolean | undefined;
  blocks: readonly PositionedBlock[];
}

const KEY = /^b(\d+)(?::i(\d+)|:(\d+):(\d+))?$/;

/** Where piece `index` of `pieces` (split from `text` by `separator`) starts in `text`. */
function pieceStart(text: string, separator: string, index: number): number | null {
  const pieces = text.split(separator);
  if (index >= pieces.length) return null;
  return pieces.slice(0, index).reduce((at, piece) => at + piece.length + separator.length, 0);
}

/** Where list item `item` (as `listItems` gives it: bullet and spaces removed) starts in the block's text. */
function listItemStart(text: string, item: number): number | null {
  let at = 0;
  let seen = 0;
  for (const line of text.split('\n')) {
    const [itemText] = listItems(line);
    if (itemText !== undefined) {
      // The item is the line without its bullet, trimmed: it ends where the line's text ends.
      if (seen === item) return at + line.trimEnd().length - itemText.length;
      seen++;
    }
    at += line.length + 1;
  }
  return null;
}

/** A range of a segment as characters [start, end) of its block's text, or null when it cannot be placed. */
function blockRange(
  blocks: readonly PositionedBlock[],
  range: SegmentRange,
): { block: number; start: number; end: number } | null {
  const match = KEY.exec(range.key);
  if (!match) return null;
  const block = Number(match[1]);
  const text = blocks[block]?.text;
  if (text === undefined) return null;
  let offset: number | null = 0;
  if (match[2] !== undefined) offset = listItemStart(text, Number(match[2]));
  else if (match[3] !== undefined) {
    const row = Number(match[3]);
    const cell = Number(match[4]);
    const rowText = text.split('\n')[row];
    const rowStart = pieceStart(text, '\n', row);
    if (rowText === undefined || rowStart === null) return null;
    // A PDF table's text is its cells; a table whose text is not is placed by its row.
    if (tableRows(blocks[block]!)[row]?.[cell] !== rowText.split('\t')[cell])
      return { block, start: rowStart, end: rowStart + rowText.length };
    offset = rowStart + (pieceStart(rowText, '\t', cell) ?? 0);
  }
  if (offset === null) return null;
  return { block, start: offset + range.start, end: offset + range.end };
}

function clampToPage(box: PageBox, page: PositionedPage): PageBox | null {
  const x0 = Math.max(0, box[0]);
  const y0 = Math.max(0, box[1]);
  const x1 = Math.min(page.width, box[2]);
  const y1 = Math.min(page.height, box[3]);
  return x1 > x0 && y1 > y0 ? [x0, y0, x1, y1] : null;
}

/**
 * The boxes to draw for a quote's ranges on its page, in reading order, each inside the page and drawn
 * once (table cells of one row share its box). Empty when the page has no positions (Office files, OCR).
 */
export function quoteBoxes(page: PositionedPage, ranges: readonly SegmentRange[]): PageBox[] {
  if (page.width <= 0 || page.height <= 0 || page.ocr) return [];
  const boxes: PageBox[] = [];
  const seen = new Set<string>();
  const add = (box: PageBox | undefined) => {
    const clamped = box && clampToPage(box, page);
    const key = clamped?.join(',');
    if (!clamped || !key || seen.has(key)) return;
    seen.add(key);
    boxes.push(clamped);
  };
  for (const range of ranges) {
    const placed = blockRange(page.blocks, range);
    if (!placed) continue;
    const block = page.blocks[placed.block]!;
    const lines = block.lines?.filter((line) => line.start < placed.end && placed.start < line.end);
    if (lines && lines.length > 0) lines.forEach((line) => add(line.bbox));
    else add(block.bbox);
  }
  return boxes;
}
