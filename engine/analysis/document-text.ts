/**
 * Views of an ExtractedDocument shared by the structure, AoV and SDR analyses: blocks in reading order with
 * running headers and footers marked, prose units (paragraphs, list items, table rows) and their sentences
 * with pages, and the sections the readability engine scores.
 */
import type { Block, ExtractedDocument } from '../document-model.ts';
import type { ReadabilitySectionInput } from '../readability/index.ts';
import { splitSentences } from '../readability/index.ts';
import { findFundNames, findShareClasses, type NamedItem } from './names.ts';

export interface FlowBlock {
  /** Position in reading order across the whole document. */
  order: number;
  /** 1-based page number. */
  page: number;
  /** Index within its page's blocks. */
  indexOnPage: number;
  block: Block;
  /**
   * A header or footer repeated across pages (running title, "2 of 3", a disclaimer line) or a bare page
   * number: kept out of outlines, sections and prose so it neither counts as content nor as a heading.
   */
  running: boolean;
}

/** The top and bottom bands of a page where running headers and footers sit. */
const TOP_BAND = 0.1;
const BOTTOM_BAND = 0.92;

const PAGE_NUMBER = /^(?:page )?#(?: of #)?$|^[ivxlc]+$/u;

/**
 * Running lines vary only in their numbers ("2 of 3", "Annual report 2020 | 5"), so numbers are ignored;
 * except in headings, where "Part 1" and "Part 2" at the top of their pages are different sections.
 */
function runningKey(block: Block): string {
  const text = block.text.toLowerCase();
  const numbersIgnored = text
    .replace(/\d+/g, '#')
    .replace(/[^\p{L}#&]+/gu, ' ')
    .trim();
  if (block.kind !== 'heading' || PAGE_NUMBER.test(numbersIgnored)) return numbersIgnored;
  return text.replace(/[^\p{L}\p{N}&]+/gu, ' ').trim();
}

function inBand(block: Block, height: number): boolean {
  if (height <= 0) return false;
  const [, y0, , y1] = block.bbox;
  if (y0 === 0 && y1 === 0) return false;
  return y0 < height * TOP_BAND || y1 > height * BOTTOM_BAND;
}

/** Blocks in reading order, running headers and footers marked. */
export function flowBlocks(doc: ExtractedDocument): FlowBlock[] {
  const pagesByKey = new Map<string, Set<number>>();
  for (const page of doc.pages) {
    for (const block of page.blocks) {
      if (block.kind === 'table' || !inBand(block, page.height)) continue;
      const key = runningKey(block);
      if (key.length === 0 || key.length > 200) continue;
      let pages = pagesByKey.get(key);
      if (!pages) pagesByKey.set(key, (pages = new Set()));
      pages.add(page.number);
    }
  }
  const pageCount = doc.pages.length;
  const isRunningKey = (key: string): boolean => {
    if (PAGE_NUMBER.test(key)) return true;
    const count = pagesByKey.get(key)?.size ?? 0;
    return count >= 2 && (count >= 3 || count >= pageCount * 0.25);
  };

  // a small header on later pages that repeats the first page's title ("Key Investor Information
  // Fidelity Index World Fund") is running even in a two-page document; a section heading that starts
  // with the title ("Assessment of Value: Performance") is set larger and stays
  const titles = (doc.pages[0]?.blocks ?? [])
    .filter((b) => b.kind === 'heading' && (b.level ?? 1) <= 2)
    .map((b) => ({ text: b.text.toLowerCase().replace(/\s+/g, ' ').trim(), size: b.fontSize }))
    .filter((t) => t.text.length >= 10 && t.size > 0);
  const repeatsTitle = (block: Block, pageNumber: number) =>
    pageNumber > 1 &&
    block.fontSize > 0 &&
    titles.some(
      (t) => block.fontSize <= t.size * 0.5 && block.text.toLowerCase().replace(/\s+/g, ' ').includes(t.text),
    );

  const flow: FlowBlock[] = [];
  for (const page of doc.pages) {
    page.blocks.forEach((block, indexOnPage) => {
      const running =
        block.kind !== 'table' &&
        inBand(block, page.height) &&
        (isRunningKey(runningKey(block)) || repeatsTitle(block, page.number));
      flow.push({ order: flow.length, page: page.number, indexOnPage, block, running });
    });
  }
  return flow;
}

export type UnitKind = 'paragraph' | 'list-item' | 'table-row' | 'caption';

/** A piece of prose: a paragraph, one list item, one table row (cells joined by " | ") or a caption. */
export interface TextUnit {
  index: number;
  page: number;
  /** Order of the block it came from (FlowBlock.order). */
  blockOrder: number;
  kind: UnitKind;
  text: string;
  /** Table rows only: the row's cells. */
  cells?: string[];
  /** Text of the nearest heading above, if any. */
  heading?: string;
}

export interface TextSentence {
  /** Index in the document's sentence list: neighbours are index ± 1. */
  index: number;
  unit: number;
  page: number;
  text: string;
}

const BULLET = /^\s*(?:[•●▪◦‣∙·○■□–-]|\(?[a-z0-9]{1,3}[.)])\s+/u;

/** List items without their bullet or number. */
export function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line.length > 0);
}

function tableRows(block: Block): string[][] {
  if (block.cells && block.cells.length > 0) return block.cells;
  return block.text.split('\n').map((row) => row.split('\t'));
}

export interface DocumentText {
  flow: FlowBlock[];
  units: TextUnit[];
  sentences: TextSentence[];
  /** Words over all prose units (rough: runs of letters or digits). */
  wordCount: number;
}

/**
 * Words: runs of non-space characters holding a letter or digit. A character loop, not a regex, because
 * it runs over every block and sentence and the budget for a 100-page document is 300 ms.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function countWordsIn(text: string): number {
  let words = 0;
  let inWord = false;
  let counted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 160 || c === 12) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      inWord = true;
      counted = false;
    }
    if (
      !counted &&
      ((c >= 48 && c <= 57) ||
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        (c >= 128 && LETTER_OR_DIGIT.test(text[i]!)))
    ) {
      words++;
      counted = true;
    }
  }
  return words;
}

/** Prose units and sentences in reading order, without running headers and footers. */
export function documentText(doc: ExtractedDocument, flow: FlowBlock[] = flowBlocks(doc)): DocumentText {
  const units: TextUnit[] = [];
  const sentences: TextSentence[] = [];
  let heading: string | undefined;
  let wordCount = 0;
  const push = (fb: FlowBlock, kind: UnitKind, text: string, cells?: string[]) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!/[\p{L}\p{N}]/u.test(trimmed)) return;
    const unit: TextUnit = { index: units.length, page: fb.page, blockOrder: fb.order, kind, text: trimmed };
    if (cells) unit.cells = cells;
    if (heading !== undefined) unit.heading = heading;
    units.push(unit);
    wordCount += countWordsIn(trimmed);
    const spans = kind === 'table-row' ? [{ text: trimmed }] : splitSentences(trimmed);
    for (const span of spans) {
      const sentence = span.text.trim();
      if (sentence.length === 0) continue;
      sentences.push({ index: sentences.length, unit: unit.index, page: fb.page, text: sentence });
    }
  };
  for (const fb of flow) {
    if (fb.running) continue;
    const { block } = fb;
    switch (block.kind) {
      case 'heading':
        heading = block.text.replace(/\s+/g, ' ').trim();
        break;
      case 'paragraph':
        push(fb, 'paragraph', block.text);
        break;
      case 'caption':
        push(fb, 'caption', block.text);
        break;
      case 'list':
        for (const item of listItems(block.text)) push(fb, 'list-item', item);
        break;
      case 'table':
        for (const row of tableRows(block)) {
          const cells = row.map((cell) => cell.replace(/\s+/g, ' ').trim());
          const filled = cells.filter((cell) => cell.length > 0);
          if (filled.length > 0) push(fb, 'table-row', filled.join(' | '), cells);
        }
        break;
    }
  }
  return { flow, units, sentences, wordCount };
}

/**
 * A label set in capitals at the start of a paragraph ("FUND AIM The objective of…", "GLOSSARY Investment
 * management charge…") or a short paragraph all in capitals: it reads as a heading, not as a sentence, and
 * its words are not acronyms. Two capitalised words, or one of six letters or more, so "FCA rules…" stays.
 */
export function splitCapitalLabel(text: string): { label: string | null; rest: string } {
  const flat = text.replace(/\s+/g, ' ').trim();
  const words = flat.split(' ');
  const isCapsWord = (w: string) => /\p{Lu}/u.test(w) && !/\p{Ll}/u.test(w) && !/\d/u.test(w);
  let n = 0;
  while (n < words.length && (isCapsWord(words[n]!) || (n > 0 && /^[&/()%–-]+$/u.test(words[n]!)))) n++;
  if (n === 0) return { label: null, rest: text };
  const lead = words.slice(0, n);
  const letters = lead.join('').replace(/[^\p{L}]/gu, '').length;
  const labelLike =
    (lead.filter((w) => /\p{L}{2}/u.test(w)).length >= 2 && letters >= 6) || (n === 1 && letters >= 6);
  if (!labelLike) return { label: null, rest: text };
  if (n === words.length) return words.length <= 8 ? { label: flat, rest: '' } : { label: null, rest: text };
  // the rest must start a sentence: a capital followed by lower case, or a number
  if (!/^(?:\p{Lu}\p{Ll}|\d)/u.test(words[n]!)) return { label: null, rest: text };
  return { label: lead.join(' '), rest: words.slice(n).join(' ') };
}

export interface ReadabilitySectionsWithPages {
  sections: ReadabilitySectionInput[];
  /** Page of each section's heading (null before the first heading). */
  headingPages: (number | null)[];
  /** Page of each paragraph: paragraphPages[section][paragraph]. */
  paragraphPages: number[][];
}

/**
 * Sections for analyzeReadability: each heading opens a section; paragraphs are paragraphs and each list
 * item is a paragraph. Tables, captions, running headers and footers, and text without letters (chart
 * labels, figures) are left out: they are not prose and would skew sentence lengths.
 */
export function toReadabilitySections(
  doc: ExtractedDocument,
  flow: FlowBlock[] = flowBlocks(doc),
): ReadabilitySectionInput[] {
  return readabilitySectionsWithPages(doc, flow).sections;
}

/** toReadabilitySections, with the page of every heading and paragraph so results can cite pages. */
export function readabilitySectionsWithPages(
  doc: ExtractedDocument,
  flow: FlowBlock[] = flowBlocks(doc),
): ReadabilitySectionsWithPages {
  const sections: { heading?: string; paragraphs: string[] }[] = [];
  const headingPages: (number | null)[] = [];
  const paragraphPages: number[][] = [];
  let current: { heading?: string; paragraphs: string[] } | undefined;
  let pages: number[] = [];
  const open = (heading: string | undefined, page: number | null) => {
    current = heading === undefined ? { paragraphs: [] } : { heading, paragraphs: [] };
    pages = [];
    sections.push(current);
    headingPages.push(page);
    paragraphPages.push(pages);
  };
  for (const fb of flow) {
    if (fb.running) continue;
    const { block } = fb;
    if (block.kind === 'heading') {
      open(block.text.replace(/\s+/g, ' ').trim(), fb.page);
      continue;
    }
    const paragraphs =
      block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? listItems(block.text) : [];
    for (const text of paragraphs) {
      if (!/\p{L}/u.test(text)) continue;
      const { label, rest } = splitCapitalLabel(text);
      if (label) open(label, fb.page);
      const paragraph = rest;
      if (!/\p{L}/u.test(paragraph)) continue;
      if (!current) open(undefined, null);
      current!.paragraphs.push(paragraph);
      pages.push(fb.page);
    }
  }
  return { sections, headingPages, paragraphPages };
}

/**
 * A document with the views the analyses share, computed once: blocks in reading order, and (on first use)
 * prose units and sentences, fund names and share classes.
 */
export class PreparedDocument {
  readonly flow: FlowBlock[];
  #text: DocumentText | undefined;
  #funds: NamedItem[] | undefined;
  #classes: NamedItem[] | undefined;

  constructor(readonly doc: ExtractedDocument) {
    this.flow = flowBlocks(doc);
  }

  get text(): DocumentText {
    return (this.#text ??= documentText(this.doc, this.flow));
  }

  /** Headings and prose units with their pages: where names are looked for. */
  #named(): TextOnPageList {
    return [
      ...this.flow
        .filter((fb) => !fb.running && fb.block.kind === 'heading')
        .map((fb) => ({ text: fb.block.text, page: fb.page })),
      ...this.text.units.map((u) => ({ text: u.text, page: u.page })),
    ];
  }

  get fundNames(): NamedItem[] {
    return (this.#funds ??= findFundNames(this.#named()));
  }

  get shareClasses(): NamedItem[] {
    return (this.#classes ??= findShareClasses(this.#named()));
  }
}

type TextOnPageList = { text: string; page: number }[];

export function prepareDocument(doc: ExtractedDocument | PreparedDocument): PreparedDocument {
  return doc instanceof PreparedDocument ? doc : new PreparedDocument(doc);
}
