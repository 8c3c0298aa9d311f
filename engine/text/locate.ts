// Quote → place on the page, with the resolver the web's document view highlights with, so the engine can
// hold its own quotes to the same test the user's click does.
import type { ExtractedDocument } from '../document-model.ts';
import { locateOnPage, locateQuote, type QuoteLocation } from '#common/text/locate-quote.ts';

/** Where a quote is printed: on `page` if it is there, else on the first page that has it; null if nowhere. */
export function locate(doc: ExtractedDocument, quote: string, page?: number): QuoteLocation | null {
  return locateQuote(doc.pages, quote, page);
}

/** Is the quote printed on that page (the check every evidence quote must pass)? */
export function quoteResolves(doc: ExtractedDocument, page: number, quote: string): boolean {
  const onPage = doc.pages.find((p) => p.number === page);
  return onPage !== undefined && locateOnPage(onPage, quote) !== null;
}
