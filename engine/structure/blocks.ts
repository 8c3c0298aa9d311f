/** What the structure checks read from a single block: its geometry, whether it is prose, its flat text. */
import type { Block } from '../document-model.ts';
import { clipQuote } from '../analysis/finding.ts';

export const roundHalf = (n: number): number => Math.round(n * 2) / 2;
const PROSE_WORD = /\p{L}{2,}/gu;
export const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function hasGeometry(block: Block): boolean {
  const [x0, y0, x1, y1] = block.bbox;
  return x1 > x0 && y1 > y0;
}

/** Running text, not a chart label or a figure: at least four words of letters. */
const proseCache = new WeakMap<Block, boolean>();

export function isProse(block: Block): boolean {
  if (block.kind !== 'paragraph' && block.kind !== 'list') return false;
  let prose = proseCache.get(block);
  if (prose === undefined) {
    PROSE_WORD.lastIndex = 0;
    let words = 0;
    while (words < 4 && PROSE_WORD.exec(block.text)) words++;
    prose = words >= 4;
    proseCache.set(block, prose);
  }
  return prose;
}

/** The sentence around a character offset, clipped to a quote. */
export function quoteSentence(text: string, at: number): string {
  const flatText = text.replace(/\s+/g, ' ');
  const before = flatText.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), -1) + 1;
  const endDot = flatText.indexOf('. ', at);
  const end = endDot < 0 ? flatText.length : endDot + 1;
  return clipQuote(flatText.slice(start, end));
}
