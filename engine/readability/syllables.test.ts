import { describe, expect, it } from 'vitest';
import { countSyllablesByRule } from './syllable-rules.ts';
import { countSyllables, isAcronymForm } from './syllables.ts';

describe('countSyllables', () => {
  it.each([
    ['the', 1],
    ['cat', 1],
    ['fund', 1],
    ['shares', 1],
    ['charges', 2],
    ['table', 2],
    ['invested', 3],
    ['investment', 3],
    ['portfolio', 4],
    ['annual', 3],
    ['actual', 3],
    ['media', 3],
    ['liquidity', 4],
    ['volatility', 5],
    ['diversification', 6],
    ['management', 3],
    ['likely', 2],
    ['capitalism', 5],
    ['financial', 3],
    ['creation', 3],
    ['being', 2],
    ['carrying', 3],
    ['played', 1],
    ['wanted', 2],
    ['unique', 2],
  ])('%s has %i', (word, expected) => {
    expect(countSyllables(word)).toBe(expected);
  });

  it('uses the pronouncing dictionary where the rules go wrong', () => {
    // the rules count vowel groups: busi-ness looks like three; CMU says two
    expect(countSyllablesByRule('business')).not.toBe(2);
    expect(countSyllables('business')).toBe(2);
    expect(countSyllables('every')).toBe(3);
    expect(countSyllables('idea')).toBe(3);
  });

  it('covers British spellings', () => {
    expect(countSyllables('colour')).toBe(2);
    expect(countSyllables('behaviour')).toBe(3);
    expect(countSyllables('centre')).toBe(2);
    expect(countSyllables('theatre')).toBe(3);
    expect(countSyllables('realise')).toBe(3);
    expect(countSyllables('programme')).toBe(2);
    expect(countSyllables('cheque')).toBe(1);
  });

  it('derives plurals and possessives from the dictionary entry', () => {
    expect(countSyllables('area')).toBe(3);
    expect(countSyllables('areas')).toBe(3);
    expect(countSyllables("area's")).toBe(3);
    expect(countSyllables("boss's")).toBe(2);
  });

  it('counts contractions', () => {
    expect(countSyllables("didn't")).toBe(2);
    expect(countSyllables("don't")).toBe(1);
    expect(countSyllables("it'll")).toBe(2);
  });

  it('sums the parts of a hyphenated word', () => {
    expect(countSyllables('well-balanced')).toBe(3);
    expect(countSyllables('ex-dividend')).toBe(4);
  });

  it('counts a number as one syllable and an acronym by its letter names', () => {
    expect(countSyllables('1.25%')).toBe(1);
    expect(countSyllables('2025')).toBe(1);
    expect(countSyllables('NAV')).toBe(3);
    expect(countSyllables('OCFs')).toBe(3);
    expect(countSyllables('WWF')).toBe(7);
    expect(countSyllables('U.K.')).toBe(2);
  });

  it('ignores surrounding punctuation and treats curly apostrophes as straight', () => {
    expect(countSyllables('"fund,"')).toBe(1);
    expect(countSyllables('didn’t')).toBe(2);
  });

  it('returns 0 for something with no letters or digits', () => {
    expect(countSyllables('')).toBe(0);
    expect(countSyllables('—')).toBe(0);
  });

  it('is case-insensitive for ordinary words', () => {
    expect(countSyllables('Investment')).toBe(countSyllables('investment'));
  });
});

describe('countSyllablesByRule', () => {
  it('never returns less than one for a word with letters', () => {
    for (const word of ['rhythm', 'nth', 'brr', 'shh', 'sky', 'fly'])
      expect(countSyllablesByRule(word)).toBeGreaterThanOrEqual(1);
  });

  it('handles silent e, -le and -ed', () => {
    expect(countSyllablesByRule('make')).toBe(1);
    expect(countSyllablesByRule('simple')).toBe(2);
    expect(countSyllablesByRule('settled')).toBe(2);
    expect(countSyllablesByRule('jumped')).toBe(1);
    expect(countSyllablesByRule('traded')).toBe(2);
  });
});

describe('isAcronymForm', () => {
  it('recognises capitals, plurals, possessives and dotted forms', () => {
    for (const token of ['NAV', 'OCFs', "ACD's", 'U.K.', 'PRIIP', 'ISO14001'])
      expect(isAcronymForm(token)).toBe(true);
  });
  it('rejects ordinary and capitalised words and single letters', () => {
    for (const token of ['Fund', 'fund', 'I', 'A', 'Investment', 'IMPORTANT'])
      expect(isAcronymForm(token)).toBe(false);
  });
});
