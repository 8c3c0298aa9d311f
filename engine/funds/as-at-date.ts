/**
 * A document's "as at" date, read from its content: the key fact the funds engine compares across a fund's
 * documents (key-facts.ts), the date a document version carries (issue 30) and the date the staleness rule
 * (engine/rules, check type `document-age`) measures. One reader for all three, so they never disagree.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { textModel, type TextModel } from '../text/index.ts';
import { DATE_IN_TEXT, isoDate } from './figures.ts';
import type { KeyFact } from './types.ts';

const fact = (value: string, iso: string, page: number, quote: string): KeyFact => ({
  kind: 'as-at-date',
  value,
  normalized: iso,
  page,
  quote,
});

/**
 * A document's own date: "accurate as at 16/06/2021", a running "30 November 2024 Fact Sheet", a title ending
 * "Factsheet 31 March 2025", a dated cover.
 */
export function readAsAt(model: TextModel): KeyFact | null {
  const date = (text: string) => DATE_IN_TEXT.exec(text)?.[0] ?? null;
  const stated = /\b(?:accurate|correct|valid)\s+as\s+(?:at|of)\s+/i;
  for (const s of model.flowSentences) {
    const m = stated.exec(s.text);
    const d = m ? date(s.text.slice(m.index)) : null;
    if (d && isoDate(d)) return fact(d, isoDate(d)!, s.page, s.text);
  }
  // a date alone in a running header or a heading on page 1 (not a table's "26 Oct 2018" launch date)
  const first = model.flowSentences.filter((s) => s.page === 1 && (s.running || s.kind === 'heading'));
  for (const s of first) {
    const m =
      /^(.{6,20}?)\s+Fact ?Sheet$/i.exec(s.text) ??
      /^(?:Fact ?Sheet\s+)?(?:as at\s+)?(.{6,20})$/i.exec(s.text) ??
      // a title that ends with its date: "Example Growth Fund - Factsheet 31 March 2025"
      /\bFact ?Sheet\s*[-–—:]?\s*(.{6,20})$/i.exec(s.text);
    const d = m ? date(m[1]!) : null;
    if (d && d === m![1]!.trim() && isoDate(d)) return fact(d, isoDate(d)!, s.page, s.text);
  }
  const production = model.flowSentences.findIndex((s) =>
    /\b(?:KID|document) production date\b/i.test(s.text),
  );
  if (production >= 0) {
    for (const s of model.flowSentences.slice(production, production + 5)) {
      const d = date(
        s.text.slice(s === model.flowSentences[production] ? s.text.search(/production date/i) : 0),
      );
      if (d && isoDate(d)) return fact(d, isoDate(d)!, s.page, s.text);
    }
  }
  return null;
}

/** The document's "as at" date (YYYY-MM-DD) with the page and sentence it was read from, or null. */
export function readAsAtDate(doc: ExtractedDocument): KeyFact | null {
  return readAsAt(textModel(doc));
}
