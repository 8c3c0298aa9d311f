// The eleventh tuning round (issue 18): structures, not phrases. Each structure added for round eleven is tested with
// at least two stated sentences in wording the round-eleven set does not use, and with clean look-alikes (negated,
// hedged, or a legitimate use in a real fund document). Sentences are written here, not taken from the external set.
// Pack patterns and the time checks are tested through the shipped cobs-4 pack.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';
import { WORDNET_SETS } from './wordnet-sets.generated.ts';

const packs = loadRulePacks([
  { fileName: 'cobs4.yaml', text: readFileSync(new URL('../packs/cobs4.yaml', import.meta.url), 'utf8') },
]);

function fires(ruleId: string, text: string): boolean {
  const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
  return result.findings.some((f) => f.ruleId === ruleId);
}

const URGENCY = 'COBS4.2.1R-urgency-pressure';
const BENEFITS = 'COBS4.5.2R-benefits-without-risks';
const SIMULATED = 'COBS4.6.6R-simulated-past-performance';
const DIMINISHED = 'COBS4.5.2R-diminished-warnings';

describe('round eleven: investing trivialised, by structure', () => {
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

describe('round eleven: scarcity stated in the passive (urgency)', () => {
  it.each([
    'The remaining units are being hoovered up by early backers.',
    'Places on the bond are getting snapped up.',
    'The allocation should be used up by Friday.',
    'Token supply should be depleted by tomorrow.',
    'Shares left over will never be released again.',
    "This tranche won't be offered to the public again.",
  ])('finds urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).not.toEqual([]);
  });

  it.each([
    'Units are priced daily at noon.',
    "The fund's allocation to bonds was reduced on Friday.",
    'The allocation is unlikely to be exhausted by Friday.',
    'Our office will not be open again until Monday.',
    'Places are limited to 40 due to the size of the room.',
  ])('finds no urgency in "%s"', (sentence) => {
    expect(found('urgency', sentence)).toEqual([]);
  });

  it('reads "act now" about the reader\'s own records as an administrative step, not pressure', () => {
    expect(fires(URGENCY, 'Please act now to update your contact details with us.')).toBe(false);
    expect(fires(URGENCY, 'Act today to confirm your tax residence status.')).toBe(false);
    expect(fires(URGENCY, 'Act now to secure your place in the fund.')).toBe(true);
  });
});

describe('round eleven: certainty by structure', () => {
  it.each([
    // A loss said to be impossible however far the loss word stands.
    'There is no way you end up with a loss on this.',
    'No chance this bond ever fails.',
    // A value that moves only one way.
    'Prices here only move in one direction.',
    // Growth made a certainty, as a noun (WordNet's "something that is certain") or baked in.
    'Our model makes profit a foregone conclusion.',
    'With this strategy, growth is a slam dunk.',
    'Your returns are hard-wired in from the start.',
    // A record of never missing; a rate called bankable.
    'In ten years it has never faltered.',
    'A bankable 9% every year.',
  ])('finds certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'There is no way to know whether you will make a loss.',
    'Growth is not a certainty.',
    'Prices can move in either direction.',
    "The income is a given percentage of the fund's value.",
    'Costs are baked into the price of each unit.',
    // The guarantee spelt out: a named guarantor and its condition (its limits are the protection rule's).
    'Halden Insurance plc guarantees your capital at maturity, provided you hold the bond for the full term.',
  ])('finds no certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });

  it('draws the certainty nouns from WordNet, not from a list written here', () => {
    const certainty = new Set<string>(WORDNET_SETS.wn_certainty);
    for (const word of ['foregone_conclusion', 'slam_dunk', 'sure_thing', 'inevitability', 'cert'])
      expect(certainty.has(word), word).toBe(true);
    // "Certainty" is first the state of mind (WordNet's sense 1), so the generated set leaves it to the lexicon.
    expect(certainty.has('certainty')).toBe(false);
  });
});

describe('round eleven: hype by structure', () => {
  it.each([
    // A gain as the subject of a word of astonishment.
    'The profit potential here is absolutely bonkers.',
    'Honestly, the returns were off the charts.',
    // Such a word alone, as an exclamation.
    'Incredible!',
    'Sensational.',
    // A rarity of a generation or a century; the trade of one's life.
    'A once-in-a-century opportunity for savers.',
    'This could be the trade of your life.',
  ])('finds hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).not.toEqual([]);
  });

  it.each([
    'Returns in 2022 were less extraordinary than in 2021.',
    'The range of possible returns is huge.',
    'Markets were hit by a once-in-a-century pandemic in 2020.',
    'An income for the rest of your life.',
    'The upside is not incredible, but it is steady.',
  ])('finds no hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).toEqual([]);
  });
});

describe('round eleven: benefits by structure', () => {
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

describe('round eleven: comparisons by structure', () => {
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

describe('round eleven: forecasts by a near date, and a date that is not a figure', () => {
  it.each([
    'Mark my words: this coin triples by the summer.',
    'Gold soars before Christmas, you heard it here first.',
  ])('finds forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).not.toEqual([]);
  });

  it.each([
    'Because of the snow forecast for 12 January, the office will close.',
    'The final dividend is expected for 30 June.',
    'The fund doubled in value between 2015 and 2024.',
  ])('finds no forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).toEqual([]);
  });
});

describe('round eleven: simulated and past performance by structure', () => {
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

describe('round eleven: warnings diminished by structure', () => {
  it.each([
    // The warning's neglect made normal.
    'Capital at risk. Nobody reads this bit anyway.',
    'You could lose money. Most people scroll straight past that.',
    // The reader moved back to the good part.
    'The value of your investment can fall. Right, back to the fun part!',
    // The warned loss said still to be awaited.
    "They said I could lose money. It's yet to happen.",
    'Everyone warned me I would lose. Still waiting for it to happen.',
    // The warning waved through as known.
    'Returns are not guaranteed, but you already know that.',
    // The reader told to disregard the warnings, or the warnings called scary.
    'Never mind the boring risk warnings.',
    'The value can fall. Sorry for the gloomy warning!',
  ])('finds a diminished warning in "%s"', (text) => {
    // Most of these count only beside a warning (within a sentence), so they are read as a short document.
    expect(fires(DIMINISHED, text)).toBe(true);
  });

  it.each([
    'Capital at risk. Everyone should read this section.',
    "Please don't forget the risk warnings.",
    'Returns are not guaranteed. But you should know that you could lose money.',
    'The value can fall. Back to the top of the page.',
  ])('finds no diminished warning in "%s"', (text) => {
    expect(fires(DIMINISHED, text)).toBe(false);
  });
});

describe('round eleven: absolute green claims', () => {
  it.each(['A pension that is kinder to the planet.', "Investing that's gentle to nature."])(
    'finds absolute-green-claim in "%s"',
    (sentence) => {
      expect(found('absolute-green-claim', sentence)).not.toEqual([]);
    },
  );

  it.each(['Being kind to customers is one of our values.', 'No fund is kind to the planet in every way.'])(
    'finds no absolute-green-claim in "%s"',
    (sentence) => {
      expect(found('absolute-green-claim', sentence)).toEqual([]);
    },
  );
});
