/**
 * Document structure and visual content: heading outline, whether key sections can be found, tables,
 * images and words per page, font sizes (body text, the smallest text, risk text against the body) and the
 * metadata assistive technology relies on (title, language, tags), with a short list of concrete
 * accessibility findings. Pure: the same document gives the same result.
 */
import type { Block, ExtractedDocument } from '../document-model.ts';
import {
  countWordsIn,
  prepareDocument,
  type FlowBlock,
  type PreparedDocument,
} from '../analysis/document-text.ts';
import { clipQuote, type Finding } from '../analysis/finding.ts';
import { listItems } from '../text/index.ts';
import { KEY_SECTIONS, type KeySectionId } from './key-sections.ts';

export interface StructureOptions {
  /** Body text smaller than this is reported; default 9 pt. */
  minBodyTextPt?: number;
  /** A page with more words than this (scaled to A4) is reported as dense; default 750. */
  denseWordsPerA4?: number;
}

export interface OutlineEntry {
  level: number;
  text: string;
  page: number;
  /** No content before the next heading of the same or a higher level. */
  empty: boolean;
  /** The previous heading's level when this heading skips one or more levels (H1 → H3). */
  skippedFrom?: number;
  /** Set directly under a more prominent heading, as its subtitle: not checked for content or level. */
  subtitle?: boolean;
}

export interface HeadingSkip {
  from: number;
  to: number;
  page: number;
  heading: string;
}

export interface KeySection {
  id: KeySectionId;
  label: string;
  found: boolean;
  /** Page of the first heading or mention. */
  firstPage: number | null;
  /** Page of the first heading (or label set in capitals) that names it: a reader finds it by scanning. */
  headingPage: number | null;
  heading: string | null;
  /** The first passage that mentions it. */
  quote: string | null;
  quotePage: number | null;
}

export interface PageStructure {
  page: number;
  label?: string;
  words: number;
  headings: number;
  tables: number;
  images: number;
  /** Share of the page area covered by text blocks (0-1); null without geometry. */
  textCoverage: number | null;
  /** Words scaled to an A4 page, so pages of different sizes compare; null without geometry. */
  wordsPerA4: number | null;
  /** Smallest size of prose on the page (points); null when unknown. */
  smallestTextPt: number | null;
  ocr: boolean;
}

export interface TextSizeSample {
  pt: number;
  page: number;
  quote: string;
}

export interface FontSizeSummary {
  /** False for sources without font sizes (DOCX, XLSX, CSV, OCR): the size checks are skipped. */
  hasSizes: boolean;
  /** Size carrying most body characters, rounded to 0.5 pt. */
  predominantBodyPt: number | null;
  /** The first body passage at the predominant size. */
  bodySample: TextSizeSample | null;
  smallestBody: TextSizeSample | null;
  /** Pages with body text below the minimum. */
  pagesBelowMinimum: number[];
  minBodyTextPt: number;
  /** Risk warnings and risk sections: the size carrying most of their characters. */
  riskText: (TextSizeSample & { differencePt: number }) | null;
}

export interface MetadataChecks {
  title: { present: boolean; value: string | null };
  language: {
    present: boolean;
    value: string | null;
    /** Language the text reads as, from common words ('en', 'fr'), or null when unsure. */
    detected: string | null;
    matchesText: boolean | null;
  };
  /** Null when the format has no tags (DOCX, XLSX, CSV) or the extractor could not tell. */
  tagged: boolean | null;
}

export interface StructureResult {
  pageCount: number;
  outline: OutlineEntry[];
  headingCount: number;
  skippedLevels: HeadingSkip[];
  emptySections: OutlineEntry[];
  keySections: KeySection[];
  pages: PageStructure[];
  totals: { words: number; tables: number; images: number; headings: number };
  fonts: FontSizeSummary;
  metadata: MetadataChecks;
  findings: Finding[];
}

interface ProseBlock {
  fb: FlowBlock;
  chars: number;
  pt: number;
}

const roundHalf = (n: number): number => Math.round(n * 2) / 2;
const PROSE_WORD = /\p{L}{2,}/gu;
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();

function hasGeometry(block: Block): boolean {
  const [x0, y0, x1, y1] = block.bbox;
  return x1 > x0 && y1 > y0;
}

/** Running text, not a chart label or a figure: at least four words of letters. */
const proseCache = new WeakMap<Block, boolean>();

function isProse(block: Block): boolean {
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

const RISK_WARNING =
  /\bcapital (?:is )?at risk\b|\bget back less\b|\b(?:value|price)s? of (?:your |an |the )?investments?\b.{0,60}\b(?:fall|go down|rise|up and down)\b|\bcan (?:go down|fall) as well as\b|\b(?:go|goes|going) (?:up and down|down as well as up)\b|\bpast performance is not (?:a )?(?:reliable |good )?(?:guide|indicator)\b|\bnot guaranteed\b|\bmay lose\b|\byou could lose\b/i;

// ---------------------------------------------------------------------------------------------------------
// Outline

function buildOutline(flow: FlowBlock[]): OutlineEntry[] {
  const content = flow.filter((fb) => !fb.running);
  const outline: OutlineEntry[] = [];
  let previousLevel: number | null = null;
  content.forEach((fb, i) => {
    if (fb.block.kind !== 'heading') return;
    const level = fb.block.level ?? 1;
    const entry: OutlineEntry = { level, text: flat(fb.block.text), page: fb.page, empty: false };
    const previous = content[i - 1];
    if (previous && isSubtitle(previous, fb)) {
      // a line set under a title ("a sub-fund of …", the plan names under a fund name) belongs to it
      entry.subtitle = true;
      outline.push(entry);
      return;
    }
    let hasContent = false;
    for (let j = i + 1; j < content.length; j++) {
      const next = content[j]!.block;
      if (next.kind === 'heading') {
        if ((next.level ?? 1) <= level) break;
        continue;
      }
      if (/[\p{L}\p{N}]/u.test(next.text)) {
        hasContent = true;
        break;
      }
    }
    if (!hasContent) hasContent = contentNearby(content, fb, level);
    entry.empty = !hasContent;
    if (previousLevel !== null && level > previousLevel + 1) entry.skippedFrom = previousLevel;
    previousLevel = level;
    outline.push(entry);
  });
  return outline;
}

/** A less prominent heading set directly under a heading, with no more than a line's gap. */
function isSubtitle(previous: FlowBlock, heading: FlowBlock): boolean {
  const a = previous.block;
  const b = heading.block;
  if (a.kind !== 'heading' || previous.page !== heading.page) return false;
  if ((a.level ?? 1) >= (b.level ?? 1) || !hasGeometry(a) || !hasGeometry(b)) return false;
  const gap = b.bbox[1] - a.bbox[3];
  const overlaps = Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]) > 1;
  return overlaps && gap > -2 && gap < Math.max(4, 1.5 * b.fontSize);
}

/**
 * Multi-column pages: extractors may read two headings set side by side before the text under either, so
 * a heading also has content when text sits below it in the same column before the next heading there,
 * or beside it on the same row (a label and its value).
 */
function contentNearby(content: FlowBlock[], heading: FlowBlock, level: number): boolean {
  const box = heading.block.bbox;
  if (!hasGeometry(heading.block)) return false;
  const overlaps = (b: Block) => Math.min(b.bbox[2], box[2]) - Math.max(b.bbox[0], box[0]) > 1;
  const samePage = content.filter(
    (fb) => fb.page === heading.page && fb !== heading && hasGeometry(fb.block),
  );
  const hasText = (fb: FlowBlock) => fb.block.kind !== 'heading' && /[\p{L}\p{N}]/u.test(fb.block.text);
  const sameRow = samePage.some(
    (fb) =>
      hasText(fb) &&
      fb.block.bbox[0] >= box[2] - 2 &&
      Math.min(fb.block.bbox[3], box[3]) - Math.max(fb.block.bbox[1], box[1]) > 0.5 * (box[3] - box[1]),
  );
  if (sameRow) return true;
  const below = samePage.filter((fb) => fb.block.bbox[1] >= box[3] - 2 && overlaps(fb.block));
  const stop = Math.min(
    ...below
      .filter((fb) => fb.block.kind === 'heading' && (fb.block.level ?? 1) <= level)
      .map((fb) => fb.block.bbox[1]),
  );
  return below.some((fb) => hasText(fb) && fb.block.bbox[1] < stop);
}

// ---------------------------------------------------------------------------------------------------------
// Key sections

const isCaps = (text: string): boolean => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);

/**
 * Labels set in capitals that the extractor left inside a block ("CHARGES Investment management charge",
 * a table cell "FUND AIM"): visually they work as headings, so a reader scanning the page finds them.
 */
function capitalLabels(block: Block): string[] {
  if (block.kind === 'heading') return [flat(block.text)];
  if (block.kind === 'table') {
    const cells = block.cells?.flat() ?? block.text.split(/[\t\n]/);
    return cells.map(flat).filter((cell) => cell.length <= 60 && isCaps(cell));
  }
  const words = flat(block.text).split(' ');
  const lead: string[] = [];
  for (const word of words) {
    if (!isCaps(word) && !/^[&/()%-]$/u.test(word)) break;
    lead.push(word);
  }
  const label = lead.join(' ');
  return label.replace(/[^\p{L}]/gu, '').length >= 4 ? [label] : [];
}

function findKeySections(flow: FlowBlock[]): KeySection[] {
  const labels = new Map<FlowBlock, string[]>();
  const labelsOf = (fb: FlowBlock): string[] => {
    let found = labels.get(fb);
    if (!found) labels.set(fb, (found = capitalLabels(fb.block)));
    return found;
  };
  return KEY_SECTIONS.map((pattern) => {
    let heading: { page: number; text: string } | undefined;
    let mention: { page: number; quote: string } | undefined;
    for (const fb of flow) {
      if (fb.running) continue;
      if (!heading) {
        const label = labelsOf(fb).find((text) => pattern.heading.test(text));
        if (label) heading = { page: fb.page, text: label };
      }
      if (!mention && fb.block.kind !== 'heading') {
        const match = pattern.mention.exec(fb.block.text);
        if (match) mention = { page: fb.page, quote: quoteSentence(fb.block.text, match.index) };
      }
      if (heading && mention) break;
    }
    const pages = [heading?.page, mention?.page].filter((p): p is number => p !== undefined);
    return {
      id: pattern.id,
      label: pattern.label,
      found: pages.length > 0,
      firstPage: pages.length > 0 ? Math.min(...pages) : null,
      headingPage: heading?.page ?? null,
      heading: heading?.text ?? null,
      quote: mention?.quote ?? null,
      quotePage: mention?.page ?? null,
    };
  });
}

/** The sentence around a character offset, clipped to a quote. */
function quoteSentence(text: string, at: number): string {
  const flatText = text.replace(/\s+/g, ' ');
  const before = flatText.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), -1) + 1;
  const endDot = flatText.indexOf('. ', at);
  const end = endDot < 0 ? flatText.length : endDot + 1;
  return clipQuote(flatText.slice(start, end));
}

// ---------------------------------------------------------------------------------------------------------
// Pages and fonts

const A4_AREA = 595.28 * 841.89;

function pageStructures(doc: ExtractedDocument, flow: FlowBlock[]): PageStructure[] {
  const byPage = new Map<number, FlowBlock[]>();
  for (const fb of flow) {
    let list = byPage.get(fb.page);
    if (!list) byPage.set(fb.page, (list = []));
    list.push(fb);
  }
  return doc.pages.map((page) => {
    const blocks = byPage.get(page.number) ?? [];
    const words = blocks.reduce((n, fb) => n + countWordsIn(fb.block.text), 0);
    const area = page.width * page.height;
    const geometric = area > 0 && blocks.some((fb) => hasGeometry(fb.block));
    const covered = blocks.reduce((sum, fb) => {
      const [x0, y0, x1, y1] = fb.block.bbox;
      return sum + Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
    }, 0);
    const proseSizes = blocks
      .filter((fb) => isProse(fb.block) && fb.block.fontSize > 0)
      .map((fb) => fb.block.fontSize);
    const result: PageStructure = {
      page: page.number,
      words,
      headings: blocks.filter((fb) => fb.block.kind === 'heading' && !fb.running).length,
      tables: blocks.filter((fb) => fb.block.kind === 'table').length,
      images: page.imageCount,
      textCoverage: geometric ? Math.min(1, Math.round((covered / area) * 1000) / 1000) : null,
      wordsPerA4: geometric ? Math.round((words * A4_AREA) / area) : null,
      smallestTextPt: proseSizes.length > 0 ? roundHalf(Math.min(...proseSizes)) : null,
      ocr: page.ocr === true,
    };
    if (page.label !== undefined) result.label = page.label;
    return result;
  });
}

/** Size carrying most characters (ties: the larger size, so a tie never manufactures "small text"). */
function predominantSize(blocks: readonly ProseBlock[]): number | null {
  const weight = new Map<number, number>();
  for (const b of blocks) weight.set(b.pt, (weight.get(b.pt) ?? 0) + b.chars);
  const best = [...weight].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
  return best ? best[0] : null;
}

function riskBlocks(flow: FlowBlock[]): Set<FlowBlock> {
  const result = new Set<FlowBlock>();
  let riskLevel: number | null = null;
  for (const fb of flow) {
    if (fb.running) continue;
    const { block } = fb;
    if (block.kind === 'heading') {
      const level = block.level ?? 1;
      if (/\brisks?\b/i.test(block.text)) riskLevel = level;
      else if (riskLevel !== null && level <= riskLevel) riskLevel = null;
      continue;
    }
    if (riskLevel !== null || RISK_WARNING.test(block.text)) result.add(fb);
  }
  return result;
}

function fontSummary(flow: FlowBlock[], minBodyTextPt: number): FontSizeSummary {
  const prose: ProseBlock[] = flow
    .filter((fb) => !fb.running && fb.block.fontSize > 0 && isProse(fb.block))
    .map((fb) => ({ fb, chars: fb.block.text.length, pt: roundHalf(fb.block.fontSize) }));
  const predominant = predominantSize(prose);
  if (predominant === null) {
    return {
      hasSizes: false,
      predominantBodyPt: null,
      bodySample: null,
      smallestBody: null,
      pagesBelowMinimum: [],
      minBodyTextPt,
      riskText: null,
    };
  }
  let smallest: ProseBlock | undefined;
  for (const b of prose) if (!smallest || b.pt < smallest.pt) smallest = b;
  const pagesBelowMinimum = [...new Set(prose.filter((b) => b.pt < minBodyTextPt).map((b) => b.fb.page))];

  const risky = riskBlocks(flow);
  const riskProse = prose.filter((b) => risky.has(b.fb));
  const riskPt = predominantSize(riskProse);
  let riskText: FontSizeSummary['riskText'] = null;
  if (riskPt !== null) {
    // the example shown is a risk passage at the risk size, preferring an explicit warning
    const atSize = riskProse.filter((b) => b.pt === riskPt);
    const sample = atSize.find((b) => RISK_WARNING.test(b.fb.block.text)) ?? atSize[0]!;
    riskText = {
      pt: riskPt,
      page: sample.fb.page,
      quote: riskQuote(printedText(sample.fb.block)),
      differencePt: Math.round((predominant - riskPt) * 10) / 10,
    };
  }
  return {
    hasSizes: true,
    predominantBodyPt: predominant,
    bodySample: sampleAt(prose, predominant),
    smallestBody: smallest
      ? { pt: smallest.pt, page: smallest.fb.page, quote: clipQuote(printedText(smallest.fb.block)) }
      : null,
    pagesBelowMinimum,
    minBodyTextPt,
    riskText,
  };
}

function sampleAt(prose: readonly ProseBlock[], pt: number): TextSizeSample | null {
  const sample = prose.find((b) => b.pt === pt);
  return sample ? { pt, page: sample.fb.page, quote: clipQuote(printedText(sample.fb.block)) } : null;
}

/** A block's text as the document view shows it: list items without their bullets or numbers. */
function printedText(block: Block): string {
  return block.kind === 'list' ? listItems(block.text).join(' ') : block.text;
}

function riskQuote(text: string): string {
  const match = RISK_WARNING.exec(text);
  return match ? quoteSentence(text, match.index) : clipQuote(text);
}

// ---------------------------------------------------------------------------------------------------------
// Metadata

const EN_WORDS = new Set(
  'the and of to in is that for with on are be by this it as or your you will an from at not have which'.split(
    ' ',
  ),
);
const FR_WORDS = new Set(
  'le la les de des du et est en un une pour dans que qui sur par au aux ne pas sont ce cette avec'.split(
    ' ',
  ),
);

function detectLanguage(text: string): string | null {
  const words =
    text
      .slice(0, 30_000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  if (words.length < 50) return null;
  let en = 0;
  let fr = 0;
  for (const w of words) {
    if (EN_WORDS.has(w)) en++;
    if (FR_WORDS.has(w)) fr++;
  }
  if (en / words.length > 0.1 && en > fr * 2) return 'en';
  if (fr / words.length > 0.1 && fr > en * 2) return 'fr';
  return null;
}

const PLACEHOLDER_TITLE =
  /^(?:untitled|document\d*|microsoft word - .*|.*\.(?:docx?|pdf|indd|xlsx?|pptx?|rtf))$/i;

function metadataChecks(doc: ExtractedDocument): MetadataChecks {
  const title = doc.metadata.title?.trim() ?? '';
  const language = doc.metadata.language?.trim() ?? '';
  const detected = detectLanguage(doc.text);
  const primary = language.toLowerCase().split('-')[0] ?? '';
  const isPdf = doc.method === 'pdfjs' || doc.method === 'pdfjs+ocr' || doc.method === 'ocr';
  return {
    title: {
      present: title.length > 0 && !PLACEHOLDER_TITLE.test(title),
      value: title.length > 0 ? title : null,
    },
    language: {
      present: language.length > 0,
      value: language.length > 0 ? language : null,
      detected,
      matchesText: language.length > 0 && detected !== null ? primary === detected : null,
    },
    tagged: isPdf && doc.metadata.isTagged !== undefined ? doc.metadata.isTagged : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Findings

const LANGUAGE_TAGS: Record<string, string> = { en: 'en-GB', fr: 'fr-FR' };

function buildFindings(
  doc: ExtractedDocument,
  result: Omit<StructureResult, 'findings'>,
  denseWordsPerA4: number,
): Finding[] {
  const findings: Finding[] = [];
  const { metadata, fonts, pageCount } = result;
  const isPdf = doc.method === 'pdfjs' || doc.method === 'pdfjs+ocr' || doc.method === 'ocr';
  const format = isPdf ? 'PDF' : 'file';

  if (doc.method !== 'csv' && doc.method !== 'xlsx' && !metadata.title.present) {
    findings.push({
      id: 'structure.no-title',
      severity: 'medium',
      message: metadata.title.value
        ? `The document title is a placeholder ("${metadata.title.value}")`
        : 'No document title',
      suggestion: `Set a descriptive title in the ${format} properties${isPdf ? ' and choose to show the title, not the file name, in the window (Initial View)' : ''}: screen readers announce it first.`,
    });
  }
  if (doc.method !== 'csv' && !metadata.language.present) {
    const guess = metadata.language.detected ? LANGUAGE_TAGS[metadata.language.detected] : undefined;
    findings.push({
      id: 'structure.no-language',
      severity: 'medium',
      message: 'No document language is set',
      suggestion: `Set the document language${guess ? ` (${guess})` : ''} so screen readers pronounce the text correctly.`,
    });
  } else if (metadata.language.matchesText === false) {
    const guess = LANGUAGE_TAGS[metadata.language.detected ?? ''] ?? metadata.language.detected;
    findings.push({
      id: 'structure.language-mismatch',
      severity: 'low',
      message: `The document language is set to ${metadata.language.value} but the text reads as ${guess}`,
      suggestion: `Set the document language to ${guess} so screen readers use the right voice.`,
    });
  }
  if (metadata.tagged === false) {
    const extras = [
      result.totals.images > 0
        ? `${result.totals.images} image${result.totals.images === 1 ? '' : 's'} without alternative text`
        : '',
      result.totals.tables > 0
        ? `${result.totals.tables} table${result.totals.tables === 1 ? '' : 's'} without header structure`
        : '',
    ].filter(Boolean);
    findings.push({
      id: 'structure.not-tagged',
      severity: 'high',
      message: `PDF is not tagged${extras.length > 0 ? `: ${extras.join(' and ')}` : ''}`,
      suggestion:
        'Export a tagged PDF (PDF/UA) from the source file so headings, reading order, tables and image descriptions reach screen-reader users.',
    });
  }
  const ocrPages = result.pages.filter((p) => p.ocr).map((p) => p.page);
  if (ocrPages.length > 0) {
    findings.push({
      id: 'structure.scanned-pages',
      severity: 'high',
      message: `${ocrPages.length === pageCount ? 'Every page is' : `${ocrPages.length} page${ocrPages.length === 1 ? ' is' : 's are'}`} a scanned image (text recovered by OCR)`,
      page: ocrPages[0]!,
      suggestion:
        'Publish a PDF made from the source file: scanned text cannot be read aloud, searched or resized.',
    });
  }

  if (fonts.hasSizes && fonts.predominantBodyPt !== null) {
    const min = fonts.minBodyTextPt;
    if (fonts.predominantBodyPt < min) {
      findings.push({
        id: 'structure.body-text-small',
        severity: 'medium',
        message: `Most body text is set at ${fonts.predominantBodyPt} pt, below ${min} pt`,
        ...(fonts.bodySample ? { page: fonts.bodySample.page, quote: fonts.bodySample.quote } : {}),
        suggestion: `Set body text at 11-12 pt (at least ${min} pt); RNIB Clear Print guidance recommends 12-14 pt for readers with low vision.`,
      });
    }
    const smallest = fonts.smallestBody;
    // text clearly smaller than the body, and below the minimum: small print
    if (smallest && smallest.pt < min && smallest.pt <= fonts.predominantBodyPt - 1) {
      const others = fonts.pagesBelowMinimum.filter((p) => p !== smallest.page);
      findings.push({
        id: 'structure.small-text',
        severity: smallest.pt < 7 ? 'high' : 'medium',
        message: `Body text below ${min} pt on page ${smallest.page} (${smallest.pt} pt)${others.length > 0 && fonts.predominantBodyPt >= min ? `; also on page${others.length === 1 ? '' : 's'} ${listPages(others)}` : ''}`,
        page: smallest.page,
        quote: smallest.quote,
        suggestion: `Set this text at the body size (${Math.max(fonts.predominantBodyPt, min)} pt or more); small print is hard to read and easy to miss.`,
      });
    }
    const risk = fonts.riskText;
    if (risk && risk.differencePt >= 0.75) {
      findings.push({
        id: 'structure.risk-text-smaller',
        severity: 'medium',
        message: `Risk warnings set smaller than body text (${risk.pt} pt against ${fonts.predominantBodyPt} pt)`,
        page: risk.page,
        quote: risk.quote,
        citation: 'COBS 4.5.2R',
        suggestion:
          'Set risk warnings at least as large as the body text and keep them next to the benefits they qualify, so they are prominent, not obscured.',
      });
    }
  }

  const wordy = result.totals.words >= 300 && pageCount >= 2;
  if (wordy && result.headingCount === 0) {
    findings.push({
      id: 'structure.no-headings',
      severity: 'medium',
      message: `No headings in ${pageCount} pages: readers cannot scan or navigate the document`,
      suggestion:
        'Mark section titles as headings (Heading 1, 2, 3 styles) so they appear in the outline and screen readers can jump between them.',
    });
  } else if (wordy && pageCount >= 4 && result.headingCount < pageCount / 2) {
    findings.push({
      id: 'structure.few-headings',
      severity: 'low',
      message: `Only ${result.headingCount} heading${result.headingCount === 1 ? '' : 's'} in ${pageCount} pages`,
      suggestion:
        'Give each section a heading styled as one, so readers can scan the document and navigate it.',
    });
  }

  if (result.skippedLevels.length > 0) {
    const first = result.skippedLevels[0]!;
    const more = result.skippedLevels.length - 1;
    findings.push({
      id: 'structure.heading-level-skipped',
      severity: 'low',
      message: `Heading level skipped (H${first.from} → H${first.to}) on page ${first.page}${more > 0 ? `, and ${more} more` : ''}`,
      page: first.page,
      quote: clipQuote(first.heading),
      suggestion:
        'Nest headings one level at a time (H1, then H2, then H3) so the outline reflects the structure.',
    });
  }
  if (result.emptySections.length > 0) {
    const first = result.emptySections[0]!;
    const more = result.emptySections.length - 1;
    findings.push({
      id: 'structure.empty-section',
      severity: 'low',
      message: `Heading without content: "${clipQuote(first.text, 80)}" on page ${first.page}${more > 0 ? `, and ${more} more` : ''}`,
      page: first.page,
      quote: clipQuote(first.text),
      suggestion: 'Add the content this heading promises, or remove the heading.',
    });
  }

  for (const key of result.keySections) {
    const pattern = KEY_SECTIONS.find((k) => k.id === key.id);
    if (!pattern?.essential || key.firstPage === null) continue;
    if (pageCount >= 3 && key.firstPage > 2 && key.firstPage > Math.ceil(pageCount / 2)) {
      findings.push({
        id: `structure.key-info-late.${key.id}`,
        severity: 'medium',
        message: `Key information (${key.label}) first appears on page ${key.firstPage} of ${pageCount}`,
        page: key.firstPage,
        ...(key.quote ? { quote: key.quote } : {}),
        suggestion: `Bring a summary of the ${key.label} forward (near the start, under its own heading) so readers see it before deciding.`,
      });
    } else if (key.headingPage === null && result.headingCount >= 3) {
      findings.push({
        id: `structure.key-info-no-heading.${key.id}`,
        severity: 'low',
        message: `The ${key.label} are mentioned (page ${key.quotePage}) but no heading points to them`,
        ...(key.quotePage !== null ? { page: key.quotePage } : {}),
        ...(key.quote ? { quote: key.quote } : {}),
        suggestion: `Put the ${key.label} under a heading that names them, so readers can find them by scanning.`,
      });
    }
  }

  const dense = result.pages.filter(
    (p) => p.wordsPerA4 !== null && p.wordsPerA4 > denseWordsPerA4 && p.words >= 300,
  );
  if (dense.length > 0) {
    const worst = [...dense].sort((a, b) => (b.wordsPerA4 ?? 0) - (a.wordsPerA4 ?? 0))[0]!;
    findings.push({
      id: 'structure.dense-pages',
      severity: 'low',
      message: `Dense text: page ${worst.page} carries about ${worst.wordsPerA4} words (A4 equivalent)${dense.length > 1 ? `; ${dense.length} pages exceed ${denseWordsPerA4}` : ''}`,
      page: worst.page,
      suggestion:
        'Break the text up with headings, shorter paragraphs, lists and white space, or move detail to an appendix.',
    });
  }
  return findings;
}

function listPages(pages: number[]): string {
  const shown = pages.slice(0, 5).join(', ');
  return pages.length > 5 ? `${shown} and ${pages.length - 5} more` : shown;
}

// ---------------------------------------------------------------------------------------------------------

export function analyzeStructure(
  document: ExtractedDocument | PreparedDocument,
  options: StructureOptions = {},
): StructureResult {
  const prepared = prepareDocument(document);
  const { doc, flow } = prepared;
  const minBodyTextPt = options.minBodyTextPt ?? 9;
  const denseWordsPerA4 = options.denseWordsPerA4 ?? 750;
  const outline = buildOutline(flow);
  const pages = pageStructures(doc, flow);
  const skippedLevels: HeadingSkip[] = outline
    .filter((entry) => entry.skippedFrom !== undefined)
    .map((entry) => ({ from: entry.skippedFrom!, to: entry.level, page: entry.page, heading: entry.text }));
  const partial: Omit<StructureResult, 'findings'> = {
    pageCount: doc.pages.length,
    outline,
    headingCount: outline.length,
    skippedLevels,
    emptySections: outline.filter((entry) => entry.empty),
    keySections: findKeySections(flow),
    pages,
    totals: {
      words: pages.reduce((n, p) => n + p.words, 0),
      tables: pages.reduce((n, p) => n + p.tables, 0),
      images: pages.reduce((n, p) => n + p.images, 0),
      headings: outline.length,
    },
    fonts: fontSummary(flow, minBodyTextPt),
    metadata: metadataChecks(doc),
  };
  return { ...partial, findings: buildFindings(doc, partial, denseWordsPerA4) };
}
