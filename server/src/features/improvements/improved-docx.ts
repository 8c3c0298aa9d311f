import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ExtractedDocument } from '#engine/document-model.ts';
import { flowBlocks } from '#engine/analysis/document-text.ts';

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;

/**
 * The revised document as DOCX: headings, paragraphs, list items and tables in reading order. Running
 * headers and footers are left out (a word processor adds its own); layout, fonts and images are not
 * carried over: the file is the text to paste into the firm's own template.
 */
export async function improvedDocx(doc: ExtractedDocument, title: string): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  for (const fb of flowBlocks(doc)) {
    if (fb.running) continue;
    const { block } = fb;
    switch (block.kind) {
      case 'heading':
        children.push(
          new Paragraph({ text: block.text, heading: HEADINGS[Math.min(2, (block.level ?? 1) - 1)] }),
        );
        break;
      case 'list':
        for (const line of block.text.split('\n')) {
          const text = line.replace(/^\s*(?:[•●▪◦‣∙·○■□–-]|\(?[a-z0-9]{1,3}[.)])\s+/u, '').trim();
          if (text) children.push(new Paragraph({ text, bullet: { level: 0 } }));
        }
        break;
      case 'table': {
        const rows = block.cells ?? block.text.split('\n').map((r) => r.split('\t'));
        const width = Math.max(1, ...rows.map((r) => r.length));
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: rows.map(
              (r) =>
                new TableRow({
                  children: Array.from(
                    { length: width },
                    (_, i) => new TableCell({ children: [new Paragraph(r[i] ?? '')] }),
                  ),
                }),
            ),
          }),
        );
        break;
      }
      default:
        children.push(
          new Paragraph({ children: [new TextRun({ text: block.text, bold: block.bold ?? false })] }),
        );
    }
  }
  const document = new Document({
    title,
    creator: 'Clarion',
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
