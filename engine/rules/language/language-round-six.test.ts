// The sixth tuning round (issue 18): each structure added for the round-six wording, read for meaning, with a
// sentence that states the concept and one that negates, hedges or disowns it. Sentences are written here, not
// taken from the external set.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import { analyse, type ConceptName } from './index.ts';

describe('round six: structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Urgency: an offer held only while the call lasts, passed down the list, scarce before a near day.
    ['urgency', 'I can only keep this place for you until Friday.'],
    ['urgency', 'If you pass, it goes straight to the next investor.'],
    ['urgency', 'The remaining bonds will be gone by the weekend.'],
    ['urgency', "Don't sleep on this token."],
    // Certainty and forecasts: a sum the reader will have, a figure a price will rise by, profits every period.
    ['certainty', "Save £50 a week and you'll have £26,000."],
    ['certainty', 'House prices in the town will rise 6% a year.'],
    ['certainty', 'The plan makes money, week in, week out.'],
    ['certainty', 'Your investment is repaid in full after five years.'],
    ['forecast', 'Put in £100 a month and you will end up with £40,000.'],
    ['forecast', 'The board is confident the company will deliver double-digit growth next year.'],
    // Comparisons: a superlative over a whole market, a rival that wobbles, a pension as the rival.
    ['comparison', 'The cheapest dealing app in the UK.'],
    ['comparison', 'Gold beats pensions over any decade.'],
    ['comparison', 'Your pension wobbles while our fund pays out.'],
    // Simulated performance: following a rule set, a sum put into a screen, a back-test, a practice mode.
    ['simulated-performance', 'Had you traded every signal we sent, you would have tripled your money.'],
    ['simulated-performance', 'Had you put £5,000 into our momentum model in 2012, it would now be £30,000.'],
    ['simulated-performance', 'The back-test shows the rules work.'],
    ['simulated-performance', 'Gains made in demo mode.'],
    // Diminished warnings: a warning conceded then overridden, a warning read out under music.
    ['diminished-warning', 'Prices can fall, of course, but the chart speaks for itself.'],
    ['diminished-warning', 'Shares are risky, blah blah.'],
    // Green claims: the planet put first, outcomes claimed for everything, every pound for the planet.
    ['green-claim', 'Funds that put nature first.'],
    ['green-claim', 'Positive outcomes for the planet in all we do.'],
    ['absolute-green-claim', 'Each pound you save with us is a win for the planet.'],
    // Unregulated assets: fine wine, carbon credits, land banked on planning, loan notes, staking, cashtags.
    ['unregulated-asset', 'Fine whisky: a liquid asset in every sense.'],
    ['unregulated-asset', 'Invest in carbon credits as the world decarbonises.'],
    ['unregulated-asset', 'Each plot should rise in value once planning permission is granted.'],
    ['unregulated-asset', 'Our loan notes pay 9% a year.'],
    ['unregulated-asset', 'Stake your tokens with our wallet.'],
    ['unregulated-asset', '$KITE is heading higher.'],
    ['cryptoasset', '$KITE is heading higher.'],
    // Benefits: money grown faster, inflation-linked income, a yield that beats a rival, ease sold as a benefit.
    ['benefit', 'Make the rest of your savings grow faster.'],
    ['benefit', 'Inflation-linked income for life.'],
    ['benefit', 'An income that outpaces cash.'],
    ['benefit', 'No hassle, no paperwork.'],
    // Hype: money pictured burning, a collapse prophesied, the product as the only way through.
    ['hype', 'Your pension is on fire.'],
    ['hype', 'A market meltdown is coming.'],
    ['hype', 'This fund is your lifeboat.'],
    // Past performance: a peer ranking over past periods.
    ['past-performance', 'A first-quartile fund over five years.'],
    ['savings-likeness', 'Savings accounts pay you 2%.'],
    ['past-performance', 'Growth fund: 14.2% (2023).'],
    ['comparison', 'Our fee against the nearest competitor.'],
    // Trivialising: a skill set at an everyday knack, minutes a day, a stake as a bite.
    ['trivialising', 'If you can book a holiday online, you can trade shares.'],
    ['trivialising', 'It needs just five minutes a week.'],
    ['trivialising', 'Start with a small punt.'],
    ['trivialising', 'Owning gold is as simple as ordering a book.'],
    ['trivialising', 'Tap to invest.'],
    ['trivialising', 'No expertise required.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('round six: the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    // Telling the reader not to hurry is the remedy, not pressure.
    ['urgency', "Please don't let the closing date rush you."],
    ['urgency', 'There is no need to decide in a hurry.'],
    // A capital return with its limit is the protection explained.
    ['certainty', 'Your capital is repaid in full unless the issuer fails.'],
    ['certainty', 'House prices in the town may rise 6% a year.'],
    ['comparison', 'The fastest-growing companies in the UK.'],
    ['simulated-performance', 'We never publish back-tests.'],
    ['cryptoasset', '$ABC shares rose after earnings.'],
    ['unregulated-asset', 'The fund holds infrastructure loans.'],
    ['past-performance', 'The fund will aim for 5% (2026).'],
    ['trivialising', 'If you can, you can also transfer an ISA.'],
    ['trivialising', 'We have made our charges as simple as possible.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });

  it('reads the seriousness of the decision said outright as disowning the trivial frame', () => {
    expect(found('serious-decision', 'Easy to buy, but not a small decision.')).not.toEqual([]);
    expect(found('serious-decision', "That doesn't make it a casual choice.")).not.toEqual([]);
    expect(found('serious-decision', 'Buy in one tap.')).toEqual([]);
  });

  it('reads a target with its assumptions, or said it may not be met, as the forecast warning', () => {
    expect(
      found('forecast-warning', 'The target is based on the rents we collect today and our assumptions.'),
    ).not.toEqual([]);
    expect(found('forecast-warning', 'The target may not be met.')).not.toEqual([]);
    expect(found('forecast-warning', 'We will meet the target.')).toEqual([]);
  });

  it('reads a cashtag as one token, a dollar sum as money', () => {
    expect(analyse('$KITE is up').lemmas).toBe(' cashtag be up ');
    expect(analyse('$5 is up').lemmas).toBe(' CUR NUM be up ');
  });
});
