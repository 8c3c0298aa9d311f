// The ninth tuning round (issue 18): each structure added for the round-nine wording, read for meaning, with a
// sentence that states the concept and one that negates, hedges or disowns it. Sentences are written here, not
// taken from the external set. Pack patterns (period and source of past performance) are checked through the
// shipped cobs-4 pack.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

const packs = loadRulePacks([
  {
    fileName: 'cobs4.yaml',
    text: readFileSync(new URL('../packs/cobs4.yaml', import.meta.url), 'utf8'),
  },
  {
    fileName: 'risk-warnings.yaml',
    text: readFileSync(new URL('../packs/risk-warnings.yaml', import.meta.url), 'utf8'),
  },
  {
    fileName: 'esg.yaml',
    text: readFileSync(new URL('../packs/esg.yaml', import.meta.url), 'utf8'),
  },
]);

function fires(ruleId: string, text: string): boolean {
  const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
  return result.findings.some((f) => f.ruleId === ruleId);
}

const PERIOD = 'COBS4.6.2R-performance-period';
const TAX = 'COBS4.2.1R-tax-treatment';
const SOURCE = 'COBS4.6.2R-performance-source';

describe('round nine: structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // The past-performance warning in other words: how it did before is no reliable guide.
    [
      'past-performance-warning',
      'What the trust has earned before is no reliable guide to what it earns next.',
    ],
    // The forecast warning: the speaker says it does not know or will not guess.
    ['forecast-warning', 'We do not know where the share price goes from here.'],
    ['forecast-warning', 'We never guess at the returns of the coming year.'],
    // Net zero: the firm's own target is still a target.
    ['net-zero-target', 'We have set a target to reach net zero by 2045.'],
    ['net-zero-target', 'Our portfolio is aligned with the UK net zero target.'],
    // Unregulated: bullion bought as bullion is still an unregulated asset.
    ['unregulated-asset', 'Buy silver bars minted in Switzerland.'],
    // Past performance: a chart's sum grown from a date, an average paid since a date, a market beaten, a recent
    // figure for a fund, a heading of performance to a date, a past purchase price with its year.
    ['past-performance', 'Value of £500 from 3 March 2020 to 2 March 2025: £812.'],
    ['past-performance', 'Our notes have paid lenders an average of 7.1% each year.'],
    ['past-performance', 'The trust has beaten its benchmark index in six of the last seven years.'],
    ['past-performance', 'Lately the Osier Fund was among the best, rising 18%.'],
    ['past-performance', 'Performance to 30 September 2025'],
    ['past-performance', 'Purchased for £4,200 in 2018.'],
    // Simulated: a plan tested against every past start date, a rule set that turned one sum into another,
    // what a selection would have grown a sum to.
    ['simulated-performance', 'We back-tested the note against each start date since 2008.'],
    ['simulated-performance', 'Our screen turned £2,000 into £5,600 over twelve years.'],
    ['simulated-performance', 'This blend would have turned £1,000 into £2,350.'],
    // Forecasts: a return the product is set or going to deliver, steady growth stated for years to come.
    ['forecast', 'Farmland is poised to deliver 7% a year.'],
    ['forecast', 'The portfolio is going to be there, generating double-digit returns.'],
    ['forecast', 'Vineyards give dependable growth over the next fifteen years.'],
    // Net zero: a product called net zero aligned, net zero reached by a year, net zero with its year as a badge.
    ['net-zero-target', 'Our bond fund is net-zero compatible.'],
    ['net-zero-target', 'The scheme will achieve net zero across all its holdings by 2045.'],
    ['net-zero-target', 'Net Zero 2040 pledge'],
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
    // Green claims: conscious of the environment, money made greener, working for the planet.
    ['green-claim', 'An environmentally aware pension.'],
    ['green-claim', 'We make your ISA cleaner.'],
    ['green-claim', 'Your money does more for the planet with us.'],
    // Currency: the Gulf currencies and other ISO codes, a price quoted in one.
    ['foreign-currency', 'Rent is collected in riyals.'],
    ['foreign-currency', 'Townhouses from QAR 2.4m.'],
    // Past performance: a recent figure for a fund in a clause after the claim.
    ['past-performance', 'Recently the Osier Fund has been among the top names in its sector, rising 18%.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('round nine: the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['past-performance-warning', 'What the trust has earned before is a good sign of what it earns next.'],
    ['forecast-warning', 'We know the market will recover this year.'],
    ['forecast-warning', "Don't know where to begin?"],
    // A country's target in law is context, not the firm's pledge.
    ['net-zero-target', 'Britain has set a legally binding target to reach net zero by 2050.'],
    ['net-zero-target', 'The statutory duty to reach net zero by 2050 may affect utility earnings.'],
    // The metal naming the companies that dig it is shares; a good made from metal is being manufactured.
    ['unregulated-asset', 'The fund holds shares in silver miners and platinum producers.'],
    ['unregulated-asset', 'Our platinum cufflinks are made by hand in Sheffield.'],
    ['past-performance', 'Recently, mortgage rates climbed to 6%.'],
    ['past-performance', 'The trust aims to beat its benchmark index.'],
    ['past-performance', 'Performance will be reported each quarter.'],
    ['simulated-performance', 'We test our systems against every new regulation.'],
    ['simulated-performance', 'We stress test the portfolio against all scenarios.'],
    ['past-performance', 'Investors have to pay an average of 1% in charges.'],
    ['past-performance', 'Growth to 2030'],
    ['past-performance', 'A minimum investment value of £500 from each new saver.'],
    ['past-performance', 'Buy for £4,200.'],
    ['unregulated-asset', 'The fund holds World Bank sustainable development bonds.'],
    ['simulated-performance', 'The fund turned £2,000 into £5,600 over twelve years.'],
    ['forecast', 'Farmland is not poised to deliver 7% a year, and may lose value.'],
    ['forecast', 'The fund aims for dependable growth over the next fifteen years.'],
    ['forecast', 'You are going to pay a 1% fee.'],
    ['unregulated-asset', 'We rent the office we bought in 2019.'],
    ['unregulated-asset', 'A plot in the graph shows the trend.'],
    ['green-claim', 'We make your ISA simpler.'],
    ['green-claim', 'Your money does more for you with us.'],
    ['unregulated-disclosure', 'The issuer is authorised by the FCA.'],
    ['foreign-currency', 'Townhouses from £240,000.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('round nine: a net zero label with and without its plan', () => {
  it('flags a fund called net-zero compatible only without a plan beside it', () => {
    const rule = 'ESG4.3.1R-net-zero-without-plan';
    expect(fires(rule, 'The Avocet Bond Fund is net-zero compatible.')).toBe(true);
    expect(
      fires(
        rule,
        'The Avocet Bond Fund is net-zero compatible. It will halve the carbon intensity of its holdings by 2030 and report progress each year.',
      ),
    ).toBe(false);
  });
});

describe('round nine: disclosures of unregulated status', () => {
  it.each([
    'The issuer is not authorised by the Financial Conduct Authority.',
    'Your money is not covered by the Financial Services Compensation Scheme.',
  ])('finds the disclosure in "%s"', (sentence) => {
    expect(found('unregulated-disclosure', sentence)).not.toEqual([]);
  });
});

describe('round nine: the period and source of past performance', () => {
  it('reads a span with its end, or with both ends, as the stated period', () => {
    const base =
      'The Kestrel Fund returned 41% (source: Tillman Data). Past performance is not a reliable guide.';
    expect(fires(PERIOD, `${base}`)).toBe(true);
    expect(
      fires(PERIOD, `Over the decade to 30 June 2024 the Kestrel Fund returned 41% (source: Tillman Data).`),
    ).toBe(false);
    expect(
      fires(PERIOD, 'In the six years ended 2023 the Kestrel Fund returned 41% (source: Tillman Data).'),
    ).toBe(false);
    expect(fires(PERIOD, 'Between 2016 and 2024 the Kestrel Fund returned 41% (source: Tillman Data).')).toBe(
      false,
    );
    expect(
      fires(
        PERIOD,
        'From its launch on 2 May 2019 to 1 May 2025 the Kestrel Fund returned 41% (source: Tillman Data).',
      ),
    ).toBe(false);
  });

  it('reads "since launch" as a period only with the launch date', () => {
    expect(fires(PERIOD, 'Since launch the Kestrel Fund has returned 41% (source: Tillman Data).')).toBe(
      true,
    );
    expect(
      fires(PERIOD, 'Since launch in March 2021 the Kestrel Fund has returned 41% (source: Tillman Data).'),
    ).toBe(false);
  });

  it('reads a passive attribution, a bracketed data name and the firm’s own records as the source', () => {
    const figure = 'Over the five years to 31 May 2025 the Pipit index rose by 62%';
    expect(fires(SOURCE, `${figure}.`)).toBe(true);
    expect(fires(SOURCE, `${figure}, calculated by Norland Indices.`)).toBe(false);
    expect(fires(SOURCE, `${figure} (Norland Market Research).`)).toBe(false);
    expect(fires(SOURCE, `${figure}, going by our own auction records.`)).toBe(false);
    expect(fires(SOURCE, `${figure}. Figures from Norland's yearbook.`)).toBe(false);
    // A bracket naming something else is no source.
    expect(fires(SOURCE, `${figure} (see page 4).`)).toBe(true);
  });
});

describe('round nine: tax benefits that need the caveat', () => {
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

  it('reads no tax benefit where tax is only charged', () => {
    expect(fires(TAX, 'Income is paid after basic deductions; tax is due on withdrawals.')).toBe(false);
  });
});
