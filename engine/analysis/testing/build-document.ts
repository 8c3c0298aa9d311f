/**
 * Builds ExtractedDocuments for tests and benchmarks: blocks are laid out top to bottom in one column of an
 * A4 page, with font sizes and heading levels as given. Test data only.
 */
import type {
  Block,
  DocumentMetadata,
  ExtractedDocument,
  ExtractionMethod,
  Page,
} from '../../document-model.ts';

export const A4: [number, number] = [595.28, 841.89];

export interface BlockOptions {
  size?: number;
  bold?: boolean;
}

const BODY_SIZE = 11;

export function heading(text: string, level = 1, options: BlockOptions = {}): Block {
  return {
    kind: 'heading',
    text,
    bbox: [0, 0, 0, 0],
    fontSize: options.size ?? Math.max(BODY_SIZE + 1, 24 - level * 4),
    level,
    ...(options.bold ? { bold: true } : {}),
  };
}

export function paragraph(text: string, options: BlockOptions = {}): Block {
  return { kind: 'paragraph', text, bbox: [0, 0, 0, 0], fontSize: options.size ?? BODY_SIZE };
}

export function list(items: string[], options: BlockOptions = {}): Block {
  return {
    kind: 'list',
    text: items.map((item) => `• ${item}`).join('\n'),
    bbox: [0, 0, 0, 0],
    fontSize: options.size ?? BODY_SIZE,
  };
}

export function table(rows: string[][], options: BlockOptions = {}): Block {
  return {
    kind: 'table',
    text: rows.map((row) => row.join('\t')).join('\n'),
    bbox: [0, 0, 0, 0],
    fontSize: options.size ?? BODY_SIZE,
    cells: rows,
  };
}

export function caption(text: string, options: BlockOptions = {}): Block {
  return { kind: 'caption', text, bbox: [0, 0, 0, 0], fontSize: options.size ?? BODY_SIZE - 1 };
}

export interface BuildOptions {
  metadata?: DocumentMetadata;
  method?: ExtractionMethod;
  /** Images per page (by index); default none. */
  images?: number[];
  /** Leave bboxes and font sizes at 0, as DOCX, XLSX and CSV extraction do. */
  noGeometry?: boolean;
  /** Pages whose text came from OCR (1-based). */
  ocrPages?: number[];
}

const MARGIN = 56;

/** Lays the blocks of each page out from the top margin down, one line height per line of text. */
export function buildDocument(pages: Block[][], options: BuildOptions = {}): ExtractedDocument {
  const [width, height] = A4;
  const charsPerLine = (size: number) => Math.max(20, Math.floor((width - 2 * MARGIN) / (size * 0.5)));
  const built: Page[] = pages.map((blocks, i) => {
    let y = MARGIN;
    const laidOut = blocks.map((block): Block => {
      if (options.noGeometry) return { ...block, bbox: [0, 0, 0, 0], fontSize: 0 };
      const size = block.fontSize;
      const lines = block.text
        .split('\n')
        .reduce((n, line) => n + Math.max(1, Math.ceil(line.length / charsPerLine(size))), 0);
      const textWidth = Math.min(
        width - 2 * MARGIN,
        Math.max(...block.text.split('\n').map((l) => l.length)) * size * 0.5,
      );
      const bbox: [number, number, number, number] = [MARGIN, y, MARGIN + textWidth, y + lines * size * 1.2];
      y = bbox[3] + size * 0.6;
      return { ...block, bbox };
    });
    return {
      number: i + 1,
      width: options.noGeometry ? 0 : width,
      height: options.noGeometry ? 0 : height,
      blocks: laidOut,
      text: laidOut.map((b) => b.text).join('\n'),
      imageCount: options.images?.[i] ?? 0,
      ...(options.ocrPages?.includes(i + 1) ? { ocr: true } : {}),
    };
  });
  return {
    pageCount: built.length,
    pages: built,
    text: built.map((p) => p.text).join('\n\n'),
    imageCount: built.reduce((n, p) => n + p.imageCount, 0),
    tableCount: built.reduce((n, p) => n + p.blocks.filter((b) => b.kind === 'table').length, 0),
    method: options.method ?? 'pdfjs',
    metadata: options.metadata ?? { title: 'Test document', language: 'en-GB', isTagged: true },
  };
}
