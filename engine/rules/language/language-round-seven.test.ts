// The seventh tuning round (issue 18): each structure added for the round-seven wording, read for meaning, with a
// sentence that states the concept and one that negates, hedges or disowns it. Sentences are written here, not
// taken from the external set.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

describe('round seven: structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Certainty: an impossibility ("can't"), the outcome taken away as a figure, a value said to multiply, a rate
    // per period after a chain of imperatives, a recovery that always comes, never worth nothing, bank-like safety.
    ['certainty', 'With our bond you cannot lose.'],
    ['certainty', 'Stay for five years and walk away with 25% on top.'],
    ['certainty', 'Your savings will triple within a decade.'],
    ['certainty', 'Open an account, fund it and earn 1% a day.'],
    ['certainty', 'Property prices always bounce back.'],
    ['certainty', 'A diamond will never be worth nothing.'],
    ['certainty', 'Your money is as secure as it would be in a building society.'],
    ['certainty', 'You get back at least your original stake.'],
    // Forecasts: a future sum the product will pay out; the future said to be unknowable is the warning.
    ['forecast', 'The bond should pay out at least £9,000 at maturity.'],
    ['forecast-warning', "We can't predict what the fund will be worth."],
    ['forecast-warning', 'Nobody knows where prices go next.'],
    // Benefits: a rate named as the reader's feature, a multiple of the return, a market said to soar.
    ['benefit', 'Lock in a 6% yearly income.'],
    ['benefit', 'Earn three times the interest of a deposit.'],
    ['benefit', 'Rents are through the roof.'],
    ['benefit', 'To lock in your 7% annual income, please call us today.'],
    // Superlatives: "No. 1", an award, a leadership claimed.
    ['superlative', "Britain's No. 1 investing app."],
    ['superlative', 'An award-winning platform.'],
    ['superlative', 'A recognised market leader in pensions.'],
    // Comparisons and savings: above a share of rivals, the average savings rate quoted, bank-like safety.
    ['comparison', 'Cheaper than 8 out of 10 platforms.'],
    ['comparison', 'Average instant-access account: 1.1% a year.'],
    ['savings-likeness', 'Average instant-access account: 1.1% a year.'],
    ['savings-likeness', 'Our bond is as secure as a building society.'],
    // Green claims: greener than others, a capitalised first word that is not a name, a screen promising no harm.
    ['green-claim', 'Greener than the average pension.'],
    ['absolute-green-claim', 'Our exclusions ensure zero environmental damage.'],
    ['unregulated-asset', 'Buy a student pod from £40,000.'],
    // Urgency: the supply gone by a near day, a sum all that remains, the form to be sent back today.
    ['urgency', 'The issue will be fully subscribed by Thursday.'],
    ['urgency', 'Only £200,000 of the bonds are left.'],
    ['urgency', 'Please sign and post the application form today.'],
    // Trivialising: done in seconds, the speaker's ease offered as the reader's.
    ['trivialising', 'Buy your first share in ten seconds.'],
    ['trivialising', 'If I can manage it on my lunch break, you can invest too.'],
    // Incentives: a trade or deposit as an entry in a draw.
    ['incentive', 'Each deposit is an entry into the monthly draw.'],
    ['incentive', 'Five referrals, five tickets.'],
    // Past performance: a signed gain with its year, winning years, no losing year since a date, table headers.
    ['past-performance', '+8.2% in 2022.'],
    ['past-performance', 'Nine winning years out of ten.'],
    ['past-performance', 'Not a single year of losses since 2012.'],
    ['past-performance', 'Year to 30 June 2021 2022 2023'],
    ['past-performance', '2019 to 2023 Return'],
    // Simulated: rules applied to past data, a record had the product existed.
    ['simulated-performance', 'Figures produced by applying our screening rules to historical price data.'],
    ['simulated-performance', 'Had the fund been around in 2008, it would have fallen 30%.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('round seven: the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['certainty', 'You can lose money with any bond.'],
    ['certainty', 'Stay for five years and you could walk away with 25% on top.'],
    ['certainty', 'Your savings may triple, or fall.'],
    ['certainty', 'Property prices do not always bounce back.'],
    ['certainty', 'Your money is not as secure as it would be in a building society.'],
    ['certainty', 'You get back at least your original stake, provided the issuer stays solvent.'],
    ['certainty', 'Your shares are kept safe in a nominee account.'],
    ['forecast', 'Nobody can say whether the bond will pay out £9,000.'],
    ['forecast-warning', 'We can predict our charges.'],
    ['benefit', 'To provide a 7% annual income, the fund invests in bonds.'],
    ['benefit', 'Rents are not through the roof.'],
    ['superlative', 'We are not a recognised leader.'],
    ['comparison', 'It may be cheaper than 8 out of 10 platforms, depending on what you hold.'],
    ['savings-likeness', 'Our bond is not as secure as a building society.'],
    ['green-claim', 'Greener Futures Fund: annual report.'],
    ['urgency', 'The issue is unlikely to be fully subscribed by Thursday.'],
    ['urgency', 'There is no need to post the application form today.'],
    ['trivialising', 'It will not be done in ten seconds.'],
    ['trivialising', 'We have switched off the leaderboard and badges.'],
    ['incentive', 'There is no prize draw.'],
    ['past-performance', 'Charges of 0.2% in 2024.'],
    ['past-performance', 'A year of losses is possible.'],
    ['simulated-performance', 'We do not show figures from applying our rules to historical data.'],
    ['simulated-performance', 'The fund was launched in 2019.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });

  it('reads a warning labelled the dull part, then a move to the fun, as diminished', () => {
    expect(found('diminished-warning', 'The boring part: you could lose money.')).not.toEqual([]);
    expect(found('diminished-warning', 'You could lose money, now for the good stuff!')).not.toEqual([]);
    expect(found('diminished-warning', 'The important part: you could lose money.')).toEqual([]);
  });
});
