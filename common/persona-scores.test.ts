import { describe, expect, it } from 'vitest';
import {
  SCORE_BANDS,
  groupMean,
  meanScore,
  personaMean,
  roundScore,
  scoreBand,
  scoreLabel,
} from './persona-scores.ts';

describe('the one persona score scale', () => {
  it('bands at 4.5, 3.5, 2.5 and 1.5, each edge belonging to the higher band', () => {
    expect([5, 4.5, 4.4, 3.5, 3.4, 2.5, 2.4, 1.5, 1.4, 1].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'poor',
      'poor',
      'very-poor',
      'very-poor',
    ]);
  });

  it('labels a 1.8 Poor, as its legend says (issue 17)', () => {
    expect(scoreLabel(1.8)).toBe('Poor');
    expect(scoreLabel(3)).toBe('Average');
    expect(scoreLabel(1.4)).toBe('Very Poor');
  });

  it('bands the score as shown, so 2.45 (shown 2.5) is Average and 4.44 (shown 4.4) is Good', () => {
    expect(scoreBand(2.45)).toBe('average');
    expect(scoreBand(2.44)).toBe('poor');
    expect(scoreBand(4.44)).toBe('good');
    expect(scoreBand(4.45)).toBe('excellent');
  });

  it('prints legend ranges that agree with the bands at both ends of every range', () => {
    for (const { band, range } of SCORE_BANDS) {
      const [low, high] = range.split('-').map(Number) as [number, number];
      expect([scoreBand(low), scoreBand(high)]).toEqual([band, band]);
    }
    // and every shown score 1.0-5.0 falls in exactly one printed range
    for (let tenths = 10; tenths <= 50; tenths++) {
      const score = tenths / 10;
      const holding = SCORE_BANDS.filter(({ range }) => {
        const [low, high] = range.split('-').map(Number) as [number, number];
        return score >= low && score <= high;
      });
      expect(holding.map((b) => b.band)).toEqual([scoreBand(score)]);
    }
  });
});

describe(roundScore.name, () => {
  it('rounds halves up to one decimal, despite binary fractions', () => {
    expect(roundScore(2.45)).toBe(2.5);
    expect(roundScore(2.55)).toBe(2.6);
    expect(roundScore(4.35)).toBe(4.4);
    expect(roundScore(2.449)).toBe(2.4);
    expect(roundScore(10 / 3)).toBe(3.3);
    expect(roundScore(5)).toBe(5);
  });
});

describe('means', () => {
  it('takes a persona mean over every answer, rounded once at the end', () => {
    // 2.5 in the list and 2.6 in Report Effectiveness came from rounding category means first
    expect(personaMean([2, 3, 3, 2, 3, 2])).toBe(2.5);
    expect(personaMean([4, 5, 4, 5, 5, 4, 5, 4])).toBe(4.5);
    expect(personaMean([])).toBeNull();
  });

  it('takes a group mean over the persona scores shown, leaving out personas not asked', () => {
    expect(groupMean([4.5, null, 2])).toBe(3.3);
    expect(groupMean([null, null])).toBeNull();
    expect(groupMean([2.5, 2.6])).toBe(meanScore([2.5, 2.6]));
    expect(groupMean([2.5, 2.6])).toBe(2.6);
  });
});
