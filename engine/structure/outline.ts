/**
 * The heading outline: each heading's level, page and whether content follows it, with subtitles set under
 * a title recognised and levels skipped noted.
 */
import type { Block } from '../document-model.ts';
import type { FlowBlock } from '../analysis/document-text.ts';
import { flat, hasGeometry } from './blocks.ts';
import type { OutlineEntry } from './structure-types.ts';

export function buildOutline(flow: FlowBlock[]): OutlineEntry[] {
  const content = flow.filter((fb) => !fb.running);
  const outline: OutlineEntry[] = [];
  let previousLevel: number | null = null;
  content.forEach((fb, i) => {
    if (fb.block.kind !== 'heading') return;
    const level = fb.block.level ?? 1;
    const entry: OutlineEntry = { level, text: flat(fb.block.text), page: fb.page, empty: false };
    const previous = content[i - 1];
    if (previous && isSubtitle(previous, fb)) {
      // a line set under a title ("a sub-fund of …", the plan names under a fund name) belongs to it
      entry.subtitle = true;
      outline.push(entry);
      return;
    }
    let hasContent = false;
    for (let j = i + 1; j < content.length; j++) {
      const next = content[j]!.block;
      if (next.kind === 'heading') {
        if ((next.level ?? 1) <= level) break;
        continue;
      }
      if (/[\p{L}\p{N}]/u.test(next.text)) {
        hasContent = true;
        break;
      }
    }
    if (!hasContent) hasContent = contentNearby(content, fb, level);
    entry.empty = !hasContent;
    if (previousLevel !== null && level > previousLevel + 1) entry.skippedFrom = previousLevel;
    previousLevel = level;
    outline.push(entry);
  });
  return outline;
}

/** A less prominent heading set directly under a heading, with no more than a line's gap. */
function isSubtitle(previous: FlowBlock, heading: FlowBlock): boolean {
  const a = previous.block;
  const b = heading.block;
  if (a.kind !== 'heading' || previous.page !== heading.page) return false;
  if ((a.level ?? 1) >= (b.level ?? 1) || !hasGeometry(a) || !hasGeometry(b)) return false;
  const gap = b.bbox[1] - a.bbox[3];
  const overlaps = Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]) > 1;
  return overlaps && gap > -2 && gap < Math.max(4, 1.5 * b.fontSize);
}

/**
 * Multi-column pages: extractors may read two headings set side by side before the text under either, so
 * a heading also has content when text sits below it in the same column before the next heading there,
 * or beside it on the same row (a label and its value).
 */
function contentNearby(content: FlowBlock[], heading: FlowBlock, level: number): boolean {
  const box = heading.block.bbox;
  if (!hasGeometry(heading.block)) return false;
  const overlaps = (b: Block) => Math.min(b.bbox[2], box[2]) - Math.max(b.bbox[0], box[0]) > 1;
  const samePage = content.filter(
    (fb) => fb.page === heading.page && fb !== heading && hasGeometry(fb.block),
  );
  const hasText = (fb: FlowBlock) => fb.block.kind !== 'heading' && /[\p{L}\p{N}]/u.test(fb.block.text);
  const sameRow = samePage.some(
    (fb) =>
      hasText(fb) &&
      fb.block.bbox[0] >= box[2] - 2 &&
      Math.min(fb.block.bbox[3], box[3]) - Math.max(fb.block.bbox[1], box[1]) > 0.5 * (box[3] - box[1]),
  );
  if (sameRow) return true;
  const below = samePage.filter((fb) => fb.block.bbox[1] >= box[3] - 2 && overlaps(fb.block));
  const stop = Math.min(
    ...below
      .filter((fb) => fb.block.kind === 'heading' && (fb.block.level ?? 1) <= level)
      .map((fb) => fb.block.bbox[1]),
  );
  return below.some((fb) => hasText(fb) && fb.block.bbox[1] < stop);
}
