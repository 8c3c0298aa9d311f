// The language layer read for meaning: lemmas, negation scope, hedges, conditions, reported speech and
// names, each on the sentences that made phrase lists fail (issue 18).
import { describe, expect, it } from 'vitest';
import { CONCEPT_SPECS, WORD_SETS, type ConceptSpec } from './concept-lexicons.ts';
import { analyse, findConceptIn, joinLemmas, type ConceptName } from './index.ts';
import { patternWords } from './lexicon.ts';
import { found } from '../testing/concept-test-support.ts';

describe('lemmas', () => {
  it('reduces inflections to the words the lexicons use and splits contractions', () => {
    expect(analyse("Returns guaranteed: you can't lose, it won't fall.").lemmas).toBe(
      ' return guarantee : you can not lose , it will not fall . ',
    );
    expect(analyse('It has never had a losing year and rose 12% in 2024.').lemmas).toBe(
      ' it have never have a lose year and rise NUM % in YEAR . ',
    );
  });
});

describe('certainty', () => {
  it.each([
    'Your 7% return is locked in for three years.',
    'Our portfolio has never had a losing year.',
    'You will earn 9% a year.',
    "With us you simply can't go wrong.",
    'Bitcoin is a secure home for your pension pot.',
    "You'll never lose a penny of what you pay in.",
  ])('finds a claim of certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'The value of your investment is not guaranteed.',
    'There is no such thing as a risk-free investment.',
    'We aim to protect your capital, but we cannot promise that we will.',
    'Is my money safe?',
    'Your savings are protected by the FSCS up to £85,000.',
    'Your money is held securely by our custodian.',
    'The lifetime annuity pays a guaranteed income for life.',
  ])('finds none in "%s" (negated, hedged, a question or a real guarantee)', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });
});

describe('negation scope', () => {
  it('stops at the clause and at verbs whose negation does not reach their object', () => {
    expect(found('hype', "Don't miss out on explosive gains!")).toEqual(['explosive gains']);
    expect(
      found('risk-warning', "Don't invest unless you're prepared to lose all the money you invest."),
    ).toEqual(['lose all the money']);
    expect(found('risk-warning', 'There is no risk of losing money.')).toEqual([]);
  });

  it('does not let a gap skip a negator ("value … is not guaranteed" is no claim)', () => {
    expect(
      found('certainty', 'Rental growth is not guaranteed and unpaid rent could affect the fund.'),
    ).toEqual([]);
  });
});

describe('hedges, conditions and reported speech', () => {
  it('reads an aim as an objective, not a benefit or a forecast', () => {
    expect(found('benefit', 'The fund aims to grow your money over five years.')).toEqual([]);
    expect(found('forecast', 'The fund aims to double in value.')).toEqual([]);
    expect(found('benefit', 'Grow your money faster with our portfolios.')).not.toEqual([]);
  });

  it('reads a conditional illustration as no benefit claimed', () => {
    expect(
      found('benefit', 'If the account offers 1% interest, £100 would be worth £101 after a year.'),
    ).toEqual([]);
  });

  it("does not count someone else's view as the communication's risk statement", () => {
    expect(found('risk-statement', 'Some say trading is too risky.')).toEqual([]);
    expect(found('risk-statement', 'Trading is risky.')).not.toEqual([]);
  });
});

describe('names', () => {
  it('does not read a generic word inside a firm name as the concept', () => {
    expect(found('unregulated-asset', 'Brought to you by Meridian Coin Exchange Ltd.')).toEqual([]);
    expect(found('unregulated-asset', 'Own a gold coin, delivered to your door.')).not.toEqual([]);
    expect(found('trivialising', 'Intl Game Technology 3.5% 2024')).toEqual([]);
  });
});

describe('urgency', () => {
  it('finds one device, but not a deadline stated as a fact', () => {
    expect(found('urgency', 'Only 3 days left to claim your place.')).not.toEqual([]);
    expect(found('urgency', 'Prices are rising as you read this.')).not.toEqual([]);
    expect(found('urgency', 'The offer period closes on 14 March.')).toEqual([]);
    expect(found('urgency', 'Please do not hesitate to contact us.')).toEqual([]);
  });
});

describe('real documents (the corpus) read as they are meant', () => {
  it.each<[ConceptName, string]>([
    ['trivialising', 'Casino Guichard 6.625% 20-15/01/2026'],
    ['urgency', 'If there is anything you do not understand, please do not hesitate to get in touch.'],
    [
      'comparison',
      'If the account offers 1% annual interest, £100 in a JISA would be worth £101 after a year.',
    ],
    [
      'comparison',
      'The costs of buying and selling property tend to be higher than other types of investments.',
    ],
    ['diminished-warning', 'Poor market conditions are very unlikely to impact our capacity to pay you.'],
    ['hype', 'A crisis would have spread with skyrocketing corporate default rates.'],
    [
      'simulated-performance',
      'Over 50 years, UK shares would have returned 4.7%, whereas cash would have returned 1.1%.',
    ],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

/** Every pattern of a spec: its phrases, exceptions and the phrases it reads only beside another. */
function allPatterns(spec: ConceptSpec): string[] {
  const { except = [], sentenceExcept = [], beside } = spec;
  return [...spec.phrases, ...except, ...sentenceExcept, ...(beside?.phrases ?? []), ...(beside?.near ?? [])];
}

describe('lexicons', () => {
  it('use only words the lemmatiser produces (an irregular form such as "gone" could never match)', () => {
    const words = Object.values(CONCEPT_SPECS).flatMap((spec: ConceptSpec) => {
      return patternWords(allPatterns(spec), WORD_SETS);
    });
    const rewritten = [...new Set(words)].filter((w) => analyse(w).lemmas !== ` ${w} `);
    expect(rewritten).toEqual([]);
  });

  it('keep a word that inflects another only where the form is meant ("tested" would hide "back-tested")', () => {
    // The lemmatiser never reduces a lexicon word, so listing "rising" stops "rising" from reading as "rise".
    const meant = new Set(
      `saving savings thing rating living lived yours others riches rewarding performing holding joining downs
      listed investing crowdfunding funding rolling applies charged sorted feed fixed news`.split(/\s+/),
    );
    const words = new Set(
      Object.values(CONCEPT_SPECS).flatMap((spec: ConceptSpec) => {
        return patternWords(allPatterns(spec), WORD_SETS);
      }),
    );
    // The suffixes tokens.ts removes (-s, -es, -ies, -ing, -ed), without -ly.
    const stems = (w: string): string[] => {
      const out: string[] = [];
      if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
      if (/(?:ss|x|ch|sh)es$/.test(w)) out.push(w.slice(0, -2));
      if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) out.push(w.slice(0, -1));
      const stem = w.endsWith('ing') ? w.slice(0, -3) : w.endsWith('ed') ? w.slice(0, -2) : null;
      if (stem !== null) out.push(stem, `${stem}e`, stem.replace(/([b-df-hj-np-tv-z])\1$/, '$1'));
      if (w.endsWith('ied')) out.push(`${w.slice(0, -3)}y`);
      if (w.endsWith('ed')) out.push(w.slice(0, -1));
      return out;
    };
    const shadowing = [...words].filter(
      (w) => w.length >= 4 && !meant.has(w) && stems(w).some((s) => s !== w && words.has(s)),
    );
    expect(shadowing).toEqual([]);
  });
});

describe('structure over wording (round three)', () => {
  it('reads an imperative rate at the start of a sentence as a promise, a past figure elsewhere not', () => {
    expect(found('certainty', 'Collect 12% a year from farmland.')).not.toEqual([]);
    expect(found('certainty', 'The fund earned 12% a year between 2015 and 2020.')).toEqual([]);
  });

  it('lets a negation reach over "or", and reads "possible" after a superlative as no hedge', () => {
    expect(found('simulated-performance', 'We never show simulated or modelled returns.')).toEqual([]);
    expect(
      found('certainty', 'Our system ensures your portfolio beats the market, year after year.'),
    ).not.toEqual([]);
    expect(found('certainty', 'We make sure your savings earn the highest possible interest.')).not.toEqual(
      [],
    );
  });

  it('reads an infinitive of purpose as an aim, and a reported "too risky" as a diminished warning', () => {
    expect(found('benefit', 'To give you the chance of long-term growth;')).toEqual([]);
    expect(found('benefit', 'Enjoy the chance of long-term growth.')).not.toEqual([]);
    expect(
      found('diminished-warning', 'Critics say crypto is too dangerous. We say it is the future.'),
    ).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['certainty', 'Your principal is never exposed to the markets.'],
    ['certainty', 'A contractual 9% yield, paid every quarter.'],
    ['forecast', 'Our strategists see the index hitting 10,000 within two years.'],
    ['forecast', 'We expect the trust to treble by 2031.'],
    ['simulated-performance', 'Tested against prices from 2000 to 2020, the method would have beaten cash.'],
    ['simulated-performance', 'Sam made £3,000 in a month with our virtual portfolio.'],
    ['comparison', 'No other app comes close on price.'],
    ['comparison', 'Your bank pays a pittance on savings.'],
    ['absolute-green-claim', 'The fund holds zero coal.'],
    ['absolute-green-claim', 'Our portfolio emits nothing.'],
    ['green-claim', 'A cleaner, greener economy starts with your pension.'],
    ['urgency', 'Book before Sunday: seats are filling up fast.'],
    ['hype', 'You will not believe this hidden strategy.'],
    ['trivialising', 'Just sit back and let the robots do it.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['forecast', 'Nobody can say whether Bitcoin will reach $100,000.'],
    ['absolute-green-claim', 'No fund can be completely free of carbon.'],
    ['comparison', 'The fee is calculated on the average value of each Account.'],
    ['trivialising', 'If you have a complaint, we will do everything we can to resolve it.'],
    ['risk-statement', 'The real risk is missing out.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('concepts by meaning (round four)', () => {
  it('reads a rate written in words as a percentage', () => {
    expect(analyse('It paid ten per cent, then 7 percent.').lemmas).toBe(' it pay NUM % , then NUM % . ');
  });

  it.each([
    ['past-performance-warning', 'Previous results are no promise of what comes next.'],
    ['past-performance-warning', 'Our track record does not guarantee future returns.'],
    ['past-performance-warning', 'That is history, not a guide to the future.'],
    ['absolute-green-claim', 'Not a single holding emits a tonne of carbon.'],
    ['diminished-warning', 'Markets dip from time to time, but they always bounce back.'],
    ['simulated-performance', 'Our paper portfolio gained 40% last quarter.'],
    ['forecast', 'We see the fund returning about 8% over the next year.'],
    ['certainty', "Stick with us and you'll retire rich."],
  ] as const)('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it('does not read a caution that merely opens with "before" as the past performance warning', () => {
    expect(
      found(
        'past-performance-warning',
        'Before you invest, note that returns are not guaranteed and you will pay charges.',
      ),
    ).toEqual([]);
  });
});

describe('structure over wording (round five)', () => {
  it('carries a negation across a list that ends in "or", and keeps an unnegated list', () => {
    const denied = "We don't offer sign-up bonuses, refer-a-friend rewards or free tokens.";
    expect(found('incentive', denied)).toEqual([]);
    expect(found('incentive', 'Refer a friend, get a bonus or free tokens.')).toEqual([
      'Refer a friend',
      'free tokens',
    ]);
    // Without "or" a comma ends the negation's reach: the second item is claimed.
    expect(found('incentive', 'No fees, and free shares when you join.')).toEqual(['free shares']);
  });

  it('never lets a gap skip a negator such as "unlikely"', () => {
    expect(
      found('certainty', 'This is a high-risk investment and you are unlikely to be protected.'),
    ).toEqual([]);
    expect(found('certainty', 'Your investment is fully protected.')).not.toEqual([]);
  });

  it("reads other firms' adverts as reported claims, not the communication's own", () => {
    expect(found('hype', 'You may have seen adverts promising explosive, life-changing returns.')).toEqual(
      [],
    );
    expect(found('hype', 'We promise explosive, life-changing returns.')).not.toEqual([]);
  });

  it('reads an aim word inside the claim as part of it, and one outside as an aim', () => {
    expect(found('forecast', '10-15% target returns a year from blue-chip contemporary art.')).not.toEqual(
      [],
    );
    expect(found('forecast', 'The manager aims for 10% expected returns a year.')).toEqual([]);
  });

  it('reads a counterfactual that opens with "if" as the claim, and a condition before a claim as a condition', () => {
    expect(
      found(
        'comparison',
        "If you'd parked the same money in the average cash ISA, you'd have half of what our clients have.",
      ),
    ).not.toEqual([]);
    expect(found('comparison', 'If the bank pays more than we do, switch.')).toEqual([]);
  });

  it('reads a figure written in parts as one number', () => {
    expect(analyse('Seven point two per cent, or £4k.').lemmas).toBe(' NUM % , or CUR NUM . ');
    expect(analyse('The point is 7 points.').lemmas).toBe(' the point be NUM point . ');
    expect(
      found('past-performance', 'Seven point two per cent a year, every year, for the last five.'),
    ).not.toEqual([]);
    expect(
      found('past-performance', 'Seven point two per cent a year, every year, for the next five.'),
    ).toEqual([]);
  });

  it('reads a dismissal as diminishing only beside a warning', () => {
    expect(found('diminished-warning', '...capital at risk, blah blah, you all know the drill.')).not.toEqual(
      [],
    );
    expect(found('diminished-warning', 'Blah blah, you all know the drill.')).toEqual([]);
    expect(found('diminished-warning', "That risk is real; it isn't a formality.")).toEqual([]);
    const text = [
      'Q: Could I lose money?',
      "A: Technically yes. It's really not something our members lose sleep over.",
    ];
    const joined = findConceptIn(joinLemmas(text.map((t) => analyse(t))), 'diminished-warning');
    expect(joined.map((s) => s.sentence)).toEqual([1, 1]);
  });

  it('reads a question asking for a forecast as no forecast', () => {
    expect(found('forecast', 'What do you think the fund will return next year?')).toEqual([]);
    expect(found('forecast', 'The fund will return 8% next year.')).not.toEqual([]);
  });

  it("reads a counterfactual record of a product or system as simulated, not an investor's own", () => {
    expect(
      found(
        'simulated-performance',
        'Our Steady model portfolio, had it been running in 2008, would have come through down just 3%.',
      ),
    ).not.toEqual([]);
    expect(
      found(
        'simulated-performance',
        "If our AI had been picking your shares since 2015, you'd have tripled it.",
      ),
    ).not.toEqual([]);
    expect(found('simulated-performance', 'Had you sold in 2008, you would have locked in a loss.')).toEqual(
      [],
    );
  });

  it('reads a sentence that says investing is not a game as disowning the game frame', () => {
    expect(
      found('trivialising', "Our modules use quizzes and badges, but investing itself isn't a game."),
    ).toEqual([]);
    expect(found('trivialising', 'Collect badges every time you trade.')).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['comparison', 'Cheaper than the lot of them.'],
    [
      'comparison',
      'Unlike the big-name houses, who hug the index and pocket their fee, our portfolios earn their keep.',
    ],
    ['comparison', "Your pension's been limping along on a couple of per cent."],
    ['forecast', 'I reckon UK mid-caps put on 25% inside eighteen months.'],
    ['forecast', "At 6% growth a year, your £300 a month becomes £294,000 by the time you're 67."],
    ['trivialising', 'Tap, buy, done. Back to your brunch.'],
    ['trivialising', 'You built a portfolio while waiting for the bus.'],
    ['urgency', 'Get your money in before the Budget, or kick yourself come spring.'],
    ['hype', 'Your savings are being robbed in broad daylight.'],
    ['past-performance', '£10,000 invested at launch is now worth £21,460.'],
    [
      'past-performance-warning',
      'What the fund did before tells you nothing certain about what it will do next.',
    ],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['comparison', 'Better than nothing, a plan helps.'],
    ['trivialising', 'It does not address the suitability of an investment, does not address tax.'],
    ['cryptoasset', 'Buy gold coins and Britannias from the Royal Mint.'],
    ['forecast', 'Estimated gross yields are not guaranteed.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});
