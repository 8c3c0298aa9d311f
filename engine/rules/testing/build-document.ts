// Builds ExtractedDocuments from short marked-up texts, for tests and benchmarks (test data only).
//
//   Pages are separated by a line "---page---"; blocks by blank lines.
//   "# Heading"          a heading block (16pt)
//   "- item" lines       a list block, one item per line
//   "| a | b |" lines    a table block, one row per line
//   "{7pt} text"         a paragraph in 7pt type (any size; also "# {24pt} Big heading")
//   anything else        a paragraph in the body size (10pt unless bodyFontSize is given; 0 = no font data)
import type { Block, ExtractedDocument, Page } from '../../document-model.ts';

export interface BuildOptions {
  bodyFontSize?: number;
  headingFontSize?: number;
}

export interface BlockSpec {
  text: string;
  kind?: Block['kind'];
  fontSize?: number;
}

const PAGE_BREAK = /^\s*---page---\s*$/m;
const SIZE = /^\{(\d+(?:\.\d+)?)pt\}\s*/;

function parseBlock(raw: string, options: Required<BuildOptions>): BlockSpec {
  let text = raw.trim();
  let kind: Block['kind'] = 'paragraph';
  let fontSize = options.bodyFontSize;
  if (text.startsWith('# ')) {
    kind = 'heading';
    fontSize = options.bodyFontSize > 0 ? options.headingFontSize : 0;
    text = text.slice(2).trim();
  } else if (text.split('\n').every((line) => /^\s*[-•]\s+/.test(line))) {
    kind = 'list';
    text = text
      .split('\n')
      .map((line) => `• ${line.replace(/^\s*[-•]\s+/, '')}`)
      .join('\n');
  } else if (text.split('\n').every((line) => /^\s*\|.*\|\s*$/.test(line))) {
    kind = 'table';
  }
  const size = SIZE.exec(text);
  if (size) {
    fontSize = Number(size[1]);
    text = text.slice(size[0].length);
  }
  return { text, kind, fontSize };
}

function toBlock(spec: BlockSpec, y: number, bodyFontSize: number): Block {
  const fontSize = spec.fontSize ?? bodyFontSize;
  const kind = spec.kind ?? 'paragraph';
  if (kind === 'table') {
    const cells = spec.text.split('\n').map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
    return {
      kind,
      text: cells.map((row) => row.join('\t')).join('\n'),
      cells,
      bbox: [50, y, 545, y + 14 * cells.length],
      fontSize,
    };
  }
  const text = kind === 'paragraph' || kind === 'heading' ? spec.text.replace(/\s*\n\s*/g, ' ') : spec.text;
  return { kind, text, bbox: [50, y, 545, y + 14], fontSize, ...(kind === 'heading' ? { level: 1 } : {}) };
}

/** A document from pages of block specs. */
export function documentFromBlocks(
  pages: readonly (readonly BlockSpec[])[],
  bodyFontSize = 10,
): ExtractedDocument {
  const built: Page[] = pages.map((specs, index) => {
    let y = 50;
    const blocks = specs.map((spec) => {
      const block = toBlock(spec, y, bodyFontSize);
      y = block.bbox[3] + 10;
      return block;
    });
    const hasGeometry = bodyFontSize > 0;
    return {
      number: index + 1,
      width: hasGeometry ? 595 : 0,
      height: hasGeometry ? 842 : 0,
      blocks,
      text: blocks.map((b) => b.text).join('\n\n'),
      imageCount: 0,
    };
  });
  return {
    pageCount: built.length,
    pages: built,
    text: built.map((p) => p.text).join('\n\n'),
    imageCount: 0,
    tableCount: built.reduce((n, p) => n + p.blocks.filter((b) => b.kind === 'table').length, 0),
    method: bodyFontSize > 0 ? 'pdfjs' : 'docx',
    metadata: {},
  };
}

/** A document from marked-up text (see the top of this file). */
export function documentFromText(text: string, options: BuildOptions = {}): ExtractedDocument {
  const resolved: Required<BuildOptions> = {
    bodyFontSize: options.bodyFontSize ?? 10,
    headingFontSize: options.headingFontSize ?? 16,
  };
  const pages = text.split(PAGE_BREAK).map((pageText) =>
    pageText
      .split(/\n[ \t]*\n/)
      .filter((raw) => raw.trim().length > 0)
      .map((raw) => parseBlock(raw, resolved)),
  );
  return documentFromBlocks(pages, resolved.bodyFontSize);
}
