import { describe, expect, it } from 'vitest';
import { wordScores, words } from './word-f1.ts';

describe('wordScores', () => {
  it('compares bags of words, ignoring case, punctuation, order and ligature forms', () => {
    expect(words('The ﬁnal, FINAL word.')).toEqual(['the', 'final', 'final', 'word']);
    expect(wordScores('word the final', 'The final word.')).toMatchObject({ precision: 1, recall: 1, f1: 1 });
  });

  it('penalises glued and missing words', () => {
    const glued = wordScores('netasset value', 'net asset value');
    expect(glued.precision).toBeCloseTo(1 / 2);
    expect(glued.recall).toBeCloseTo(1 / 3);
    expect(glued.f1).toBeCloseTo(0.4);
    expect(wordScores('', 'something').f1).toBe(0);
    expect(wordScores('', '').f1).toBe(1);
  });
});
