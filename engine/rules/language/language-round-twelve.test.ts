// The twelfth tuning round (issue 18), on rounds twelve and thirteen: structures, not phrases. Each structure is
// tested with at least two stated sentences in wording neither set uses (each checked to fail on the rules before
// the round) and with clean look-alikes (negated, hedged, or a legitimate use in a real fund document). Sentences
// are written here, not taken from the external set.
import { describe, expect, it } from 'vitest';
import { analyse, findConceptIn, joinLemmas, type ConceptName } from './index.ts';
import { found } from '../testing/concept-test-support.ts';

/** The sentences of a passage that state a concept (a pronoun, or a dismissal, reads the sentence beside it). */
function statementsIn(concept: ConceptName, sentences: string[]): number[] {
  return findConceptIn(joinLemmas(sentences.map((s) => analyse(s))), concept).map((s) => s.sentence);
}

function certaintyIn(sentences: string[]): number[] {
  return statementsIn('certainty', sentences);
}

describe('round twelve: a fall or loss negated with a holding as subject is a safety claim', () => {
  it.each([
    "The trust's share price won't dip, come what may.",
    'Savings held with us never shrink.',
    'The value of your units does not decline, not even in a crash.',
    "The plan's value never slides, even in a bad year.",
  ])('finds certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'The price of units can go down as well as up.',
    'The value of your investment may decline.',
    'Capital is not guaranteed.',
    "The fund's price is published daily.",
    'The fund did not fall as much as its benchmark in 2022.',
    'This fund does not fall within the scope of the SDR labelling regime.',
    'It is not true that the unit price never goes down.',
  ])('finds no certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });
});

describe("round twelve: a floor at the reader's own stake", () => {
  it.each([
    'At maturity the plan pays out everything you invested or more.',
    'You will never receive less than the amount you paid in.',
    'The note can only repay the sum you deposited or better.',
  ])('finds certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'You may get back less than you invested.',
    'You could get back less than you put in.',
    'You can only invest up to £20,000 a year in an ISA.',
  ])('finds no certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });
});

describe('round twelve: income made certain by repetition', () => {
  it.each([
    'You collect 5.2% a year, every year.',
    'The trust pays out 4%, every single quarter.',
    'A 7% coupon, each and every year.',
  ])('finds certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'Income is paid every year in March.',
    'The ongoing charge of 0.8% is taken every year.',
    'It may pay 5% a year, every year, but this is not guaranteed.',
    'The fund aims to pay 4% a year, every year.',
    'An annual management charge of 0.35%, every year, applies.',
  ])('finds no certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });
});

describe('round twelve: a certain return whose subject is a pronoun for the product', () => {
  it.each([
    [['Move your old pension into our Growth Plan.', 'It will return 9% a year for ten years.']],
    [['Our new bond opens today, and they will pay you 6.5% every six months.']],
    [['Once the portfolio is set up, it will deliver 11% on your money.']],
  ])('finds certainty in %j', (sentences) => {
    expect(certaintyIn(sentences)).not.toEqual([]);
  });

  it.each([
    [['The fund will invest at least 80% in bonds.']],
    [['Move your old pension into our Growth Plan.', 'It may return 9% a year, but it could fall.']],
    [['The weather has been kind this spring.', 'It will return 9% of the tomatoes to the farm.']],
    [['Our fund aims to grow.', 'We expect it will return 9% a year.']],
  ])('finds no certainty in %j', (sentences) => {
    expect(certaintyIn(sentences)).toEqual([]);
  });
});

describe('round twelve: a future sum or return the reader is asked to picture, or retires with', () => {
  it.each([
    'Now picture what the coming decade might deliver.',
    'Think that was good? Imagine what our growth fund could earn for you next.',
    'Switch your ISA to us this spring and end up with £95,000.',
  ])('finds a forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).not.toEqual([]);
  });

  it.each([
    'Imagine what you could do with the extra time.',
    'Many people retire with less than £50,000 in their pension.',
    'Picture the kind of retirement you want, then speak to an adviser.',
  ])('finds no forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).toEqual([]);
  });

  it.each([
    'Top up your SIPP each April and finish with £400,000.',
    'Open a plan now and retire on £30,000.',
  ])('finds certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'Save £200 a month and you could retire with £150,000.',
    'Many savers retire with £40,000 or less.',
  ])('finds no certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });
});

describe('round twelve: urgency by structure', () => {
  it.each([
    // An order to act tied to a near, relative time.
    'Buy your coins before Thursday.',
    'Claim your allocation by tomorrow.',
    // Terms held only until a near time.
    'We can only promise the launch terms until Sunday.',
    // An offer kept to the first N takers.
    'The founder fee is for the first 300 investors only.',
    'Open only to the first 50 applicants.',
    // Acting while the offer is still there.
    'Switch now, while the deal is still available.',
    // A price that becomes a higher one on a near day.
    'The offer price moves to 102p on Monday.',
  ])('finds urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).not.toEqual([]);
  });

  it.each([
    'Apply by Friday 5 April to use this tax year’s allowance.',
    'Call us before Friday if you have any questions.',
    'Only the first 10 holdings are shown.',
    'While the fund is still open to new investors, its price is published daily.',
    'The price moved to 102p in March.',
    'Return your form by Friday.',
  ])('finds no urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).toEqual([]);
  });
});

describe('round twelve: wealth pictured as a violent upheaval', () => {
  it.each([
    'See your pension erupt over the next decade.',
    'Our smaller companies fund is about to explode.',
    'A torrent of income is heading your way.',
    'This is the profit earthquake everyone missed.',
    'Hurricane!',
    'Turbocharge your pot with the Meridian Tech Fund.',
  ])('finds hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).not.toEqual([]);
  });

  it.each([
    'The fund invests in companies rebuilding homes after the earthquake.',
    'Hurricane season can affect the insurers the fund holds.',
    'Income is paid every year in March.',
    'A sharp fall in markets could reduce your pot.',
  ])('finds no hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).toEqual([]);
  });
});

describe('round twelve: a warning diminished by structure', () => {
  const WARNING = 'Capital at risk: the value of your investment can fall.';
  it.each([
    // Beside a warning: there only because a rule says so, or kept for reference.
    'We include it only because the regulator says we must.',
    'That paragraph is really for the record.',
    // The warned loss something nobody expects to meet.
    'Nobody we know has ever come close to it.',
    // The warning narrowed to a few.
    'Capital at risk - but only for those who panic and sell.',
    // The risk relativised.
    'Then again, so does the cash in your current account.',
    'Everything in life carries some risk.',
    // The record invoked against it; a fall called good news; everyday wobbles, no concern of long-term holders.
    'Experience teaches us that patient holders are rewarded every time.',
    'Which is great news for regular savers.',
    'That is simply the normal wobble of markets.',
    'It need not trouble anyone with a ten-year horizon.',
  ])('finds a diminished warning in "%s" beside a warning', (sentence) => {
    expect(statementsIn('diminished-warning', [WARNING, sentence])).toContain(1);
  });

  it.each([
    // The same words with no warning beside them.
    'Then again, so does the cash in your current account.',
    'Which is great news for regular savers.',
  ])('finds no diminished warning in "%s" with no warning beside it', (sentence) => {
    expect(statementsIn('diminished-warning', ['Our fees are published on our website.', sentence])).toEqual(
      [],
    );
  });

  it.each([
    'Please read the risks section before you invest.',
    'Capital at risk. You should only invest money you can leave for at least five years.',
    'Some investors need their money back quickly; this fund may not suit them.',
  ])('finds no diminished warning in "%s" after a warning', (sentence) => {
    expect(statementsIn('diminished-warning', [WARNING, sentence])).toEqual([]);
  });

  it.each([
    'Jump to the exciting bit below.',
    'We see only a theoretical probability of default.',
    'A crash is simply a clearance sale for long-term buyers.',
    'The disclaimers that nobody reads are at the bottom.',
  ])('finds a diminished warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).not.toEqual([]);
  });

  it.each([
    'There is a real possibility of loss.',
    'The fund may fall sharply in a market crash.',
    'Skip to section 4 for the charges.',
  ])('finds no diminished warning in "%s"', (sentence) => {
    expect(found('diminished-warning', sentence)).toEqual([]);
  });
});

describe('round twelve: investing put on a level with an everyday errand', () => {
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

describe('round twelve: a comparison sized as a figure', () => {
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

describe('round twelve: an absolute green claim made universal with any verb', () => {
  it.each([
    'Every holding in the portfolio turns green over time.',
    'Every business in the fund is improving the environment.',
    'Each contribution you make benefits nature.',
  ])('finds an absolute green claim in "%s"', (sentence) => {
    expect(found('absolute-green-claim', sentence)).not.toEqual([]);
  });

  it.each([
    'Every company we own is assessed for its impact on the planet.',
    'Not every company we hold helps the planet yet.',
    'Each holding is reviewed against our climate policy every year.',
  ])('finds no absolute green claim in "%s"', (sentence) => {
    expect(found('absolute-green-claim', sentence)).toEqual([]);
  });
});

describe('round twelve: capital shielded, kept where it is, or a loss never to be thought of', () => {
  it.each([
    'Your savings stay put while the trust earns its income.',
    'With us, your principal remains untouched.',
    'Members of our bond club have never needed to worry about a loss.',
    'Our investors never have to think about a loss.',
  ])('finds certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'Capital is not shielded from market falls.',
    'You may never have to worry about losses, but you could lose money.',
    'Do not worry about losing sight of your goals: we send a yearly review.',
    'You need to think about losing money before you invest.',
  ])('finds no certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });
});

describe('round twelve: a backstop named as a feature', () => {
  it.each([
    'Every coin comes with our resale guarantee.',
    'Enjoy a five-year exit guarantee on every unit.',
    'Your loan is secured against a first charge on UK homes.',
  ])('finds a protection claim in "%s"', (sentence) => {
    expect(found('protection-claim', sentence)).not.toEqual([]);
  });

  it.each([
    'Dividends are not guaranteed.',
    'Rent guarantee insurance is not included.',
    'The fund invests in government bonds backed by the UK Treasury.',
  ])('finds no protection claim in "%s"', (sentence) => {
    expect(found('protection-claim', sentence)).toEqual([]);
  });
});

describe('round twelve: a rise carried to the reader by ellipsis; a period of the product called a marvel', () => {
  it.each([
    'House prices keep climbing, and so will your rental income.',
    'Demand is soaring and so will the return.',
  ])('finds a forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).not.toEqual([]);
  });

  it.each(['Markets fell, and so did our fund.', 'Rates may rise, and so could your costs.'])(
    'finds no forecast in "%s"',
    (sentence) => {
      expect(found('forecast', sentence)).toEqual([]);
    },
  );

  it.each([
    'It was an incredible, unforgettable month for our Asia portfolio.',
    'What a stellar quarter for your pension!',
  ])('finds hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).not.toEqual([]);
  });

  it.each(['It was an extraordinary year for markets.', 'It was a difficult year for the fund.'])(
    'finds no hype in "%s"',
    (sentence) => {
      expect(found('hype', sentence)).toEqual([]);
    },
  );
});
