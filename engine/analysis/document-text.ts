/**
 * What the structure, AoV and SDR analyses read of a document: the text model (engine/text) and, from it,
 * the sections the readability engine scores and the fund names and share classes.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { tableDefinitionTexts, type ReadabilitySectionInput } from '../readability/index.ts';
import type { FlowBlock } from '../text/flow.ts';
import { listItems, textModel, type TextSentence, type TextUnit } from '../text/text-model.ts';
import { findFundNames, findShareClasses, type NamedItem } from './names.ts';

export { flowBlocks, type FlowBlock } from '../text/flow.ts';
export {
  countWordsIn,
  listItems,
  type TextSentence,
  type TextUnit,
  type UnitKind,
} from '../text/text-model.ts';

export interface DocumentText {
  flow: FlowBlock[];
  units: TextUnit[];
  sentences: TextSentence[];
  /** Words over all prose units (rough: runs of letters or digits). */
  wordCount: number;
}

/** Prose units and sentences in reading order, without running headers and footers (the text model's). */
export function documentText(doc: ExtractedDocument): DocumentText {
  return textModel(doc);
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
  flow: FlowBlock[] = textModel(doc).flow,
): ReadabilitySectionInput[] {
  return readabilitySectionsWithPages(doc, flow).sections;
}

/** toReadabilitySections, with the page of every heading and paragraph so results can cite pages. */
export function readabilitySectionsWithPages(
  doc: ExtractedDocument,
  flow: FlowBlock[] = textModel(doc).flow,
): ReadabilitySectionsWithPages {
  const sections: { heading?: string; paragraphs: string[]; definitions?: string[] }[] = [];
  const headingPages: (number | null)[] = [];
  const paragraphPages: number[][] = [];
  let current: { heading?: string; paragraphs: string[]; definitions?: string[] } | undefined;
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
    if (block.kind === 'table') {
      // not measured, but an acronym spelt out in a table is explained for the prose that follows
      const texts = tableDefinitionTexts(block.text);
      if (texts.length > 0) {
        if (!current) open(undefined, null);
        current!.definitions = [...(current!.definitions ?? []), ...texts];
      }
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
  #funds: NamedItem[] | undefined;
  #classes: NamedItem[] | undefined;

  constructor(readonly doc: ExtractedDocument) {
    this.flow = textModel(doc).flow;
  }

  get text(): DocumentText {
    return textModel(this.doc);
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
