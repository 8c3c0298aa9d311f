// What product a document is about (issue 30, item 5): rules written for one kind of product (the CFD warning,
// the cryptoasset warning, the high-risk warning for restricted mass market investments) do not apply to a
// document about another. A pension fund's factsheet that "passes" the CFD rule overstates what was checked.
//
// Conservative by design: a product rule is set aside only when the document is plainly about a fund (two or
// more distinct signs of one: a fund aim, fund facts, ongoing charges, a share class, a fund structure) AND
// nothing in it mentions the rule's product, read with the rule's own concept (so anything the rule could
// find keeps it applicable) and with wider terms. When unsure, the rule applies.
import type { Evidence } from './check-support.ts';
import { conceptMatches } from './concept-check.ts';
import type { CheckContext } from './checks.ts';
import type { Match } from './document-index.ts';
import type { ConceptName } from './language/index.ts';
import { quoteOf } from './quote.ts';
import { PRODUCT_TYPES, type ProductType } from './schema.ts';

export { PRODUCT_TYPES, type ProductType };

/** How each product type is named in a reason ("for CFD and spread bet promotions only"). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  cfd: 'CFDs, spread bets and rolling spot forex',
  cryptoasset: 'cryptoassets',
  'restricted-mass-market': 'restricted mass market investments (P2P, mini-bonds, unlisted shares)',
};

/** The rules' own concepts: whatever a product rule could find, keeps it applicable. */
const PRODUCT_CONCEPTS: Record<ProductType, ConceptName> = {
  cfd: 'leveraged-trading',
  cryptoasset: 'cryptoasset',
  'restricted-mass-market': 'restricted-investment',
};

/** Wider words than the concepts (which look for a claim): any of these in the text is a mention. */
const PRODUCT_TERMS: Record<ProductType, RegExp> = {
  cfd: /\b(?:cfds?|contracts? for differences?|spread[- ]bet(?:s|ting)?|rolling spot|forex|leveraged? trading|margin trading)\b/i,
  cryptoasset:
    /\b(?:crypto\w*|bitcoin|btc|ether(?:eum)?|stablecoins?|altcoins?|nfts?|blockchain|tokens?|digital (?:assets?|currenc(?:y|ies)|coins?))\b/i,
  'restricted-mass-market':
    /\b(?:peer[- ]to[- ]peer|p2p|mini[- ]?bonds?|crowd[- ]?fund\w*|loan notes?|unlisted (?:shares?|bonds?|compan(?:y|ies)|business(?:es)?)|non[- ]readily realisable)\b/i,
};

/** Signs that the document is about a fund (a collective investment scheme), each counted once. */
const FUND_SIGNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'fund aim', pattern: /\b(?:fund (?:aims?|objectives?)|objectives? and investment policy)\b/i },
  { name: 'fund facts', pattern: /\b(?:fund (?:facts|size|launch(?: date)?|manager|type)|launch date)\b/i },
  {
    name: 'fund charges',
    pattern: /\b(?:ongoing charges?(?: figure)?|fund management charge|annual management charge)\b/i,
  },
  { name: 'units or shares of the fund', pattern: /\b(?:share class(?:es)?|unit price|net asset value)\b/i },
  {
    name: 'fund structure',
    pattern:
      /\b(?:oeic|open[- ]ended investment company|unit trust|sicav|icvc|ucits|investment trust|pension (?:fund|plan))\b/i,
  },
];

/** Fewest distinct signs for a document to be read as about a fund. */
export const FUND_SIGNS_NEEDED = 2;

export interface ProductReading {
  /** The document is plainly about a fund: the signs found, each with its first sentence. */
  fund: { signs: string[]; evidence: Evidence[] } | null;
  /** Product types the document mentions, each with its first sentence. */
  mentions: Partial<Record<ProductType, Evidence>>;
}

function evidenceAt(ctx: CheckContext, sentence: number): Evidence {
  const s = ctx.index.sentences[sentence]!;
  return { page: s.page, quote: quoteOf(s.text) };
}

function firstMention(ctx: CheckContext, type: ProductType): Evidence | null {
  const fromConcept: Match | undefined = conceptMatches(ctx, PRODUCT_CONCEPTS[type])[0];
  if (fromConcept) return evidenceAt(ctx, fromConcept.sentence);
  const sentence = ctx.index.sentences.find((s) => PRODUCT_TERMS[type].test(s.text));
  return sentence ? evidenceAt(ctx, sentence.index) : null;
}

/** Reads what products the document is about; cached on the check context. */
export function readProducts(ctx: CheckContext): ProductReading {
  const cached = ctx.memo.get('products') as ProductReading | undefined;
  if (cached) return cached;
  const mentions: ProductReading['mentions'] = {};
  for (const type of PRODUCT_TYPES) {
    const found = firstMention(ctx, type);
    if (found) mentions[type] = found;
  }
  const signs: string[] = [];
  const evidence: Evidence[] = [];
  for (const sign of FUND_SIGNS) {
    const sentence = ctx.index.sentences.find((s) => sign.pattern.test(s.text));
    if (!sentence) continue;
    signs.push(sign.name);
    evidence.push(evidenceAt(ctx, sentence.index));
  }
  const reading: ProductReading = {
    fund: signs.length >= FUND_SIGNS_NEEDED ? { signs, evidence } : null,
    mentions,
  };
  ctx.memo.set('products', reading);
  return reading;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Why a rule for `products` does not apply to this document, or null when it applies: the document is plainly
 * about a fund and mentions none of the products. Any mention, or no clear reading, and the rule applies.
 */
export function productNotApplicableBecause(
  ctx: CheckContext,
  products: readonly ProductType[] | undefined,
): string | null {
  if (!products || products.length === 0) return null;
  const reading = readProducts(ctx);
  if (!reading.fund) return null;
  if (products.some((type) => reading.mentions[type])) return null;
  const first = reading.fund.evidence[0];
  const where = first ? ` (page ${first.page}: “${first.quote}”)` : '';
  return `Product type: the rule is for ${listOf(products.map((p) => PRODUCT_TYPE_LABELS[p]))} only; this document is about a fund, with ${listOf(reading.fund.signs)}${where}, and mentions none of them.`;
}
