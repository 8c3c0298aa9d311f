// The concept language read for investing trivialised, and the seriousness of the decision: sentences that state
// the concept and sentences that negate, hedge or disown it, written here, not taken from the external set.
// Gathered by concept from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set
// keeps each round's history.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Trivialising: a skill set at an everyday knack, minutes a day, a stake as a bite.
    ['trivialising', 'If you can book a holiday online, you can trade shares.'],
    ['trivialising', 'It needs just five minutes a week.'],
    ['trivialising', 'Start with a small punt.'],
    ['trivialising', 'Owning gold is as simple as ordering a book.'],
    ['trivialising', 'Tap to invest.'],
    ['trivialising', 'No expertise required.'],
    // Trivialising: done in seconds, the speaker's ease offered as the reader's.
    ['trivialising', 'Buy your first share in ten seconds.'],
    ['trivialising', 'If I can manage it on my lunch break, you can invest too.'],
    // Trivialising: a purchase in seconds, research set aside for the gut, fantasy sport and a contest with
    // friends, loose change the reader won't notice, the worst case waved away.
    ['trivialising', 'Investing in a fund with us takes a couple of seconds.'],
    ['trivialising', 'Skip the homework and follow your instinct.'],
    ['trivialising', 'It is like a fantasy league for shares.'],
    ['trivialising', 'Take on your colleagues and win the bragging rights.'],
    ['trivialising', 'We invest your loose change.'],
    ['trivialising', "It's a tenner, so what's the worst?"],
    ['trivialising', 'You will not even miss it.'],
    ['trivialising', 'Let the app do the thinking.'],
    ['trivialising', 'Tap and relax.'],
    ['trivialising', 'Our algorithm does the thinking.'],
    ['trivialising', 'Swipe right on a fund you like.'],
    ['trivialising', 'Choose shares like you would choose a playlist.'],
    ['trivialising', 'Basically shopping, for crypto.'],
    ['trivialising', 'Start with a tenner.'],
    ['trivialising', 'Invest your spare pennies.'],
    ['trivialising', 'Simpler than making a cuppa.'],
    ['trivialising', 'Trading is simpler than you think.'],
    ['trivialising', 'Master the markets in a weekend.'],
    ['trivialising', 'Four easy steps to your first share.'],
    ['trivialising', "Don't overthink it, just buy."],
    ['trivialising', 'Just hit buy and relax.'],
    ['trivialising', 'No experience, no problem.'],
    ['trivialising', 'Zero effort, all upside.'],
    ['trivialising', 'Think of it as Tinder for stocks.'],
    ['trivialising', 'Trade with your thumb on the bus.'],
    ['trivialising', 'Unlock new levels as you trade.'],
    ['trivialising', "Don't stress about the details."],
    ['trivialising', 'Who needs a broker when you have this app?'],
    ['trivialising', "Trading crypto isn't rocket science."],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['trivialising', 'If you can, you can also transfer an ISA.'],
    ['trivialising', 'We have made our charges as simple as possible.'],
    ['trivialising', 'It will not be done in ten seconds.'],
    ['trivialising', 'We have switched off the leaderboard and badges.'],
    ['trivialising', 'Opening an account takes a few seconds.'],
    ['trivialising', 'Do your research; do not just follow your instinct.'],
    ['trivialising', 'Investing is not a fantasy league.'],
    ['trivialising', 'Our analysts do the thinking behind the portfolio.'],
    ['trivialising', 'Do not swipe right on a fund without reading about it.'],
    ['trivialising', 'Investing is not like shopping.'],
    ['trivialising', 'What is the worst that could happen? You could lose all your money.'],
    ['trivialising', 'Choose a fund as you would choose any major purchase: carefully.'],
    ['trivialising', 'Click buy to confirm your order.'],
    ['trivialising', 'Like shopping around for a mortgage, compare the fees.'],
    ['trivialising', 'We run the portfolio without stress testing shortcuts.'],
    ['trivialising', 'Who needs financial advice?'],
    ['trivialising', 'Investing is rocket science to some.'],
    ['trivialising', 'Opening an account takes three easy steps.'],
    ['trivialising', 'No effort is spared in researching our holdings.'],
    ['trivialising', 'Investing is harder than you think.'],
    ['trivialising', 'It takes effort to understand a fund.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });

  it('reads the seriousness of the decision said outright as disowning the trivial frame', () => {
    expect(found('serious-decision', 'Easy to buy, but not a small decision.')).not.toEqual([]);
    expect(found('serious-decision', "That doesn't make it a casual choice.")).not.toEqual([]);
    expect(found('serious-decision', 'Buy in one tap.')).toEqual([]);
  });
});

describe('investing mapped onto a leisure domain (trivialising)', () => {
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

describe('the small stake conceded with its risk kept (serious-decision)', () => {
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

describe('investing trivialised, by structure', () => {
  it.each([
    // The investing act measured by the time of an everyday act.
    'Set up your stocks and shares ISA in the time it takes to boil an egg.',
    'Building my pension took less time than ordering a takeaway.',
    'Picking an ETF takes less thought than choosing a sandwich.',
    // Investing left to run untended while the reader lives.
    'Drop £50 into the global tracker, then forget about it.',
    'Set up a monthly top-up and get on with your weekend.',
    // Investing reduced to a pastime or a child's play; a task so easy even the hopeless get it right.
    'Pick a few funds and let them grow. That is all investing is.',
    "That's all there is to it: your portfolio runs itself.",
    'Trading here feels like playtime.',
    'Even someone who forgets their own birthday gets this right.',
    // Gamified progress whatever the reward is called.
    'You are three deposits away from your next reward.',
    'Level 4 members get priority support.',
    'Make five trades to unlock the Aurora card skin.',
    'Enjoy a fireworks animation on every trade.',
    'Invest a little every day for 100 days to complete the challenge.',
    // The details waved away, the hard part left to the firm.
    "Don't stress over the fine print, we've got it covered.",
    'Leave the complicated stuff to us and enjoy the ride.',
    'Leave the heavy lifting to us.',
  ])('finds trivialising in "%s"', (sentence) => {
    expect(found('trivialising', sentence)).not.toEqual([]);
  });

  it.each([
    // A service faster than it was, a chore set beside the decision's weight, the opposite advice.
    'Transfers between funds now take less time than before.',
    'Opening an account takes about ten minutes; choosing a fund deserves much longer.',
    "Don't just buy a fund and forget about it: review it every year.",
    // The reduction denied; a mistake, not an ease; a risk level; the account, not a look, unlocked.
    'That is not all investing is: there are risks and costs too.',
    'Even experienced investors get their timing wrong.',
    'The fund sits at level 5 of 7 on the risk scale.',
    'You can unlock your account with the code we send you.',
    'Unlock a closer look at the themes driving markets.',
    'We publish prices every day for each of our funds.',
    // Transfer forms handled for the reader, the details pointed to.
    "Don't worry about the paperwork: we handle the transfer forms for you.",
    'Please read the details in the key information document.',
  ])('finds no trivialising in "%s"', (sentence) => {
    expect(found('trivialising', sentence)).toEqual([]);
  });
});

describe('investing put on a level with an everyday errand', () => {
  it.each([
    'Picking shares through our app is roughly as demanding as a word search.',
    'Setting up a stocks and shares ISA is no trickier than ordering a new passport.',
    "Transferring your pension? It's no different from changing your broadband provider.",
    'If you can work a TV remote, you can run a SIPP.',
    'Things that take longer than starting an ISA with us: making toast, tying your shoes.',
    'Consolidating is only shifting cash from one account to another.',
    'An ISA is basically a money box.',
    'So honestly, what have you got to lose?',
  ])('finds trivialising in "%s"', (sentence) => {
    expect(found('trivialising', sentence)).not.toEqual([]);
  });

  it.each([
    'Reading our annual report is about as taxing as a novel.',
    'Investing in this fund is no more risky than investing in the index.',
    'Transfers can take longer than 30 days.',
    'Our fund is no different from other equity funds in its risks.',
    'An ISA is a tax wrapper, not an investment in itself.',
    'If you have any questions, you can call our team.',
  ])('finds no trivialising in "%s"', (sentence) => {
    expect(found('trivialising', sentence)).toEqual([]);
  });
});
