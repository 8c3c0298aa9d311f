// The concept language read for benefits stated without their risks: sentences that state the concept and
// sentences that negate, hedge or disown it, written here, not taken from the external set. Gathered by concept
// from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps each round's
// history.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

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
const BENEFITS = 'COBS4.5.2R-benefits-without-risks';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Benefits: money grown faster, inflation-linked income, a yield that beats a rival, ease sold as a benefit.
    ['benefit', 'Make the rest of your savings grow faster.'],
    ['benefit', 'Inflation-linked income for life.'],
    ['benefit', 'An income that outpaces cash.'],
    ['benefit', 'No hassle, no paperwork.'],
    // Benefits: a rate named as the reader's feature, a multiple of the return, a market said to soar.
    ['benefit', 'Lock in a 6% yearly income.'],
    ['benefit', 'Earn three times the interest of a deposit.'],
    ['benefit', 'Rents are through the roof.'],
    ['benefit', 'To lock in your 7% annual income, please call us today.'],
    // Benefits: income paid straight to the reader, the best still to come, bright years ahead, growth drivers
    // sold as a region's appeal, money multiplied.
    ['benefit', 'Quarterly dividends, sent straight to your account.'],
    ['benefit', 'For our investors, the best is yet to come.'],
    ['benefit', 'A bright decade ahead for smaller companies.'],
    ['benefit', 'Rapidly expanding consumer demand across Asia.'],
    ['benefit', 'The trust has multiplied its holders’ money several times over.'],
    ['benefit', 'Collect £900 over a year.'],
    ['benefit', 'Enjoy 6.5% on your savings.'],
    ['benefit', 'Income for life.'],
    ['benefit', 'A dependable stream of income.'],
    ['benefit', 'Your pot could be worth far more.'],
    ['benefit', 'Make your pension work as hard as you do.'],
    ['benefit', 'Build wealth with us.'],
    ['benefit', 'Benefit from the growth of Asia.'],
    ['benefit', 'Make your savings go further.'],
    ['benefit', 'Put your cash to work.'],
    ['benefit', 'Get paid every quarter.'],
    ['benefit', 'Earn while you sleep.'],
    ['benefit', 'Share in the upside of the boom.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['benefit', 'To provide a 7% annual income, the fund invests in bonds.'],
    ['benefit', 'Rents are not through the roof.'],
    ['benefit', 'The best is not necessarily yet to come.'],
    ['benefit', 'Shares can be worth far more or far less than you paid.'],
    ['benefit', 'This fund does not offer income for life.'],
    ['benefit', 'Income is paid directly into your bank account each month.'],
    ['benefit', 'We do not promise that you will earn while you sleep.'],
    ['benefit', "The fund's performance benefited from the rise in oil prices."],
    ['benefit', 'We cannot promise to build wealth.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('tax benefits that need the caveat', () => {
  const caveat = ' Tax treatment depends on your individual circumstances and may change in the future.';

  it.each([
    'Hold the shares for three years and pay no CGT when you sell.',
    'Take £6,000 off your tax bill this year.',
    'SEIS relief gives you half your stake back.',
    'Gains roll up without UK tax deducted.',
    'Draw 5% a year with no tax to pay until you cash in.',
  ])('asks for the caveat beside "%s", and not once it is given', (sentence) => {
    expect(fires(TAX, sentence)).toBe(true);
    expect(fires(TAX, sentence + caveat)).toBe(false);
  });
});

describe('urgency, incentives, benefits, comparisons and green claims by frame', () => {
  it.each<[ConceptName, string]>([
    // Advantages the reader is told they will enjoy; experts doing the work.
    ['benefit', 'Members get cheaper charges and full control of their pension.'],
    ['benefit', 'Leave the professionals in charge: they manage your savings for you.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([['benefit', 'You will not get lower fees by switching.']])(
    'finds no %s in "%s"',
    (concept, sentence) => {
      expect(found(concept, sentence)).toEqual([]);
    },
  );
});

describe('benefits by structure', () => {
  it.each([
    // A fall in the market sold as a chance to profit.
    'Profit even if share prices tumble.',
    'Our members make money as markets crash.',
    // Money or accounts grown fast; leverage as a bigger position for less.
    'Grow a small pot quickly with our leveraged baskets.',
    'Hold a larger stake for a fraction of the cash.',
    // The growth driver that sells an emerging market, said to swell by a number.
    'A consumer class swelling by thousands a month.',
    'A middle class expanding at double-digit rates.',
    // A listed feature: income sent straight to the reader, with or without a comma.
    'Quarterly dividends paid direct to your bank',
  ])('finds benefit in "%s"', (sentence) => {
    expect(found('benefit', sentence)).not.toEqual([]);
  });

  it.each([
    'You can lose money when markets fall.',
    'Income is paid directly into your account each quarter.',
    'The population grew by 2% in 2024.',
    'The economy grew at 3% last year.',
  ])('finds no benefit in "%s"', (sentence) => {
    expect(found('benefit', sentence)).toEqual([]);
  });

  it('does not read a rise and fall named as chances to profit as a risk warning', () => {
    expect(found('risk-statement', 'Learn how to profit when prices fall as well as rise.')).toEqual([]);
    expect(
      fires(BENEFITS, 'See how traders make money when markets drop as well as rise. Join us on Thursday.'),
    ).toBe(true);
    expect(found('risk-statement', 'Prices can fall as well as rise.')).not.toEqual([]);
    expect(
      fires(BENEFITS, 'Our fund aims for growth. Prices can fall as well as rise and you may get back less.'),
    ).toBe(false);
  });
});
