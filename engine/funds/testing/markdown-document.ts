// Test data only: a Markdown rendering of a document (the corpus's .docling.md files, made by another
// extractor) as an ExtractedDocument of one page: "#" lines are headings, "|" rows tables, "- " lines
// lists, other lines paragraphs. Used to read the same factsheet through a second extraction.
import { buildDocument, heading, list, paragraph, table } from '../../analysis/testing/build-document.ts';
import type { Block, ExtractedDocument } from '../../document-model.ts';

export function markdownDocument(markdown: string): ExtractedDocument {
  const blocks: Block[] = [];
  let rows: string[][] = [];
  let items: string[] = [];
  const flush = () => {
    if (rows.length > 0) blocks.push(table(rows));
    if (items.length > 0) blocks.push(list(items));
    rows = [];
    items = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('|')) {
      if (items.length > 0) flush();
      if (/^\|[\s|:-]+\|$/.test(line)) continue;
      rows.push(
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
      continue;
    }
    if (/^[-*] /.test(line)) {
      if (rows.length > 0) flush();
      items.push(line.slice(2));
      continue;
    }
    flush();
    if (!line || line.startsWith('<!--')) continue;
    const h = /^(#+)\s+(.*)$/.exec(line);
    blocks.push(h ? heading(h[2]!, h[1]!.length) : paragraph(line));
  }
  flush();
  return buildDocument([blocks]);
}
