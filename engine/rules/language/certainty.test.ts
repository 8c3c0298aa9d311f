// The concept language read for certainty of returns and safety of capital: sentences that state the concept and
// sentences that negate, hedge or disown it, written here, not taken from the external set. Gathered by concept
// from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps each round's
// history.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import { analyse, findConceptIn, joinLemmas, type ConceptName } from './index.ts';
import { WORDNET_SETS } from './wordnet-sets.generated.ts';

/** The sentences of a passage that state a concept (a pronoun, or a dismissal, reads the sentence beside it). */
function statementsIn(concept: ConceptName, sentences: string[]): number[] {
  return findConceptIn(joinLemmas(sentences.map((s) => analyse(s))), concept).map((s) => s.sentence);
}

function certaintyIn(sentences: string[]): number[] {
  return statementsIn('certainty', sentences);
}

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Certainty and forecasts: a sum the reader will have, a figure a price will rise by, profits every period.
    ['certainty', "Save £50 a week and you'll have £26,000."],
    ['certainty', 'House prices in the town will rise 6% a year.'],
    ['certainty', 'The plan makes money, week in, week out.'],
    ['certainty', 'Your investment is repaid in full after five years.'],
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
    // Certainty: a rate accruing to the reader's money every period, a sum collected over a time as an order,
    // income already spoken for, a rate from the day you invest to the end, a rate set out "every year, for N
    // years", a promise to every investor never broken, a sum put in becoming a larger one, a prediction disowned
    // as arithmetic, a value always worth a fixed amount, money there whatever happens, nobody ever missing a
    // payment.
    ['certainty', 'Your savings rise by 1.5% each week.'],
    ['certainty', 'Pocket £18,000 over three years.'],
    ['certainty', 'Your dividends for 2027 are already secured.'],
    ['certainty', 'The note pays 8% a year from the moment you invest until maturity.'],
    ['certainty', 'Seven per cent, every year, for six years.'],
    ['certainty', 'That is the promise we give to each bondholder.'],
    ['certainty', 'It is a pledge this firm has never broken.'],
    ['certainty', 'Five thousand pounds into our tracker becomes £9,000 by 2035.'],
    ['certainty', 'This is not a guess, it is simply arithmetic.'],
    ['certainty', 'Each coin is always worth one gram of gold.'],
    ['certainty', 'Your capital stays intact whatever happens.'],
    ['certainty', 'Not a single investor has ever missed a coupon.'],
    // Beyond the set's wording, the same frames in other words.
    ['certainty', 'Investors will receive £250 every month.'],
    ['certainty', 'You will be paid 5% on the first of each month.'],
    ['certainty', 'Count on 8% a year.'],
    ['certainty', 'Twelve per cent. No ifs, no buts.'],
    ['certainty', "The figures don't lie."],
    ['certainty', 'Nothing can change that.'],
    ['certainty', 'Your savings, secure.'],
    ['certainty', 'Steady growth with your capital safely shielded.'],
    ['certainty', 'A safe 6% a year.'],
    ['certainty', 'Every penny back, guaranteed.'],
    ['certainty', 'Your dividend is paid whether the shop trades or not.'],
    ['certainty', 'With property the only way is up.'],
    ['certainty', '£5,000 will become £8,000 by 2030.'],
    ['certainty', 'You will be 30% better off.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    // A capital return with its limit is the protection explained.
    ['certainty', 'Your capital is repaid in full unless the issuer fails.'],
    ['certainty', 'House prices in the town may rise 6% a year.'],
    ['certainty', 'You can lose money with any bond.'],
    ['certainty', 'Stay for five years and you could walk away with 25% on top.'],
    ['certainty', 'Your savings may triple, or fall.'],
    ['certainty', 'Property prices do not always bounce back.'],
    ['certainty', 'Your money is not as secure as it would be in a building society.'],
    ['certainty', 'You get back at least your original stake, provided the issuer stays solvent.'],
    ['certainty', 'Your shares are kept safe in a nominee account.'],
    ['certainty', 'Your savings may rise by 1.5% each week, or fall.'],
    ['certainty', 'Earn up to £18,000 over three years.'],
    ['certainty', 'Your dividends for 2027 are not already secured.'],
    ['certainty', 'The note may pay 8% a year from the moment you invest until maturity.'],
    ['certainty', 'We make no promise to any bondholder.'],
    ['certainty', 'Five thousand pounds into our tracker could become £9,000 by 2035.'],
    ['certainty', 'These figures are not a forecast; they simply show the effect of compound growth.'],
    ['certainty', 'A coin is not always worth one gram of gold.'],
    ['certainty', 'Your capital is not safe whatever happens.'],
    ['certainty', 'Cash in a bank account is protected up to £85,000.'],
    ['certainty', 'Investors may receive £250 every month.'],
    ['certainty', 'Your capital, protected only if you hold to maturity.'],
    ['certainty', 'You will not be paid 5% if the issuer defaults.'],
    ['certainty', 'A 6% return is not safe.'],
    ['certainty', 'It is always worth reading the key information document.'],
    ['certainty', 'The custodian is there whatever happens to us.'],
    ['certainty', 'Our promise to every client is a clear answer within a day.'],
    ['certainty', 'You will receive £100 every year only if the index is above its starting level.'],
    ['certainty', 'You may not get every penny back.'],
    ['certainty', 'The only way to find out is to read the prospectus.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('a hedge inside the match still hedges', () => {
  // The gaps of a pattern ("**", "~~") may step over a modal: "your dividend may be paid whether …" is read across
  // "may". A hedge the pattern names itself ("you can count on") is part of the claim; one in the complement of
  // "than" or "as … as" hedges the thing compared with.
  it.each<[ConceptName, string]>([
    ['certainty', 'Your rent may be paid whether the flat is let or not.'],
    ['certainty', 'Income might be already secured for 2027.'],
    ['certainty', '£5,000 could become £8,000 by 2030.'],
    ['certainty', 'That is the promise we hope to give to each bondholder.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['certainty', 'Your rent is paid whether the flat is let or not.'],
    ['certainty', 'Your money is as secure as it would be in a building society.'],
    ['certainty', 'It cannot fail.'],
  ])('still finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('certainty, forecasts and rankings read by frame', () => {
  it.each<[ConceptName, string]>([
    // "will" with a multiple, whatever holds it and however the multiple is written.
    ['certainty', 'This token will 20x before Christmas.'],
    ['certainty', 'Your pension will grow five times over.'],
    // A rate labelled guaranteed in a cell.
    ['certainty', 'Growth Portfolio | 6.5% (guaranteed) | Medium'],
    ['certainty', 'Monthly income of 0.6% (guaranteed) on every holding.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['certainty', 'This token may 20x, or go to zero.'],
    ['certainty', 'The savings account pays 4% (guaranteed by the FSCS up to £85,000).'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('certainty by structure', () => {
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

describe('a fall or loss negated with a holding as subject is a safety claim', () => {
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

describe("a floor at the reader's own stake", () => {
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

describe('income made certain by repetition', () => {
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

describe('a certain return whose subject is a pronoun for the product', () => {
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

describe('capital shielded, kept where it is, or a loss never to be thought of', () => {
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

describe('a backstop named as a feature', () => {
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
