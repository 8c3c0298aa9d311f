/**
 * Where a quote stands in a document, read as the rules read it (DocumentIndex sentences, page by page).
 * A quote counts only if it is there verbatim once white space, typographic quotes, dashes and compatibility
 * characters (ligatures, "…") are made plain; a model's paraphrase or invention is not found.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { DocumentIndex } from '../rules/document-index.ts';
import { normaliseForMatching } from '../rules/patterns.ts';

/** A shorter quote ("the fund") proves nothing about where a finding is. */
export const MIN_QUOTE_WORDS = 3;
export const MIN_QUOTE_CHARS = 15;

export function normaliseQuote(text: string): string {
  return normaliseForMatching(text.normalize('NFKC'))
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The model's wrapping of an excerpt (quotation marks, a leading or trailing "...") is not part of it. */
function stripExcerptMarks(quote: string): string {
  return quote
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .replace(/^\.{3}\s*|\s*\.{3}$/g, '')
    .trim();
}

export interface QuoteLocation {
  page: number;
  /** The quote as it stands in the document (normalised). */
  quote: string;
  /** DocumentIndex sentence indices the quote overlaps. */
  sentences: number[];
}

interface PageText {
  page: number;
  text: string;
  /** Per sentence of the page: its index and [start, end) in `text`. */
  spans: { sentence: number; start: number; end: number }[];
}

export class DocumentQuotes {
  private readonly pages: PageText[] = [];

  constructor(readonly index: DocumentIndex) {
    let current: PageText | undefined;
    for (const sentence of index.sentences) {
      if (current?.page !== sentence.page) {
        current = { page: sentence.page, text: '', spans: [] };
        this.pages.push(current);
      }
      const norm = normaliseQuote(sentence.text);
      if (current.text) current.text += ' ';
      const start = current.text.length;
      current.text += norm;
      current.spans.push({ sentence: sentence.index, start, end: current.text.length });
    }
  }

  static of(document: ExtractedDocument): DocumentQuotes {
    return new DocumentQuotes(new DocumentIndex(document));
  }

  /** Where a model's quote is, or null when it is too short or not in the document verbatim. */
  locate(quote: string): QuoteLocation | null {
    const wanted = normaliseQuote(stripExcerptMarks(quote));
    if (wanted.length < MIN_QUOTE_CHARS || wanted.split(' ').length < MIN_QUOTE_WORDS) return null;
    for (const page of this.pages) {
      const at = page.text.indexOf(wanted);
      if (at !== -1)
        return { page: page.page, quote: wanted, sentences: sentencesIn(page, at, wanted.length) };
    }
    return null;
  }

  /**
   * Sentences an existing finding's evidence rests on. Its quote may be a window of a long sentence with "…"
   * where text was left out, so each fragment between ellipses is looked for on the evidence's page.
   */
  sentencesOfEvidence(evidence: { page?: number; quote?: string }): number[] {
    if (!evidence.quote) return [];
    const pages =
      evidence.page === undefined ? this.pages : this.pages.filter((p) => p.page === evidence.page);
    const fragments = normaliseQuote(evidence.quote)
      .split('...')
      .map((f) => f.trim())
      .filter((f) => f.length > 0);
    const found = new Set<number>();
    for (const page of pages)
      for (const fragment of fragments) {
        const at = page.text.indexOf(fragment);
        if (at !== -1) for (const s of sentencesIn(page, at, fragment.length)) found.add(s);
      }
    return [...found];
  }
}

function sentencesIn(page: PageText, start: number, length: number): number[] {
  const end = start + length;
  return page.spans.filter((s) => s.start < end && s.end > start).map((s) => s.sentence);
}
