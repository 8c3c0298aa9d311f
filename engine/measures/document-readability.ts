// The text every reading measure is taken on, and the readability result over it: one basis for the check,
// the analysis, the personas and Enhancements (issue 30, "one source per measure").
import type { ExtractedDocument } from '../document-model.ts';
import {
  readabilitySectionsWithPages,
  type ReadabilitySectionsWithPages,
} from '../analysis/document-text.ts';
import { analyzeReadability, type ReadabilityOptions, type ReadabilityResult } from '../readability/index.ts';
import { textModel } from '../text/index.ts';

export interface DocumentReadability {
  result: ReadabilityResult;
  /** The sections scored, with the page of each heading and paragraph. */
  layout: ReadabilitySectionsWithPages;
}

const FUNCTION_WORDS = new Set(
  `a an the of to in on at by for from with and or but if as is are was were be been it its this that these
  those you your we our they their he she his her not no can may will would should could has have had do does
  than then so which who what when where how all any each more most such into over under about`.split(/\s+/),
);

/**
 * Prose, not data set as text: at least four words, and in longer texts the small words that sentences are
 * made of ("the", "of", "and"). Portfolio listings and figure runs ("Loxam 4.25% Sen Reg S 17/15.04.24 …")
 * and chart labels have almost none.
 */
export function isProse(text: string): boolean {
  const tokens = text.toLowerCase().match(PROSE_TOKEN) ?? [];
  // One pass, and a letter test without a regex for plain a-z: it runs on every paragraph of the document.
  let words = 0;
  let small = 0;
  for (const token of tokens) {
    const first = token.charCodeAt(0);
    if ((first >= 97 && first <= 122) || (first > 127 && /^\p{L}/u.test(token))) words++;
    if (FUNCTION_WORDS.has(token)) small++;
  }
  if (words < 4) return false;
  if (tokens.length < 12) return true;
  return small >= tokens.length * 0.12;
}

const PROSE_TOKEN = /[\p{L}\p{N}'’.%/-]+/gu;

/**
 * Body prose in reading order: headings open sections (and are not scored), paragraphs and list items are
 * paragraphs; tables, captions, running headers and footers, and text that is not prose are left out.
 */
export function proseLayout(doc: ExtractedDocument): ReadabilitySectionsWithPages {
  const all = readabilitySectionsWithPages(doc, textModel(doc).flow);
  const paragraphPages: number[][] = [];
  const sections = all.sections.map((section, s) => {
    const pages: number[] = [];
    const paragraphs = section.paragraphs.filter((p, i) => {
      if (!isProse(p)) return false;
      pages.push(all.paragraphPages[s]?.[i] ?? all.headingPages[s] ?? 1);
      return true;
    });
    paragraphPages.push(pages);
    return { ...section, paragraphs };
  });
  return { sections, headingPages: all.headingPages, paragraphPages };
}

const cache = new WeakMap<ExtractedDocument, Map<string, DocumentReadability>>();

/**
 * The readability of a document's body prose. Built once per document object and options, so a check and an
 * analysis of the same document in one process share it.
 */
export function documentReadability(
  doc: ExtractedDocument,
  options: ReadabilityOptions = {},
): DocumentReadability {
  const key = JSON.stringify(options, (_k, v: unknown) => (v instanceof Set ? [...v] : v));
  let byOptions = cache.get(doc);
  if (!byOptions) cache.set(doc, (byOptions = new Map()));
  let found = byOptions.get(key);
  if (!found) {
    const layout = proseLayout(doc);
    found = { result: analyzeReadability({ sections: layout.sections }, options), layout };
    byOptions.set(key, found);
  }
  return found;
}
