import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {
  BBox,
  LineBox,
  Block,
  DocumentMetadata,
  ExtractedDocument,
  ExtractionMethod,
  Page,
} from '../document-model.ts';
import { hasPdfHeader } from './detect-type.ts';
import { ExtractionError, PASSWORD_PROTECTED_MESSAGE, formatBytes, throwIfAborted } from './errors.ts';
import { classifyHeadings, isBoldFontName, type HeadingPage } from './headings.ts';
import { layoutPage, type LayoutBlock, type TextRun } from './layout.ts';
import { countImageXObjects, hasEofMarker } from './pdf-bytes.ts';
import {
  loadPdfjs,
  openInThreadWorker,
  pdfjsAssets,
  type InThreadWorker,
  type PdfjsAssets,
  type PdfjsModule,
} from './pdfjs.ts';
import { renderPageToPng } from './render.ts';

export { ExtractionError } from './errors.ts';
export type { ExtractionErrorCode } from './errors.ts';
export { countImageXObjects } from './pdf-bytes.ts';

type PageViewport = ReturnType<PDFPageProxy['getViewport']>;

export const DEFAULT_MAX_PAGES = 2000;
export const DEFAULT_MAX_PDF_BYTES = 200 * 1024 * 1024;
/** Pages with fewer characters than this (and something drawn on them) are candidates for OCR. */
export const OCR_TEXT_THRESHOLD = 20;
const PREFETCH_PAGES = 3;

export interface ExtractPdfOptions {
  /** Called after each page, for progress reporting. */
  onPage?(pageNumber: number, total: number): void;
  /** Default 2000; more pages → TOO_MANY_PAGES before any page is read. */
  maxPages?: number;
  /** Default 200 MB. */
  maxBytes?: number;
  /** Recognises a rendered page (PNG bytes). Without it, image-only pages stay empty. */
  ocr?: (png: Uint8Array, pageNumber: number) => Promise<string>;
  /** Render scale for OCR (pixels per point); default 3. */
  ocrScale?: number;
  signal?: AbortSignal;
  /**
   * Look up real font names (for `fontName` and bold headings). pdf.js only exposes them through a page's
   * operator list, so this fetches it for each page that introduces a font not seen before — measured at
   * roughly +40% extraction time on the shared corpus. Off by default; headings then rest on font size.
   */
  fontNames?: boolean;
  /**
   * 'document' (default): the document's imageCount is the number of distinct image XObjects in the file
   * (found without decoding anything); a page's imageCount is exact only where its operator list was
   * fetched anyway (OCR candidates, font look-ups), else 0. 'page': fetch every page's operator list and
   * count image draws per page (exact, slower); the document's count is then the sum of the pages'.
   */
  imageCounts?: 'document' | 'page';
  /** Join words hyphenated across line ends. Default false (text kept as printed). */
  dehyphenate?: boolean;
  /** Override where pdf.js finds its CMaps, standard fonts and WASM (defaults: the installed package). */
  assets?: PdfjsAssets;
}

interface RawPage extends HeadingPage {
  number: number;
  width: number;
  height: number;
  blocks: Array<LayoutBlock & { viewBox: BBox; lineViewBoxes: LineBox[] }>;
  imageCount: number;
  ocrText?: string;
}

const IMAGE_OPS = [
  'paintImageXObject',
  'paintInlineImageXObject',
  'paintImageMaskXObject',
  'paintImageXObjectRepeat',
  'paintImageMaskXObjectRepeat',
  'paintInlineImageXObjectGroup',
  'paintSolidColorImageMask',
] as const;

function mapOpenError(error: unknown): ExtractionError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException')
    return new ExtractionError('PASSWORD_PROTECTED', PASSWORD_PROTECTED_MESSAGE, undefined, { cause: error });
  return new ExtractionError(
    'MALFORMED',
    'This PDF could not be read: the file is damaged or is not a valid PDF. Re-export or re-download it and upload it again.',
    undefined,
    { cause: error },
  );
}

// Metadata strings sometimes carry NULs and other controls.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f]/gu;

function cleanString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(CONTROLS, ' ').replace(/\s+/gu, ' ').trim();
  return cleaned || undefined;
}

async function readMetadata(doc: PDFDocumentProxy): Promise<DocumentMetadata> {
  const metadata: DocumentMetadata = {};
  try {
    const { info, metadata: xmp } = await doc.getMetadata();
    const record = info as Record<string, unknown>;
    metadata.title = cleanString(record['Title']) ?? cleanString(xmp?.get('dc:title'));
    metadata.author = cleanString(record['Author']) ?? cleanString(xmp?.get('dc:creator'));
    metadata.language = cleanString(record['Language']);
    metadata.producer = cleanString(record['Producer']);
    metadata.encrypted =
      record['EncryptFilterName'] != null || record['IsEncrypted'] === true ? true : undefined;
  } catch {
    // Broken metadata never stops text extraction.
  }
  try {
    const markInfo = await doc.getMarkInfo();
    metadata.isTagged = markInfo?.Marked === true;
  } catch {
    metadata.isTagged = false;
  }
  for (const key of Object.keys(metadata) as Array<keyof DocumentMetadata>) {
    if (metadata[key] === undefined) delete metadata[key];
  }
  return metadata;
}

/** Helvetica advance widths (per mille of the em) for ASCII 32–126: see estimateWidth. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/**
 * A vertical (Identity-V) font set horizontally gets, from pdf.js, the vertical advance (a full em) as the
 * width of every glyph, which hides the spaces between words. Typical proportional widths bring them back.
 */
function estimateWidth(str: string, size: number): number {
  let units = 0;
  for (const ch of str) {
    const code = ch.codePointAt(0) ?? 0;
    units += code >= 32 && code <= 126 ? (HELVETICA_WIDTHS[code - 32] ?? 556) : 556;
  }
  return (units / 1000) * size;
}

export function toRuns(
  items: ReadonlyArray<unknown>,
  styles: Record<string, { vertical?: boolean }> = {},
): TextRun[] {
  const runs: TextRun[] = [];
  let pendingSpace = false;
  let seq = 0;
  for (const raw of items) {
    const item = raw as {
      str?: string;
      transform?: number[];
      width?: number;
      height?: number;
      fontName?: string;
      hasEOL?: boolean;
    };
    if (typeof item.str !== 'string' || !item.transform) continue;
    if (item.str.trim() === '') {
      pendingSpace = item.str.length > 0;
      if (item.hasEOL) pendingSpace = false;
      continue;
    }
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || item.height || 1;
    const verticalFontSetHorizontally =
      styles[item.fontName ?? '']?.vertical === true && Math.abs(b) < 1e-6 && Math.abs(c) < 1e-6;
    runs.push({
      str: item.str,
      x: e,
      y: f,
      width: verticalFontSetHorizontally ? estimateWidth(item.str, size) : (item.width ?? 0),
      size,
      angle: (Math.atan2(b, a) * 180) / Math.PI,
      font: item.fontName ?? '',
      seq: seq++,
      spaceBefore: pendingSpace,
    });
    pendingSpace = false;
  }
  return runs;
}

function toViewBox(viewport: PageViewport, bbox: [number, number, number, number]): BBox {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = viewport.convertToViewportRectangle(bbox);
  const round = (n: number) => Math.round(n * 100) / 100;
  return [round(Math.min(x0, x1)), round(Math.min(y0, y1)), round(Math.max(x0, x1)), round(Math.max(y0, y1))];
}

interface OperatorSummary {
  images: number;
  paths: number;
}

async function summariseOperators(pdfjs: PdfjsModule, page: PDFPageProxy): Promise<OperatorSummary> {
  const list = await page.getOperatorList();
  const imageOps = new Set<number>(
    IMAGE_OPS.map((name) => (pdfjs.OPS as Record<string, number>)[name]).filter(
      (n): n is number => typeof n === 'number',
    ),
  );
  let images = 0;
  let paths = 0;
  for (const fn of list.fnArray) {
    if (imageOps.has(fn)) images++;
    else if (fn === pdfjs.OPS.constructPath) paths++;
  }
  return { images, paths };
}

function fontLabel(page: PDFPageProxy, key: string): string | undefined {
  try {
    if (!page.commonObjs.has(key)) return undefined;
    const font = page.commonObjs.get(key) as { name?: string } | null;
    return typeof font?.name === 'string' ? font.name : undefined;
  } catch {
    return undefined;
  }
}

function blocksFromOcr(text: string, width: number, height: number): Block[] {
  return text
    .split(/\n\s*\n/u)
    .map((p) => p.replace(/\s*\n\s*/gu, ' ').trim())
    .filter((p) => p.length > 0)
    .map((p) => ({ kind: 'paragraph' as const, text: p, bbox: [0, 0, width, height] as BBox, fontSize: 0 }));
}

function pageText(blocks: Block[]): string {
  return blocks.map((b) => b.text).join('\n\n');
}

/**
 * What extraction hands pdf.js's getDocument for `data` (a copy: pdf.js transfers, and so detaches, the buffer it
 * is given; the caller keeps theirs). openPdfjsDocument uses it (extraction, the bench).
 */
export function pdfjsDocumentParams(
  data: Uint8Array,
  assets: PdfjsAssets,
  { drawsPages = false, worker }: { drawsPages?: boolean; worker?: InThreadWorker } = {},
) {
  return {
    data: data.slice(),
    worker: worker?.worker,
    cMapUrl: assets.cMapUrl,
    wasmUrl: assets.wasmUrl,
    // Standard-14 font programs only matter for drawing glyphs (OCR renders pages); text and widths come from
    // the PDF's own encoding and pdf.js's built-in metrics. Parsing them cost ~10% of extraction time on the corpus.
    standardFontDataUrl: drawsPages ? assets.standardFontDataUrl : undefined,
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
  };
}

/**
 * A document opened as extraction opens it, on a worker of its own (openInThreadWorker); `close` destroys the
 * document and then that worker, which pdf.js leaves running when it was given one.
 */
export async function openPdfjsDocument(
  pdfjs: PdfjsModule,
  data: Uint8Array,
  assets: PdfjsAssets,
  { drawsPages = false } = {},
) {
  const worker = await openInThreadWorker();
  const task = pdfjs.getDocument(pdfjsDocumentParams(data, assets, { drawsPages, worker }));
  return {
    task,
    async close() {
      await task.destroy().catch(() => {});
      worker.destroy();
    },
  };
}

/** Extracts text, layout and metadata from a PDF with pdf.js (OCR for image-only pages when given `ocr`). */
export async function extractPdf(data: Uint8Array, opts: ExtractPdfOptions = {}): Promise<ExtractedDocument> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_PDF_BYTES;
  if (data.byteLength > maxBytes) {
    throw new ExtractionError(
      'TOO_LARGE',
      `This PDF is too large to process (${formatBytes(data.byteLength)}); the limit is ${formatBytes(maxBytes)}.`,
      { bytes: data.byteLength, limit: maxBytes },
    );
  }
  if (!hasPdfHeader(data)) {
    throw new ExtractionError('MALFORMED', 'This file is not a valid PDF.');
  }
  if (!hasEofMarker(data)) {
    throw new ExtractionError(
      'MALFORMED',
      'This PDF is incomplete: the file appears to have been cut short. Download or export it again and upload the complete file.',
    );
  }
  throwIfAborted(opts.signal);

  const pdfjs = await loadPdfjs();
  const assets = opts.assets ?? pdfjsAssets();
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const opened = await openPdfjsDocument(pdfjs, data, assets, { drawsPages: opts.ocr !== undefined });
  let doc: PDFDocumentProxy;
  try {
    doc = await opened.task.promise;
  } catch (error) {
    await opened.close();
    throw mapOpenError(error);
  }

  try {
    const total = doc.numPages;
    if (total < 1) throw new ExtractionError('MALFORMED', 'This PDF has no pages.');
    if (total > maxPages) {
      throw new ExtractionError(
        'TOO_MANY_PAGES',
        `This PDF has ${total} pages; Clarion reads at most ${maxPages}. Split it into smaller documents and upload them separately.`,
        { pages: total, limit: maxPages },
      );
    }
    const [metadata, labels] = await Promise.all([readMetadata(doc), doc.getPageLabels().catch(() => null)]);

    const fonts = new Map<string, string>();
    const raw: RawPage[] = [];
    const perPageImages = opts.imageCounts === 'page';

    // Text content of the next pages is requested while this one is laid out: pdf.js inflates content
    // streams off-thread (DecompressionStream), so a few requests in flight keep this thread busy.
    const fetchText = (n: number) =>
      doc.getPage(n).then(async (page) => ({
        page,
        content: await page.getTextContent({ includeMarkedContent: false }),
      }));
    const inflight = new Map<number, ReturnType<typeof fetchText>>();
    const request = (n: number) => {
      if (n > total || inflight.has(n)) return;
      const promise = fetchText(n);
      promise.catch(() => {});
      inflight.set(n, promise);
    };

    for (let n = 1; n <= total; n++) {
      throwIfAborted(opts.signal);
      for (let ahead = 0; ahead < PREFETCH_PAGES; ahead++) request(n + ahead);
      let page: PDFPageProxy;
      let content: Awaited<ReturnType<typeof fetchText>>['content'];
      try {
        ({ page, content } = await inflight.get(n)!);
      } catch (error) {
        throw new ExtractionError(
          'MALFORMED',
          `This PDF could not be read: page ${n} is damaged. Re-export the document and upload it again.`,
          { page: n },
          { cause: error },
        );
      } finally {
        inflight.delete(n);
      }
      const viewport = page.getViewport({ scale: 1 });
      const runs = toRuns(content.items, content.styles);
      const blocks = layoutPage(runs, { dehyphenate: opts.dehyphenate });
      const chars = blocks.reduce((sum, b) => sum + b.text.replace(/\s/gu, '').length, 0);

      const fontKeys = Object.keys(content.styles);
      const needsFonts = opts.fontNames === true && fontKeys.some((k) => !fonts.has(k));
      const ocrCandidate = opts.ocr !== undefined && chars < OCR_TEXT_THRESHOLD;
      let summary: OperatorSummary | undefined;
      if (needsFonts || ocrCandidate || perPageImages) {
        summary = await summariseOperators(pdfjs, page);
        for (const key of fontKeys) {
          const label = fontLabel(page, key);
          if (label) fonts.set(key, label);
        }
      }
      const rawPage: RawPage = {
        number: n,
        width: Math.round(viewport.width * 100) / 100,
        height: Math.round(viewport.height * 100) / 100,
        blocks: blocks.map((b) => ({
          ...b,
          viewBox: toViewBox(viewport, b.bbox),
          lineViewBoxes: b.lineBoxes.map((line) => ({ ...line, bbox: toViewBox(viewport, line.bbox) })),
        })),
        imageCount: summary?.images ?? 0,
      };
      // Something is drawn but there is (almost) no text: a scan, or text converted to outlines.
      if (ocrCandidate && opts.ocr && summary && (summary.images > 0 || summary.paths >= 20)) {
        const png = await renderPageToPng(page, { scale: opts.ocrScale });
        throwIfAborted(opts.signal);
        const text = (await opts.ocr(png, n)).trim();
        if (text.replace(/\s/gu, '').length > chars) rawPage.ocrText = text;
      }
      raw.push(rawPage);
      page.cleanup();
      opts.onPage?.(n, total);
    }

    const headings = classifyHeadings(raw, fonts);

    let tableCount = 0;
    let ocrPages = 0;
    let textPages = 0;
    const pages: Page[] = raw.map((r) => {
      const label = labels?.[r.number - 1];
      let blocks: Block[];
      let ocr: boolean | undefined;
      if (r.ocrText !== undefined) {
        blocks = blocksFromOcr(r.ocrText, r.width, r.height);
        ocr = true;
        ocrPages++;
      } else {
        blocks = r.blocks.map((block) => {
          const level = headings.get(block);
          const out: Block = {
            kind: level ? 'heading' : block.kind,
            text: block.text,
            bbox: block.viewBox,
            lines: block.lineViewBoxes,
            fontSize: block.fontSize,
          };
          const fontName = fonts.get(block.font);
          if (fontName) {
            out.fontName = fontName.replace(/^[A-Z]{6}\+/u, '');
            out.bold = isBoldFontName(out.fontName);
          }
          if (level) out.level = level;
          if (block.cells) out.cells = block.cells;
          return out;
        });
        if (blocks.length > 0) textPages++;
      }
      tableCount += blocks.filter((b) => b.kind === 'table').length;
      const page: Page = {
        number: r.number,
        width: r.width,
        height: r.height,
        blocks,
        text: pageText(blocks),
        imageCount: r.imageCount,
      };
      if (label) page.label = label;
      if (ocr) page.ocr = true;
      return page;
    });

    const imageCount = perPageImages ? pages.reduce((n, p) => n + p.imageCount, 0) : countImageXObjects(data);
    const method: ExtractionMethod = ocrPages === 0 ? 'pdfjs' : textPages === 0 ? 'ocr' : 'pdfjs+ocr';
    return {
      pageCount: total,
      pages,
      text: pages
        .map((p) => p.text)
        .filter((t) => t.length > 0)
        .join('\n\n'),
      imageCount,
      tableCount,
      method,
      metadata,
    };
  } finally {
    await opened.close();
  }
}
