// The concept language read for sensational language (hype): sentences that state the concept and sentences that
// negate, hedge or disown it, written here, not taken from the external set. Gathered by concept from the tests of
// tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps each round's history.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Hype: money pictured burning, a collapse prophesied, the product as the only way through.
    ['hype', 'Your pension is on fire.'],
    ['hype', 'A market meltdown is coming.'],
    ['hype', 'This fund is your lifeboat.'],
    // Hype: the reader's money pictured destroyed or devoured.
    ['hype', 'Your savings are being wrecked by the banks.'],
    ['hype', 'Rising prices will ravage your nest egg.'],
    ['hype', 'An opportunity that could change your life.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([['hype', 'Inflation can erode the value of your savings.']])(
    'finds no %s in "%s"',
    (concept, sentence) => {
      expect(found(concept, sentence)).toEqual([]);
    },
  );
});

describe('hype as extremity beside wealth', () => {
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

describe('hype by structure', () => {
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

describe('wealth pictured as a violent upheaval', () => {
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
