import { describe, expect, it } from 'vitest';
import { isFamiliarWord } from './dale-chall.ts';
import { DALE_CHALL_WORDS } from './data/dale-chall-words.ts';

describe('Dale-Chall familiar words', () => {
  it('has the list of about 3,000 words', () => {
    expect(DALE_CHALL_WORDS.size).toBeGreaterThan(2900);
    expect(DALE_CHALL_WORDS.size).toBeLessThan(3100);
    for (const word of ['a', 'money', 'bank', 'pay', 'price', "don't", 'yourself']) {
      expect(DALE_CHALL_WORDS.has(word), word).toBe(true);
    }
  });

  it('counts listed words and their regular inflections as familiar', () => {
    for (const word of [
      'puzzle',
      'puzzles',
      'dogs',
      "dog's",
      'babies',
      'cried',
      'baked',
      'baking',
      'begged',
      'bigger',
      'biggest',
      'happier',
      'nicer',
    ]) {
      expect(isFamiliarWord(word), word).toBe(true);
    }
  });

  it('maps British spellings onto the American list', () => {
    for (const word of ['colour', 'favourite', 'neighbours', 'centre', 'grey', 'defence', 'theatre']) {
      expect(isFamiliarWord(word), word).toBe(true);
    }
  });

  it('counts hyphenated compounds of familiar words as familiar', () => {
    expect(isFamiliarWord('well-known')).toBe(true);
    expect(isFamiliarWord('low-risk')).toBe(false);
  });

  it('counts financial vocabulary as difficult', () => {
    for (const word of [
      'investment',
      'volatility',
      'equities',
      'portfolio',
      'dividend',
      'liquidity',
      'benchmark',
    ]) {
      expect(isFamiliarWord(word), word).toBe(false);
    }
  });
});
