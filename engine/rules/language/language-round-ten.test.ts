// The tenth tuning round (issue 18): structures, not phrases. Each is a semantic field, a frame or a layout,
// with at least two stated sentences in wording the round-ten set does not use (other domains, other grammar)
// and a clean look-alike. Sentences are written here, not taken from the external set.
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found, packWith, TEST_RULE_ID } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

describe('round ten: investing mapped onto a leisure domain (trivialising)', () => {
  it.each([
    // A game's field in the same sentence as the investing object, either way round.
    'Complete the weekly quest: buy any two ETFs and claim your loot.',
    'Your ISA just hit a new high score!',
    'Every stock you own powers up your avatar.',
    // Gambling's field.
    'Building a pension with us beats any fruit machine.',
    'Roll the dice on a memecoin tonight.',
    'Hit the jackpot with Ardley shares.',
    // Sport's field.
    'The transfer window is open: sign a new token for your line-up.',
    'Your portfolio is your squad, so give it a shake-up.',
    // A likeness: "think of … as …", "the same way".
    'Think of your pension as a box set you binge later.',
    'You choose a film on a Friday night; choose your stocks the same way you choose a film.',
    // Gamified mechanics whatever the domain words: points per trade, a level reached, a streak, a pet fed.
    'Each deposit gives you 20 stars towards the next badge.',
    'Earn 100 points for every trade this month.',
    'Reach level 3 and you unlock lower fees.',
    'Invest three days in a row to keep your flame burning.',
    'Your coin critter is starving, feed it another investment!',
    // Belittling the stake; a register that waves the serious part away.
    'Turn that spare £10 into a slice of Tesla.',
    'Put in whatever you would spend on a takeaway.',
    'Investing, with no boring jargon.',
  ])('finds trivialising in "%s"', (sentence) => {
    expect(found('trivialising', sentence)).not.toEqual([]);
  });

  it.each([
    // Clean look-alikes: a fund's own vocabulary, a leisure industry a fund holds, the frame disowned, a level
    // that is a risk scale, a regular saving plan.
    'The fund holds shares in two casino operators and a lottery company.',
    'Our pension is not a lottery.',
    'The fund sits at level 4 of 7 on the risk scale.',
    'Shares in the top quartile of the league table.',
    'We do not give points for every trade.',
    'Why doesn’t our app have streaks or badges? Investing is not a game.',
    'You can pay in a regular amount each month by direct debit.',
  ])('finds no trivialising in "%s"', (sentence) => {
    expect(found('trivialising', sentence)).toEqual([]);
  });
});

describe('round ten: the small stake conceded with its risk kept (serious-decision)', () => {
  it('reads a small sum said still to be at risk as the remedy, not a belittled stake', () => {
    expect(
      found('serious-decision', 'Your top-ups are tiny, yet the money is still invested and can fall.'),
    ).not.toEqual([]);
    expect(found('serious-decision', 'It is a modest amount, though you could still lose it.')).not.toEqual(
      [],
    );
    expect(found('serious-decision', 'The fees are low but returns are still strong.')).toEqual([]);
  });
});

describe('round ten: "why not" invites, it does not negate', () => {
  it('reads "why not …" and "why don\'t you …" as the reader asked to act', () => {
    expect(found('trivialising', 'Why not treat your shares like a raffle?')).not.toEqual([]);
    expect(found('trivialising', "Why don't you play your portfolio like poker?")).not.toEqual([]);
    expect(found('trivialising', 'Why not back your favourite coins like a fantasy team.')).not.toEqual([]);
  });

  it('keeps the negation of a question about an absence', () => {
    expect(found('trivialising', "Why doesn't the fund buy casino shares?")).toEqual([]);
  });
});

describe('round ten: a warning diminished by its presentation', () => {
  it.each([
    'The narrator reads the risk warning as quickly as he can.',
    'The disclaimer is shown for half a second at the end of the clip.',
    'Risk warning: pale grey type in the bottom left corner.',
    'Capital at risk. #stocks #money #goals #rich #winning',
  ])('finds diminished-warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).not.toEqual([]);
  });

  it.each([
    'The risk warning stays on screen for the whole advert, in black on white.',
    'Please read the risk warning slowly and carefully.',
    'We process withdrawals as quickly as we can. Capital at risk.',
  ])('finds no diminished-warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).toEqual([]);
  });
});

describe('round ten: certainty, forecasts and rankings read by frame', () => {
  it.each<[ConceptName, string]>([
    // "will" with a multiple, whatever holds it and however the multiple is written.
    ['certainty', 'This token will 20x before Christmas.'],
    ['certainty', 'Your pension will grow five times over.'],
    ['forecast', 'Shares in Corvel will 3x once the patent lands.'],
    // A rate labelled guaranteed in a cell.
    ['certainty', 'Growth Portfolio | 6.5% (guaranteed) | Medium'],
    ['certainty', 'Monthly income of 0.6% (guaranteed) on every holding.'],
    // A ranking over any kind of provider.
    ['superlative', 'The No.1 wealth manager in Wales.'],
    ['superlative', 'Voted number 1 lender for landlords.'],
    // A projection named as such over the reader's money or a value, whatever figures follow.
    ['forecast', 'Your estimated pension income at 67'],
    ['forecast', 'Forecast value of a £10,000 holding'],
    // A table read by its frame: a header row of years alone, a row that opens with a past period and a return.
    ['past-performance', '2019 | 2020 | 2021 | 2022'],
    ['past-performance', '6 months | 3.4% | 2.9%'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['certainty', 'This token may 20x, or go to zero.'],
    ['certainty', 'The savings account pays 4% (guaranteed by the FSCS up to £85,000).'],
    ['forecast', 'Shares in Corvel rose 3x over the last decade.'],
    ['superlative', 'Our office is at No. 1 Harbour Street.'],
    ['forecast', 'We do not publish projected values.'],
    ['past-performance', 'Fund launched in 2019, rebranded in 2022.'],
    ['past-performance', 'Ongoing charge | 0.85% | 0.60%'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('round ten: hype as extremity beside wealth', () => {
  it.each([
    'A colossal payday is coming for early holders.',
    'Riches on a meteoric scale.',
    'This stock is exploding!',
    'Join the money revolution.',
    'One trade could change your finances for good.',
    'Next stop, the moon.',
  ])('finds hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).not.toEqual([]);
  });

  it.each([
    'A market shock could cost you money.',
    'It would be unwise to put all your money in one fund.',
    'The fund invests in companies driving the digital revolution.',
    'We do not promise explosive growth or riches.',
  ])('finds no hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).toEqual([]);
  });
});

describe('round ten: urgency, incentives, benefits, comparisons and green claims by frame', () => {
  it.each<[ConceptName, string]>([
    // An offer bound to a live event; a price going back up when it ends; a running clock; gone for good.
    ['urgency', 'The discount is just for viewers watching this stream.'],
    ['urgency', 'The minute the webinar is over, the fee returns to normal.'],
    ['urgency', 'The fee jumps back to standard rate at midnight.'],
    ['urgency', 'The clock is ticking already.'],
    ['urgency', 'Once the window shuts, this offer disappears forever.'],
    // Money the firm adds on the reader's act.
    ['incentive', 'Open an ISA this month and we credit you £75.'],
    ['incentive', 'Claim a £20 top-up on your first deposit.'],
    // Advantages the reader is told they will enjoy; experts doing the work.
    ['benefit', 'Members get cheaper charges and full control of their pension.'],
    ['benefit', 'Leave the professionals in charge: they manage your savings for you.'],
    // A multiple of the rival's return; the product the better home for the reader's money.
    ['comparison', 'Twice the interest, same easy access.'],
    ['comparison', 'Property is the smarter place for your nest egg.'],
    // Mending the world.
    ['absolute-green-claim', 'Our fund will clean up the planet.'],
    ['absolute-green-claim', 'Investing here helps mend our world.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['urgency', 'Prices went back to normal levels in 2023.'],
    ['urgency', 'You could lose your money for good.'],
    ['urgency', 'The recording of the webinar stays online for a year.'],
    ['incentive', 'We do not add any bonus when you deposit.'],
    ['benefit', 'You will not get lower fees by switching.'],
    ['comparison', 'Shares are a riskier place for money you need soon.'],
    ['absolute-green-claim', 'No single fund can fix the planet.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('round ten: a warning diminished by its type (layout, not words)', () => {
  const check = {
    type: 'concept',
    smallType: { concepts: ['risk-warning'], beside: ['benefit', 'certainty', 'forecast'], maxRatio: 0.6 },
  };
  const quotes = (text: string, options = {}) =>
    checkDocument(documentFromText(text, options), [packWith(check)])
      .findings.filter((f) => f.ruleId === TEST_RULE_ID)
      .flatMap((f) => f.evidence.map((e) => e.quote));

  it('finds a warning set far smaller than the claim it qualifies, whatever its words', () => {
    expect(
      quotes('# {28pt} Double-digit income, year after year†\n\n{7pt} †Your capital is at risk.'),
    ).not.toEqual([]);
    expect(
      quotes(
        '{20pt} Watch your savings grow faster with Penwick.\n\n{9pt} You may get back less than you invest.',
      ),
    ).not.toEqual([]);
  });

  it('finds a footnote in tiny type whose marker the claim carries, whatever the footnote says', () => {
    const footnotes = {
      ...check,
      smallType: { ...check.smallType, beside: ['absolute-green-claim', 'benefit'], footnotes: true },
    };
    const quote = (text: string) =>
      checkDocument(documentFromText(text), [packWith(footnotes)])
        .findings.filter((f) => f.ruleId === TEST_RULE_ID)
        .flatMap((f) => f.evidence.map((e) => e.quote));
    expect(
      quote('# Zero-carbon investing\u2020\n\n{7pt} \u2020Scope 1 emissions of listed holdings only.'),
    ).not.toEqual([]);
    expect(quote('# {24pt} Earn 6% a year*\n\n{8pt} *Fixed for the first year; then variable.')).not.toEqual(
      [],
    );
    // The same footnote at the claim's size, and a small footnote whose marker no claim carries.
    expect(quote('Earn 6% a year*\n\n*Fixed for the first year; then variable.')).toEqual([]);
    expect(quote('# Annual report\n\n{7pt} *Scope 1 emissions of listed holdings only.')).toEqual([]);
  });

  it('leaves a warning in type near the claim, a small warning with no claim, and text without font sizes', () => {
    expect(
      quotes('{12pt} Watch your savings grow faster.\n\n{10pt} You may get back less than you invest.'),
    ).toEqual([]);
    expect(quotes('# {28pt} Annual report\n\n{7pt} You may get back less than you invest.')).toEqual([]);
    expect(
      quotes('Watch your savings grow faster.\n\nYou may get back less than you invest.', {
        bodyFontSize: 0,
      }),
    ).toEqual([]);
  });
});

describe('round ten: a record from before the product existed (time, not words)', () => {
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
