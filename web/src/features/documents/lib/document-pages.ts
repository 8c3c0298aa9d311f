import { z } from 'zod';
import { locateQuote, type QuoteLocation } from '#common/text/locate-quote.ts';

export { listItems, PAGE_TEXT_KEY, pageSegments, segmentKey, tableRows } from '#common/text/locate-quote.ts';

/**
 * The engine's document model as the extraction endpoint sends it (engine/document-model.ts): pages of
 * blocks. Read leniently: a block the browser does not understand is shown as a paragraph, a page that
 * cannot be read at all is dropped rather than breaking the view.
 */
const boxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

const blockSchema = z.object({
  kind: z.string().catch('paragraph'),
  text: z.string().catch(''),
  // Positions on the page: a block without them is shown in the text only, not on the page.
  bbox: boxSchema.optional().catch(undefined),
  lines: z
    .array(z.object({ bbox: boxSchema, start: z.number(), end: z.number() }))
    .optional()
    .catch(undefined),
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

/** Whether a list's items were numbered in the source (shown as an ordered list). */
export function isNumberedList(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim());
  return lines.length > 0 && lines.every((line) => /^\s*\(?[0-9]{1,3}[.)]\s+/.test(line));
}

export type PageMatch = QuoteLocation;

/**
 * Where a `?highlight=` quote is, with the engine's own resolver (common/text/locate-quote.ts): on the
 * requested page if it is there, otherwise on the first page that has it (a link's page number may be a
 * printed label or simply out of date). A quote may cover several pieces (a sentence running on into the
 * next block, a table row's cells), so the match is a list of ranges.
 */
export function locateHighlight(
  pages: readonly TextPage[],
  query: string,
  preferredPage?: number,
): PageMatch | null {
  if (!query.trim()) return null;
  return locateQuote(pages, query, preferredPage);
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
