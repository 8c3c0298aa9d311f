/**
 * The document model every extractor builds (DESIGN.md §7): pages → blocks, with positions, font sizes and
 * page labels, tables kept as cells. Plain data only, so it can be stored as JSON (document_extractions.pages)
 * and sent to the browser unchanged.
 */

/**
 * The version of this model's shape. A stored model records the version it was built with; bump it when a
 * change would make an older stored model unreadable (a field renamed, made required or given a new meaning),
 * so a reader refuses the old one clearly (re-extract) instead of misreading it. Optional additions do not
 * need a bump. The zod schema of this model is document-model-schema.ts.
 */
export const DOCUMENT_MODEL_VERSION = 1;

export const EXTRACTION_METHODS = ['pdfjs', 'pdfjs+ocr', 'ocr', 'docx', 'xlsx', 'csv'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

export const BLOCK_KINDS = ['heading', 'paragraph', 'list', 'table', 'caption'] as const;

export type BlockKind = (typeof BLOCK_KINDS)[number];

/** [x0, y0, x1, y1] in points, origin at the top-left of the page as displayed (page rotation applied). */
export type BBox = [number, number, number, number];

/**
 * One printed line of a block (a table's row) and the characters [start, end) of the block's `text` it
 * holds. Only PDF text has them; models stored before lines were kept have none, and a quote is then shown
 * by its blocks' boxes.
 */
export interface LineBox {
  bbox: BBox;
  start: number;
  end: number;
}

export interface Block {
  kind: BlockKind;
  /** Paragraphs: lines joined by spaces. Lists: one item per line. Tables: rows by newline, cells by tab. */
  text: string;
  bbox: BBox;
  /** PDF text only: the block's lines in order, where each is printed (see LineBox). */
  lines?: LineBox[];
  /** Predominant font size in points; 0 where the source has no geometry (OCR, DOCX, XLSX, CSV). */
  fontSize: number;
  fontName?: string;
  bold?: boolean;
  /** Headings only: 1 is the most prominent. */
  level?: number;
  /** Tables only: rows of cell texts. */
  cells?: string[][];
}

export interface Page {
  /** 1-based. */
  number: number;
  /** The page label printed in the document's own numbering ("iv", "A-3"), when it has one. */
  label?: string;
  /** Points; 0 for logical pages without geometry (DOCX, XLSX sheets, CSV). */
  width: number;
  height: number;
  blocks: Block[];
  text: string;
  imageCount: number;
  /** True when the page's text came from optical character recognition. */
  ocr?: boolean;
}

export interface DocumentMetadata {
  title?: string;
  author?: string;
  /** BCP 47 tag from the PDF catalog /Lang (or the Office core properties), e.g. "en-GB". */
  language?: string;
  /** PDF is tagged (MarkInfo /Marked true): a prerequisite for accessible PDFs. */
  isTagged?: boolean;
  producer?: string;
  /** Encrypted with an empty user password (opens without one, but permissions may be restricted). */
  encrypted?: boolean;
}

export interface ExtractedDocument {
  pageCount: number;
  pages: Page[];
  /** All page texts joined by blank lines. */
  text: string;
  imageCount: number;
  tableCount: number;
  method: ExtractionMethod;
  metadata: DocumentMetadata;
}
