import type { Evidence } from './checks.ts';

// Typographic variants a re-typeset or re-exported file changes without changing what it says.
const QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d]/g;

/** A quote as compared across re-runs: lowercase, whitespace collapsed, quotes and dashes made plain. */
export function normaliseQuote(quote: string): string {
  return quote
    .normalize('NFKC')
    .toLowerCase()
    .replace(QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a reviewer's decision on a finding was made on: the rule and its quotes, normalised and sorted (the
 * page is left out, so a passage moved to another page is the same evidence). The server hashes it.
 */
export function evidenceKey(ruleId: string, evidence: readonly Pick<Evidence, 'quote'>[]): string {
  const quotes = evidence.map((e) => normaliseQuote(e.quote)).sort();
  return [ruleId, ...quotes].join('\n');
}
