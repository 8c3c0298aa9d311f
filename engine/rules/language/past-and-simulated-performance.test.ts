// The concept language read for past performance, its period and source, and simulated performance: sentences that
// state the concept and sentences that negate, hedge or disown it, written here, not taken from the external set.
// Gathered by concept from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set
// keeps each round's history.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found, packWith, TEST_RULE_ID } from '../testing/concept-test-support.ts';
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

const PERIOD = 'COBS4.6.2R-performance-period';
const SOURCE = 'COBS4.6.2R-performance-source';
const SIMULATED = 'COBS4.6.6R-simulated-past-performance';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Simulated performance: following a rule set, a sum put into a screen, a back-test, a practice mode.
    ['simulated-performance', 'Had you traded every signal we sent, you would have tripled your money.'],
    ['simulated-performance', 'Had you put £5,000 into our momentum model in 2012, it would now be £30,000.'],
    ['simulated-performance', 'The back-test shows the rules work.'],
    ['simulated-performance', 'Gains made in demo mode.'],
    // Past performance: a peer ranking over past periods.
    ['past-performance', 'A first-quartile fund over five years.'],
    ['past-performance', 'Growth fund: 14.2% (2023).'],
    // Past performance: a signed gain with its year, winning years, no losing year since a date, table headers.
    ['past-performance', '+8.2% in 2022.'],
    ['past-performance', 'Nine winning years out of ten.'],
    ['past-performance', 'Not a single year of losses since 2012.'],
    ['past-performance', 'Year to 30 June 2021 2022 2023'],
    ['past-performance', '2019 to 2023 Return'],
    // Simulated: rules applied to past data, a record had the product existed.
    ['simulated-performance', 'Figures produced by applying our screening rules to historical price data.'],
    ['simulated-performance', 'Had the fund been around in 2008, it would have fallen 30%.'],
    // The past-performance warning in other words: how it did before is no reliable guide.
    [
      'past-performance-warning',
      'What the trust has earned before is no reliable guide to what it earns next.',
    ],
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
    // Past performance: a recent figure for a fund in a clause after the claim.
    ['past-performance', 'Recently the Osier Fund has been among the top names in its sector, rising 18%.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['simulated-performance', 'We never publish back-tests.'],
    ['past-performance', 'The fund will aim for 5% (2026).'],
    ['past-performance', 'Charges of 0.2% in 2024.'],
    ['past-performance', 'A year of losses is possible.'],
    ['simulated-performance', 'We do not show figures from applying our rules to historical data.'],
    ['simulated-performance', 'The fund was launched in 2019.'],
    ['past-performance-warning', 'What the trust has earned before is a good sign of what it earns next.'],
    ['past-performance', 'Recently, mortgage rates climbed to 6%.'],
    ['past-performance', 'The trust aims to beat its benchmark index.'],
    ['past-performance', 'Performance will be reported each quarter.'],
    ['simulated-performance', 'We test our systems against every new regulation.'],
    ['simulated-performance', 'We stress test the portfolio against all scenarios.'],
    ['past-performance', 'Investors have to pay an average of 1% in charges.'],
    ['past-performance', 'Growth to 2030'],
    ['past-performance', 'A minimum investment value of £500 from each new saver.'],
    ['past-performance', 'Buy for £4,200.'],
    ['simulated-performance', 'The fund turned £2,000 into £5,600 over twelve years.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('the period and source of past performance', () => {
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

describe('certainty, forecasts and rankings read by frame', () => {
  it.each<[ConceptName, string]>([
    // A table read by its frame: a header row of years alone, a row that opens with a past period and a return.
    ['past-performance', '2019 | 2020 | 2021 | 2022'],
    ['past-performance', '6 months | 3.4% | 2.9%'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['past-performance', 'Fund launched in 2019, rebranded in 2022.'],
    ['past-performance', 'Ongoing charge | 0.85% | 0.60%'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('a record from before the product existed (time, not words)', () => {
  const check = { type: 'concept', beforeLaunch: ['past-performance'] };

  const quotes = (text: string) =>
    checkDocument(documentFromText(text), [packWith(check)])
      .findings.filter((f) => f.ruleId === TEST_RULE_ID)
      .flatMap((f) => f.evidence.map((e) => e.quote));

  it('finds performance whose years all fall before the stated launch year', () => {
    expect(
      quotes('The index rule gained 61% between 2015 and 2020. Our tracker launched in 2022.'),
    ).not.toEqual([]);
    expect(quotes('Inception: March 2024.\n\n+11.3% in 2021, +4.0% in 2022.')).not.toEqual([]);
  });

  it('leaves performance since launch, and performance with no launch year stated', () => {
    expect(quotes('Launched in 2018. The fund returned 9% in 2023.')).toEqual([]);
    expect(quotes('The fund returned 9% in 2023.')).toEqual([]);
  });
});

describe('simulated and past performance by structure', () => {
  it.each<[ConceptName, string]>([
    // The past replayed or re-run; a recent launch beside what it would have returned; a model portfolio's figures.
    ['simulated-performance', 'We simulated the last three crashes with our rules.'],
    ['simulated-performance', "Replay the past decade with our robo-adviser's picks."],
    ['simulated-performance', 'Launched last month, the tracker would have gained 40% since 2015.'],
    ['simulated-performance', 'Returns shown are from a notional portfolio.'],
    ['simulated-performance', 'Figures are based on a hypothetical account.'],
    // A signed figure over a past span; a past period put first.
    ['past-performance', 'Growth Trust: +18% over three years.'],
    ['past-performance', '+31% in two years'],
    ['past-performance', 'Last quarter, the trust gained 4.1%.'],
    ['past-performance', 'Past decade: the index rose by 120%.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['simulated-performance', 'Replay the webinar on our website.'],
    ['simulated-performance', 'Launched last year, the fund has returned 6% since launch.'],
    ['simulated-performance', 'Our model portfolios are reviewed every quarter.'],
    ['past-performance', 'Our target: +5% over the next two years.'],
    ['past-performance', 'Next year, the fund could grow by 5%.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });

  it('finds table rows of years before a launch stated as "live" or as an opening to investors', () => {
    expect(fires(SIMULATED, 'Live client money since 2022.\n\n| 2019 | 8.4% |\n| 2020 | 3.0% |')).toBe(true);
    expect(fires(SIMULATED, '| 2023 | 6.2% |\n\nThe strategy opens to investors in March 2026.')).toBe(true);
  });

  it('leaves rows after the launch, rows with no launch stated, and a fund that is merely open', () => {
    expect(fires(SIMULATED, 'Live since 2015.\n\n| 2023 | 4.1% |\n| 2024 | 6.0% |')).toBe(false);
    expect(fires(SIMULATED, 'Emissions cut target\n\n| 2030 | 50% |\n| 2040 | 90% |')).toBe(false);
    expect(fires(SIMULATED, 'The fund is open to new investors since 2021.\n\n| 2019 | 4.0% |')).toBe(false);
  });
});
