// The twelfth tuning round (issue 18), on rounds twelve and thirteen: structures, not phrases. Each structure is
// tested with at least two stated sentences in wording neither set uses (each checked to fail on the rules before
// the round) and with clean look-alikes (negated, hedged, or a legitimate use in a real fund document). Sentences
// are written here, not taken from the external set.
import { describe, expect, it } from 'vitest';
import { analyse, findConceptIn, joinLemmas } from './index.ts';
import { found } from '../testing/concept-test-support.ts';

/** Statements of certainty in a passage of sentences (a pronoun reads the sentence before it). */
function certaintyIn(sentences: string[]): number[] {
  return findConceptIn(joinLemmas(sentences.map((s) => analyse(s))), 'certainty').map((s) => s.sentence);
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
