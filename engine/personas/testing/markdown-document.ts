// Plain test documents written in Markdown (the outside QA set's `documents/*.md`) as the engine's
// ExtractedDocument: "#"/"##" headings as heading blocks, paragraphs, bullet lists, and pipe tables as table
// blocks with their cells (the separator row "|---|---|" dropped). Test data only: a PDF extractor builds the
// same block kinds from a printed page.
import type { ExtractedDocument } from '../../document-model.ts';
import { documentFromBlocks, type BlockSpec } from '../../rules/testing/build-document.ts';

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*(?:[-*+•]|\d+[.)])\s+/;
const TABLE_LINE = /^\s*\|.*\|\s*$/;
const SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** Emphasis and links as a reader sees them: "**0.12%**" → "0.12%", "[call us](tel:…)" → "call us". */
const inline = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1');

export function markdownDocument(markdown: string): ExtractedDocument {
  const blocks: BlockSpec[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let table: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: inline(paragraph.join(' ')) });
    if (list.length) blocks.push({ kind: 'list', text: list.map((item) => `• ${inline(item)}`).join('\n') });
    if (table.length) blocks.push({ kind: 'table', text: table.map(inline).join('\n') });
    paragraph = [];
    list = [];
    table = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line.trim());
    if (line.trim() === '' || /^\s*(?:---+|\*\*\*+)\s*$/.test(line)) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: inline(heading[2]!.replace(/\s*#+\s*$/, '')), fontSize: 16 });
    } else if (TABLE_LINE.test(line) || (table.length > 0 && SEPARATOR.test(line))) {
      if (paragraph.length || list.length) flush();
      if (!SEPARATOR.test(line)) table.push(line.trim());
    } else if (BULLET.test(line)) {
      if (paragraph.length || table.length) flush();
      list.push(line.replace(BULLET, '').trim());
    } else if (list.length > 0 && /^\s{2,}/.test(raw)) {
      list[list.length - 1] += ` ${line.trim()}`;
    } else {
      if (list.length || table.length) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return documentFromBlocks([blocks], 11);
}
