import { z } from 'zod';
import { findFirstMatch, type SegmentMatch, type TextSegment } from './highlight.ts';

/**
 * The engine's document model as the extraction endpoint sends it (engine/document-model.ts): pages of
 * blocks. Read leniently: a block the browser does not understand is shown as a paragraph, a page that
 * cannot be read at all is dropped rather than breaking the view.
 */
const blockSchema = z.object({
  kind: z.string().catch('paragraph'),
  text: z.string().catch(''),
  level: z.number().optional().catch(undefined),
  cells: z
    .array(z.array(z.string().catch('')))
    .optional()
    .catch(undefined),
});

const pageSchema = z.object({
  number: z.number().int(),
  label: z.string().optional().catch(undefined),
  width: z.number().catch(0),
  height: z.number().catch(0),
  text: z.string().catch(''),
  blocks: z.array(blockSchema).catch([]),
  imageCount: z.number().catch(0),
  ocr: z.boolean().optional().catch(undefined),
});

export type TextBlock = z.infer<typeof blockSchema>;
export type TextPage = z.infer<typeof pageSchema>;

export function parsePages(pages: readonly unknown[]): TextPage[] {
  const parsed: TextPage[] = [];
  for (const page of pages) {
    const result = pageSchema.safeParse(page);
    if (result.success) parsed.push(result.data);
  }
  return parsed.sort((a, b) => a.number - b.number);
}

const BULLET = /^\s*(?:[•▪◦‣∙●○■□–—*-]|\(?[0-9]{1,3}[.)]|\(?[a-z][.)])\s+/i;

/** A list block's items: one per line, with the bullet or number the PDF printed removed. */
export function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean);
}

/** Whether a list's items were numbered in the source (shown as an ordered list). */
export function isNumberedList(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim());
  return lines.length > 0 && lines.every((line) => /^\s*\(?[0-9]{1,3}[.)]\s+/.test(line));
}

/** The rows of a table block: its cells, else its text (rows by newline, cells by tab). */
export function tableRows(block: TextBlock): string[][] {
  if (block.cells && block.cells.length > 0) return block.cells;
  return block.text.split('\n').map((row) => row.split('\t'));
}

/** Keys of the searchable pieces of a page, in reading order; the text view renders the same keys. */
export function segmentKey(blockIndex: number, part?: string): string {
  return part === undefined ? `b${blockIndex}` : `b${blockIndex}:${part}`;
}

export const PAGE_TEXT_KEY = 'page-text';

export function pageSegments(page: TextPage): TextSegment[] {
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

export type PageMatch = SegmentMatch & { page: number };

/**
 * Where a `?highlight=` quote is: on the requested page if it is there, otherwise on the first page
 * that has it (a link's page number may be a printed label or simply out of date).
 */
export function locateHighlight(
  pages: readonly TextPage[],
  query: string,
  preferredPage?: number,
): PageMatch | null {
  if (!query.trim()) return null;
  const preferred = pages.find((page) => page.number === preferredPage);
  const ordered = preferred ? [preferred, ...pages.filter((page) => page !== preferred)] : pages;
  for (const page of ordered) {
    const match = findFirstMatch(pageSegments(page), query);
    if (match) return { ...match, page: page.number };
  }
  return null;
}

/**
 * The HTML heading level (3-6; the text pane's own heading is an h2) of each heading block of a page, by
 * block index. The engine's levels are ranked by prominence, and a heading never goes more than one
 * level deeper than the one before it, so assistive technology sees an outline without gaps.
 */
export function headingLevels(page: TextPage): Map<number, number> {
  const levels = [
    ...new Set(page.blocks.filter((block) => block.kind === 'heading').map((block) => block.level ?? 2)),
  ].sort((a, b) => a - b);
  const rank = new Map(levels.map((level, index) => [level, index]));
  const result = new Map<number, number>();
  let previous = 2;
  page.blocks.forEach((block, index) => {
    if (block.kind !== 'heading') return;
    const wanted = Math.min(6, 3 + (rank.get(block.level ?? 2) ?? 0));
    const level = Math.min(wanted, previous + 1);
    result.set(index, level);
    previous = level;
  });
  return result;
}
