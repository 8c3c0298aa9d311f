/**
 * The one text model every analysis reads (rules, structure, AoV, SDR, personas, improvements): the blocks
 * in reading order with running headers and footers flagged, and from them, in one pass, the prose units
 * (paragraphs, list items, table rows, captions) under their headings, their sentences with page and offsets
 * in the block's text, the table rows with their column headers, and passages of a few sentences. Built once
 * per document object (memoised), so analyses that run together share it.
 *
 * A quote taken from it is a whole sentence, or a table row with its header: never text glued across
 * blocks or cells, so it resolves on its page (common/text/locate-quote.ts).
 */
import type { Block, BlockKind, ExtractedDocument } from '../document-model.ts';
import { splitSentences } from '../readability/index.ts';
import { flowBlocks, type FlowBlock } from './flow.ts';

export type UnitKind = 'paragraph' | 'list-item' | 'table-row' | 'caption';

/** A piece of prose: a paragraph, one list item, one table row (cells joined by " | ") or a caption. */
export interface TextUnit {
  index: number;
  page: number;
  /** Order of the block it came from (FlowBlock.order). */
  blockOrder: number;
  kind: UnitKind;
  text: string;
  /** Table rows only: the row's cells. */
  cells?: string[];
  /** Text of the nearest heading above, if any. */
  heading?: string;
}

export interface TextSentence {
  /** Index in the document's sentence list: neighbours are index ± 1. */
  index: number;
  unit: number;
  page: number;
  /** White space collapsed; a table row's cells joined by " | ". */
  text: string;
  blockOrder: number;
  /** Offsets of the sentence in its block's text; -1 for a table row (its cells are apart). */
  start: number;
  end: number;
}

/** Every sentence of the flow, headings and running headers and footers included (flagged). */
export interface FlowSentence {
  page: number;
  blockOrder: number;
  indexOnPage: number;
  kind: BlockKind;
  text: string;
  running: boolean;
}

export interface TableRow {
  page: number;
  blockOrder: number;
  /** The row's cells, white space collapsed (empty cells kept, so columns line up with the header). */
  cells: string[];
  /** The table's first row when it is a row of labels over the columns; null for the header itself. */
  header: string[] | null;
}

/** A few sentences of one block under their heading (or a whole table): what a reader lands on. */
export interface TextPassage {
  index: number;
  page: number;
  blockOrder: number;
  kind: BlockKind;
  /** The nearest heading above, '' when none. */
  heading: string;
  text: string;
  fontSize: number;
  /** Table passages: the rows, empty cells dropped (the first is the header when there are several). */
  rows?: string[][];
}

export interface TextModel {
  flow: FlowBlock[];
  units: TextUnit[];
  /** Sentences of the body: prose units, without headings and running headers and footers. */
  sentences: TextSentence[];
  flowSentences: FlowSentence[];
  tableRows: TableRow[];
  passages: TextPassage[];
  /** Words over all prose units (rough: runs of letters or digits). */
  wordCount: number;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const hasText = (text: string) => /[\p{L}\p{N}]/u.test(text);

const BULLET = /^\s*(?:[•●▪◦‣∙·○■□–-]|\(?[a-z0-9]{1,3}[.)])\s+/u;

/** List items without their bullet or number, with where each starts in the block's text. */
function listItemSpans(text: string): { text: string; start: number }[] {
  const items: { text: string; start: number }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const bullet = BULLET.exec(line)?.[0].length ?? 0;
    const item = line.slice(bullet);
    if (item.trim().length > 0) items.push({ text: item, start: offset + bullet });
    offset += line.length + 1;
  }
  return items;
}

/** List items without their bullet or number. */
export function listItems(text: string): string[] {
  return listItemSpans(text).map((item) => item.text.trim());
}

/** A table's rows: its cells, else its text (rows by newline, cells by tab). */
export function tableRowsOf(block: Block): string[][] {
  if (block.cells && block.cells.length > 0) return block.cells;
  return block.text.split('\n').map((row) => row.split('\t'));
}

/** A figure in a cell ("0.85%", "-3.04"), not a year or a period label ("2024", "3m"). */
const FIGURE = /^[-+]?£?\d[\d,]*(?:\.\d+)?\s?%?$/;
export const isFigure = (cell: string) => FIGURE.test(cell) && !/^(?:19|20)\d\d$/.test(cell);

/**
 * Words: runs of non-space characters holding a letter or digit. A character loop, not a regex, because
 * it runs over every block and sentence and the budget for a 100-page document is 300 ms.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function countWordsIn(text: string): number {
  let words = 0;
  let inWord = false;
  let counted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 160 || c === 12) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      inWord = true;
      counted = false;
    }
    if (
      !counted &&
      ((c >= 48 && c <= 57) ||
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        (c >= 128 && LETTER_OR_DIGIT.test(text[i]!)))
    ) {
      words++;
      counted = true;
    }
  }
  return words;
}

const MAX_PASSAGE_WORDS = 80;

function buildModel(doc: ExtractedDocument): TextModel {
  const flow = flowBlocks(doc);
  const units: TextUnit[] = [];
  const sentences: TextSentence[] = [];
  const flowSentences: FlowSentence[] = [];
  const tableRows: TableRow[] = [];
  const passages: TextPassage[] = [];
  let heading: string | undefined;
  let wordCount = 0;

  const flowSentence = (fb: FlowBlock, text: string) => {
    if (hasText(text))
      flowSentences.push({
        page: fb.page,
        blockOrder: fb.order,
        indexOnPage: fb.indexOnPage,
        kind: fb.block.kind,
        text,
        running: fb.running,
      });
  };
  const passage = (fb: FlowBlock, text: string, rows?: string[][]) => {
    const size = fb.block.fontSize;
    passages.push({
      index: passages.length,
      page: fb.page,
      blockOrder: fb.order,
      kind: fb.block.kind,
      heading: heading ?? '',
      text,
      fontSize: Number.isFinite(size) && size > 0 ? size : 0,
      ...(rows ? { rows } : {}),
    });
  };
  /** A unit of prose split into sentences; `start` is where its text begins in the block's text. */
  const prose = (fb: FlowBlock, kind: UnitKind, raw: string, start: number): TextSentence[] => {
    const text = collapse(raw);
    if (!hasText(text)) return [];
    const unit: TextUnit = { index: units.length, page: fb.page, blockOrder: fb.order, kind, text };
    if (heading !== undefined) unit.heading = heading;
    units.push(unit);
    wordCount += countWordsIn(text);
    const out: TextSentence[] = [];
    for (const span of splitSentences(raw)) {
      const sentence: TextSentence = {
        index: sentences.length,
        unit: unit.index,
        page: fb.page,
        text: collapse(span.text),
        blockOrder: fb.order,
        start: start + span.start,
        end: start + span.end,
      };
      sentences.push(sentence);
      out.push(sentence);
      flowSentence(fb, sentence.text);
    }
    return out;
  };
  /** Consecutive sentences of one block, up to about 80 words a passage. */
  const passagesOf = (fb: FlowBlock, texts: string[]) => {
    let current: string[] = [];
    let words = 0;
    for (const text of texts) {
      const n = text.split(' ').length;
      if (current.length > 0 && words + n > MAX_PASSAGE_WORDS) {
        passage(fb, current.join(' '));
        current = [];
        words = 0;
      }
      current.push(text);
      words += n;
    }
    if (current.length > 0) passage(fb, current.join(' '));
  };

  for (const fb of flow) {
    const { block } = fb;
    if (fb.running) {
      // Kept for the rules (a warning in a footer is printed on every page), out of prose and passages.
      if (block.kind === 'table' || block.kind === 'heading') flowSentence(fb, collapse(block.text));
      else for (const span of splitSentences(block.text)) flowSentence(fb, collapse(span.text));
      continue;
    }
    switch (block.kind) {
      case 'heading':
        heading = collapse(block.text);
        flowSentence(fb, heading);
        break;
      case 'paragraph':
      case 'caption':
        passagesOf(
          fb,
          prose(fb, block.kind, block.text, 0).map((s) => s.text),
        );
        break;
      case 'list':
        passagesOf(
          fb,
          listItemSpans(block.text).flatMap((item) =>
            prose(fb, 'list-item', item.text, item.start).map((s) => s.text),
          ),
        );
        break;
      case 'table': {
        const rows = tableRowsOf(block).map((row) => row.map(collapse));
        const first = rows[0];
        const header = rows.length > 1 && first && !first.some(isFigure) ? first : null;
        const filledRows: string[][] = [];
        rows.forEach((cells, r) => {
          const filled = cells.filter((cell) => cell.length > 0);
          if (filled.length === 0) return;
          filledRows.push(filled);
          tableRows.push({ page: fb.page, blockOrder: fb.order, cells, header: r === 0 ? null : header });
          const text = filled.join(' | ');
          if (!hasText(text)) return;
          const unit: TextUnit = {
            index: units.length,
            page: fb.page,
            blockOrder: fb.order,
            kind: 'table-row',
            text,
            cells,
          };
          if (heading !== undefined) unit.heading = heading;
          units.push(unit);
          wordCount += countWordsIn(text);
          sentences.push({
            index: sentences.length,
            unit: unit.index,
            page: fb.page,
            text,
            blockOrder: fb.order,
            start: -1,
            end: -1,
          });
          flowSentence(fb, text);
        });
        if (filledRows.length > 0) passage(fb, filledRows.map((r) => r.join(' | ')).join('; '), filledRows);
        break;
      }
    }
  }
  return { flow, units, sentences, flowSentences, tableRows, passages, wordCount };
}

const models = new WeakMap<ExtractedDocument, TextModel>();

/** The text model of a document, built once per document object. */
export function textModel(doc: ExtractedDocument): TextModel {
  let model = models.get(doc);
  if (!model) models.set(doc, (model = buildModel(doc)));
  return model;
}

/** A table row as a quote: "header | header: cell | cell" (or its cells alone without a header row). */
export function rowQuote(row: TableRow): string {
  const cells = row.cells.filter((cell) => cell.length > 0).join(' | ');
  const header = row.header?.filter((cell) => cell.length > 0).join(' | ');
  return header ? `${header}: ${cells}` : cells;
}

/** The first sentence of a block (a heading's text, a table's first row), as a quote: null if none. */
export function firstSentenceOf(model: TextModel, blockOrder: number): string | null {
  return model.flowSentences.find((s) => s.blockOrder === blockOrder)?.text ?? null;
}
