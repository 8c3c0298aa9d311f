// The concept language read for comparisons, their basis, and investments likened to savings: sentences that state
// the concept and sentences that negate, hedge or disown it, written here, not taken from the external set.
// Gathered by concept from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set
// keeps each round's history.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Comparisons: a superlative over a whole market, a rival that wobbles, a pension as the rival.
    ['comparison', 'The cheapest dealing app in the UK.'],
    ['comparison', 'Gold beats pensions over any decade.'],
    ['comparison', 'Your pension wobbles while our fund pays out.'],
    ['savings-likeness', 'Savings accounts pay you 2%.'],
    ['comparison', 'Our fee against the nearest competitor.'],
    // Comparisons and savings: above a share of rivals, the average savings rate quoted, bank-like safety.
    ['comparison', 'Cheaper than 8 out of 10 platforms.'],
    ['comparison', 'Average instant-access account: 1.1% a year.'],
    ['savings-likeness', 'Average instant-access account: 1.1% a year.'],
    ['savings-likeness', 'Our bond is as secure as a building society.'],
    // Comparisons: a multiple of another figure, a branded index beaten, the lowest or best around.
    ['comparison', 'A yield of 6%, twice the 3% of the average bond fund.'],
    ['comparison', 'We beat the MSCI World last year.'],
    ['comparison', 'The lowest charges anywhere.'],
    // What a comparison's basis can be: the product said not to be the rival's kind.
    ['comparison-basis', 'This bond is not a deposit account.'],
    ['comparison-basis', 'Your investment is not covered by the FSCS.'],
    ['comparison', 'Why settle for 2%?'],
    ['comparison', 'Three times what you are earning now.'],
    ['comparison', 'Better than a buy-to-let.'],
    ['comparison', "Cash ISAs can't compete."],
    ['comparison', 'Where else can you earn 7%?'],
    ['comparison', 'Lower charges than the big names.'],
    ['comparison', 'Our income puts the banks to shame.'],
    ['comparison', 'No other broker offers this.'],
    ['comparison', 'You will not find a higher rate on the high street.'],
    ['comparison', 'It has left its peers standing.'],
    ['comparison', 'Like a cash ISA, only better.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['comparison', 'The fastest-growing companies in the UK.'],
    ['comparison', 'It may be cheaper than 8 out of 10 platforms, depending on what you hold.'],
    ['savings-likeness', 'Our bond is not as secure as a building society.'],
    ['comparison', 'We did not beat the MSCI World last year.'],
    ['comparison-basis', 'This bond pays 6%.'],
    ['comparison', 'Why settle at all before you have read the risks?'],
    ['comparison', 'It is not better than a buy-to-let for everyone.'],
    ['comparison', 'Where else can I find help?'],
    ['comparison', 'No other fees apply.'],
    ['comparison', 'It is like a savings account but with more risk.'],
    ['comparison', 'Cash ISAs and funds carry different risks.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('a hedge inside the match still hedges', () => {
  it.each<[ConceptName, string]>([['comparison', 'Where else can you earn 7%?']])(
    'still finds %s in "%s"',
    (concept, sentence) => {
      expect(found(concept, sentence)).not.toEqual([]);
    },
  );
});

describe('urgency, incentives, benefits, comparisons and green claims by frame', () => {
  it.each<[ConceptName, string]>([
    // A multiple of the rival's return; the product the better home for the reader's money.
    ['comparison', 'Twice the interest, same easy access.'],
    ['comparison', 'Property is the smarter place for your nest egg.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([['comparison', 'Shares are a riskier place for money you need soon.']])(
    'finds no %s in "%s"',
    (concept, sentence) => {
      expect(found(concept, sentence)).toEqual([]);
    },
  );
});

describe('comparisons by structure', () => {
  it.each([
    // A rival's figure stated with the rest of the verbs, belittled.
    'Rival platforms return barely 2%.',
    'Competitor bonds yield just 3.5%.',
    // The average or typical rival's figure beside the product's.
    'The average balanced fund: 3.1%. Ours: 7.4%.',
    'Typical wealth manager | 4.0% a year',
    // A rhetorical choice, however the choice is named.
    'Which plan would you rather hold?',
    // A ranking among rivals the firm picked itself.
    'Of the six providers we picked, we came top.',
    'Among the ten funds I chose, ours ranked first.',
  ])('finds comparison in "%s"', (sentence) => {
    expect(found('comparison', sentence)).not.toEqual([]);
  });

  it.each([
    'Of the funds we selected for the model portfolio, two fell in value.',
    'Which fund suits you depends on your goals.',
    'Rival platforms may offer different rates.',
  ])('finds no comparison in "%s"', (sentence) => {
    expect(found('comparison', sentence)).toEqual([]);
  });

  it('reads a peer group the firm chose itself as no basis, and one named by a third party as a basis', () => {
    expect(found('comparison-basis', 'We handpicked the peer group after the year ended.')).toEqual([]);
    expect(found('comparison-basis', 'We chose these competitors as our peer group.')).toEqual([]);
    expect(found('comparison-basis', 'The peer group is the IA Global sector.')).not.toEqual([]);
  });
});

describe('a comparison sized as a figure', () => {
  it.each([
    'Your pot gets 40% more a year with us.',
    'Costs come in 90% lower than that.',
    'Our drawdown plan gives you 25% extra each year.',
    'Enjoy a bigger pension than an annuity could give you.',
  ])('finds a comparison in "%s"', (sentence) => {
    expect(found('comparison', sentence)).not.toEqual([]);
  });

  it.each([
    'Fees are 0.2% lower than last year.',
    'Costs were 5% higher than planned.',
    'The fund may hold up to 10% more in cash than usual.',
    'You could get back 20% less than you invested.',
  ])('finds no comparison in "%s"', (sentence) => {
    expect(found('comparison', sentence)).toEqual([]);
  });
});
