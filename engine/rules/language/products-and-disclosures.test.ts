// The concept language read for product kinds (unregulated, crypto, foreign currency) and the disclosures they
// need (unregulated status, tax): sentences that state the concept and sentences that negate, hedge or disown it,
// written here, not taken from the external set. Gathered by concept from the tests of tuning rounds six to twelve
// (issue 26); RESULTS.md in testing/external-set keeps each round's history.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found } from '../testing/concept-test-support.ts';
import { analyse, type ConceptName } from './index.ts';

const packs = loadRulePacks(
  ['cobs4.yaml', 'risk-warnings.yaml', 'esg.yaml'].map((fileName) => ({
    fileName,
    text: readFileSync(new URL(`../packs/${fileName}`, import.meta.url), 'utf8'),
  })),
);

function fires(ruleId: string, text: string): boolean {
  const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
  return result.findings.some((f) => f.ruleId === ruleId);
}

const TAX = 'COBS4.2.1R-tax-treatment';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Unregulated assets: fine wine, carbon credits, land banked on planning, loan notes, staking, cashtags.
    ['unregulated-asset', 'Fine whisky: a liquid asset in every sense.'],
    ['unregulated-asset', 'Invest in carbon credits as the world decarbonises.'],
    ['unregulated-asset', 'Each plot should rise in value once planning permission is granted.'],
    ['unregulated-asset', 'Our loan notes pay 9% a year.'],
    ['unregulated-asset', 'Stake your tokens with our wallet.'],
    ['unregulated-asset', '$KITE is heading higher.'],
    ['cryptoasset', '$KITE is heading higher.'],
    ['unregulated-asset', 'Buy a student pod from £40,000.'],
    // Unregulated: bullion bought as bullion is still an unregulated asset.
    ['unregulated-asset', 'Buy silver bars minted in Switzerland.'],
    // Unregulated: bought and rented or bought back, plots on hope of planning, wine en primeur or by the case,
    // off-plan property, a bond funding the issuer's own lending or property.
    ['unregulated-asset', 'Buy a garage and we rent it back to the developer.'],
    ['unregulated-asset', 'We will take them back at a fixed price after five years.'],
    ['unregulated-asset', 'Your field gains value once outline planning consent is granted.'],
    ['unregulated-asset', 'Our plots have risen in value every year.'],
    ['unregulated-asset', 'Plots from £8,000.'],
    ['unregulated-asset', 'The Rioja en primeur offer is open.'],
    ['unregulated-asset', 'Buy six cases for your cellar portfolio.'],
    ['unregulated-asset', 'Off-plan villas in Lisbon from €300,000.'],
    ['unregulated-asset', 'The Wharfside Property Bond pays 9%.'],
    // Currency: the Gulf currencies and other ISO codes, a price quoted in one.
    ['foreign-currency', 'Rent is collected in riyals.'],
    ['foreign-currency', 'Townhouses from QAR 2.4m.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['cryptoasset', '$ABC shares rose after earnings.'],
    ['unregulated-asset', 'The fund holds infrastructure loans.'],
    // The metal naming the companies that dig it is shares; a good made from metal is being manufactured.
    ['unregulated-asset', 'The fund holds shares in silver miners and platinum producers.'],
    ['unregulated-asset', 'Our platinum cufflinks are made by hand in Sheffield.'],
    ['unregulated-asset', 'The fund holds World Bank sustainable development bonds.'],
    ['unregulated-asset', 'We rent the office we bought in 2019.'],
    ['unregulated-asset', 'A plot in the graph shows the trend.'],
    ['unregulated-disclosure', 'The issuer is authorised by the FCA.'],
    ['foreign-currency', 'Townhouses from £240,000.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });

  it('reads a cashtag as one token, a dollar sum as money', () => {
    expect(analyse('$KITE is up').lemmas).toBe(' cashtag be up ');
    expect(analyse('$5 is up').lemmas).toBe(' CUR NUM be up ');
  });
});

describe('disclosures of unregulated status', () => {
  it.each([
    'The issuer is not authorised by the Financial Conduct Authority.',
    'Your money is not covered by the Financial Services Compensation Scheme.',
  ])('finds the disclosure in "%s"', (sentence) => {
    expect(found('unregulated-disclosure', sentence)).not.toEqual([]);
  });
});

describe('tax benefits that need the caveat', () => {
  it('reads no tax benefit where tax is only charged', () => {
    expect(fires(TAX, 'Income is paid after basic deductions; tax is due on withdrawals.')).toBe(false);
  });
});
