// The language layer read for meaning: lemmas, negation scope, hedges, conditions, reported speech and
// names, each on the sentences that made phrase lists fail (issue 18).
import { describe, expect, it } from 'vitest';
import { analyse, findConcept, type ConceptName } from './index.ts';

function found(concept: ConceptName, sentence: string): string[] {
  return findConcept(analyse(sentence), concept).map((s) => sentence.slice(s.start, s.end));
}

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
