import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContextFor, checkDocument } from './check-document.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';
import { productNotApplicableBecause, readProducts } from './product-type.ts';
import { documentFromText } from './testing/build-document.ts';

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
);

const PRODUCT_RULES = [
  'COBS22.5-cfd-risk-warning',
  'COBS4.12A-cryptoasset-risk-warning',
  'COBS4.12A-high-risk-investment-warning',
];

const FUND_FACTSHEET = `# L&G PMC Example Income Fund

# FUND AIM

To produce a rising income with capital growth from UK shares.

# FUND FACTS

Launch date: 28 Nov 2018. Fund size: £21.1m. The fund management charge is 0.75% a year.

Past performance is not a guide to the future. The value of an investment can go down as well as up.`;

const CFD_PROMOTION = `# Trade the markets with Example Markets

Spread bet and trade CFDs on 10,000 markets with tight spreads and fast execution. Open an account in minutes.`;

const context = (text: string) => checkContextFor(documentFromText(text));

describe(readProducts.name, () => {
  it('reads a factsheet as about a fund, from distinct signs, and finds no CFD, crypto or P2P mention', () => {
    const reading = readProducts(context(FUND_FACTSHEET));
    expect(reading.fund?.signs).toEqual(['fund aim', 'fund facts', 'fund charges']);
    expect(reading.fund?.evidence[0]).toEqual({ page: 1, quote: 'FUND AIM' });
    expect(reading.mentions).toEqual({});
  });

  it('does not read a document as about a fund from one sign, or the word "fund" alone', () => {
    expect(readProducts(context('Fund your account today and start investing in our fund.')).fund).toBeNull();
    expect(readProducts(context('The ongoing charge is 0.5% a year.')).fund).toBeNull();
  });

  it('finds each product named in ordinary words, with the sentence that names it', () => {
    expect(readProducts(context(CFD_PROMOTION)).mentions.cfd).toEqual({
      page: 1,
      quote: 'Spread bet and trade CFDs on 10,000 markets with tight spreads and fast execution.',
    });
    expect(readProducts(context('Buy Bitcoin and Ether in our app.')).mentions.cryptoasset?.page).toBe(1);
    expect(
      readProducts(context('Earn 7% a year lending through our peer-to-peer platform.')).mentions[
        'restricted-mass-market'
      ],
    ).toBeDefined();
  });
});

describe(productNotApplicableBecause.name, () => {
  it('sets a CFD rule aside for a fund that never mentions CFDs, and says why', () => {
    const reason = productNotApplicableBecause(context(FUND_FACTSHEET), ['cfd']);
    expect(reason).toBe(
      'Product type: the rule is for CFDs, spread bets and rolling spot forex only; this document is about a fund, with fund aim, fund facts and fund charges (page 1: “FUND AIM”), and mentions none of them.',
    );
  });

  it('keeps the rule when the fund mentions the product (a fund that uses CFDs): when unsure, it applies', () => {
    const text = `${FUND_FACTSHEET}\n\nThe fund may use contracts for difference to manage risk.`;
    expect(productNotApplicableBecause(context(text), ['cfd'])).toBeNull();
  });

  it('keeps the rule when the product cannot be told (no fund signs), and for rules without products', () => {
    expect(
      productNotApplicableBecause(context('Invest with us today. Capital at risk.'), ['cfd']),
    ).toBeNull();
    expect(productNotApplicableBecause(context(FUND_FACTSHEET), undefined)).toBeNull();
  });
});

describe('product-type applicability in checkDocument', () => {
  it('counts no CFD, crypto or high-risk rule as passed on a fund factsheet: they are not applicable, with the reason', () => {
    const result = checkDocument(documentFromText(FUND_FACTSHEET), packs, {
      documentType: 'financial-promotion',
    });
    const passed = result.passed.map((p) => p.ruleId);
    for (const id of PRODUCT_RULES) {
      expect(passed).not.toContain(id);
      expect(result.notApplicable).toContain(id);
      expect(result.notApplicableReasons.find((r) => r.ruleId === id)?.note).toMatch(/^Product type: /);
    }
    expect(result.stats.rulesPassed).toBe(result.passed.length);
    expect(result.stats.rulesNotApplicable).toBe(result.notApplicable.length);
  });

  it('still finds a CFD promotion without the warning, even when it also reads like a fund', () => {
    const text = `${FUND_FACTSHEET}\n\n${CFD_PROMOTION}`;
    const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
    expect(result.findings.map((f) => f.ruleId)).toContain('COBS22.5-cfd-risk-warning');
  });
});
