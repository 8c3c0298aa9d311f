/**
 * Sentences of a document with their block coordinates (page, index on the page, offsets in the block's
 * text), so a suggestion can name its place and an edit can change exactly that text. Running headers and
 * footers, headings and tables are left out: they are labels and data, not prose to rewrite.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { flowBlocks, type FlowBlock } from '../analysis/document-text.ts';
import { splitSentences } from '../readability/index.ts';

export interface Passage {
  /** Reading order across the document. */
  index: number;
  page: number;
  block: number;
  blockOrder: number;
  start: number;
  end: number;
  text: string;
}

const BULLET = /^\s*(?:[•●▪◦‣∙·○■□–-]|\(?[a-z0-9]{1,3}[.)])\s+/u;

export interface DocumentPassages {
  flow: FlowBlock[];
  passages: Passage[];
}

export function documentPassages(doc: ExtractedDocument): DocumentPassages {
  const flow = flowBlocks(doc);
  const passages: Passage[] = [];
  const push = (fb: FlowBlock, offset: number, text: string) => {
    for (const span of splitSentences(text)) {
      const trimmed = span.text.trimEnd();
      if (!/\p{L}/u.test(trimmed)) continue;
      passages.push({
        index: passages.length,
        page: fb.page,
        block: fb.indexOnPage,
        blockOrder: fb.order,
        start: offset + span.start,
        end: offset + span.start + trimmed.length,
        text: trimmed,
      });
    }
  };
  for (const fb of flow) {
    if (fb.running) continue;
    const { kind, text } = fb.block;
    if (kind === 'paragraph' || kind === 'caption') push(fb, 0, text);
    else if (kind === 'list') {
      let offset = 0;
      for (const line of text.split('\n')) {
        const bullet = BULLET.exec(line)?.[0].length ?? 0;
        push(fb, offset + bullet, line.slice(bullet));
        offset += line.length + 1;
      }
    }
  }
  return { flow, passages };
}

/** The size most prose is set in (by characters), so inserted text is neither smaller nor louder. */
export function bodyFontSize(doc: ExtractedDocument): number {
  const chars = new Map<number, number>();
  for (const page of doc.pages)
    for (const block of page.blocks)
      if ((block.kind === 'paragraph' || block.kind === 'list') && block.fontSize > 0) {
        const size = Math.round(block.fontSize * 2) / 2;
        chars.set(size, (chars.get(size) ?? 0) + block.text.length);
      }
  let best = 0;
  let bestChars = -1;
  for (const [size, n] of chars)
    if (n > bestChars || (n === bestChars && size < best)) [best, bestChars] = [size, n];
  return best;
}

/** Words in a text: runs holding a letter or digit. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Inside straight or curly double quotes (a quoted name or legal wording is left as written). */
export function isQuoted(text: string, start: number, end: number): boolean {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const opens = (before.match(/[“"]/g) ?? []).length - (before.match(/”/g) ?? []).length;
  const straight = (before.match(/"/g) ?? []).length;
  if (/“/.test(before) && before.lastIndexOf('“') > before.lastIndexOf('”') && /”/.test(after)) return true;
  return straight % 2 === 1 && /"/.test(after) && opens > 0;
}

export function capitalise(text: string): string {
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}
