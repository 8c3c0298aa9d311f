/**
 * Sentences of a document with their block coordinates (page, index on the page, offsets in the block's
 * text), so a suggestion can name its place and an edit can change exactly that text. Running headers and
 * footers, headings and tables are left out: they are labels and data, not prose to rewrite.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { textModel, type FlowBlock } from '../text/index.ts';

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

export interface DocumentPassages {
  flow: FlowBlock[];
  passages: Passage[];
}

/** The text model's prose sentences, each with the block coordinates an edit needs. */
export function documentPassages(doc: ExtractedDocument): DocumentPassages {
  const { flow, sentences, units } = textModel(doc);
  const passages: Passage[] = [];
  for (const sentence of sentences) {
    if (units[sentence.unit]!.kind === 'table-row') continue;
    const fb = flow[sentence.blockOrder]!;
    const text = fb.block.text.slice(sentence.start, sentence.end);
    if (!/\p{L}/u.test(text)) continue;
    passages.push({
      index: passages.length,
      page: fb.page,
      block: fb.indexOnPage,
      blockOrder: fb.order,
      start: sentence.start,
      end: sentence.end,
      text,
    });
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
