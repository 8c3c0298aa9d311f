import { describe, expect, it } from 'vitest';
import {
  automatedReadabilityIndex,
  colemanLiauIndex,
  daleChallGradeBand,
  daleChallScore,
  fleschKincaidGrade,
  fleschReadingEase,
  gunningFog,
  scoresFromCounts,
  smogIndex,
  ukReadingAge,
} from './formulas.ts';

const close = (actual: number, expected: number): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9);
};

describe('fleschReadingEase', () => {
  it('applies 206.835 − 1.015 ASL − 84.6 ASW', () => {
    close(fleschReadingEase({ words: 100, sentences: 5, syllables: 150 }), 206.835 - 1.015 * 20 - 84.6 * 1.5);
  });
  it('is not clamped: very easy text scores above 100', () => {
    close(fleschReadingEase({ words: 6, sentences: 1, syllables: 6 }), 116.145);
  });
  it('is 0 without words or sentences', () => {
    expect(fleschReadingEase({})).toBe(0);
    expect(fleschReadingEase({ words: 10, sentences: 0, syllables: 12 })).toBe(0);
  });
});

describe('fleschKincaidGrade', () => {
  it('applies 0.39 ASL + 11.8 ASW − 15.59', () => {
    close(fleschKincaidGrade({ words: 100, sentences: 5, syllables: 150 }), 0.39 * 20 + 11.8 * 1.5 - 15.59);
  });
  it('is 0 without words', () => {
    expect(fleschKincaidGrade({ words: 0, sentences: 3, syllables: 0 })).toBe(0);
  });
});

describe('gunningFog', () => {
  it('applies 0.4 (ASL + 100 × complex/words)', () => {
    close(gunningFog({ words: 100, sentences: 5, complexWords: 10 }), 0.4 * (20 + 10));
  });
  it('treats missing complex words as none', () => {
    close(gunningFog({ words: 13, sentences: 1 }), 5.2);
  });
});

describe('smogIndex', () => {
  it('applies 1.043 √(polysyllables × 30/sentences) + 3.1291', () => {
    close(smogIndex({ sentences: 30, polysyllables: 30 }), 1.043 * Math.sqrt(30) + 3.1291);
  });
  it('is the constant alone for text with sentences but no polysyllables', () => {
    close(smogIndex({ sentences: 4 }), 3.1291);
  });
  it('is 0 without sentences', () => {
    expect(smogIndex({ sentences: 0, polysyllables: 5 })).toBe(0);
  });
});

describe('colemanLiauIndex', () => {
  it('applies 0.0588 L − 0.296 S − 15.8 per 100 words', () => {
    close(colemanLiauIndex({ words: 200, sentences: 10, letters: 900 }), 0.0588 * 450 - 0.296 * 5 - 15.8);
  });
  it('is 0 without words', () => {
    expect(colemanLiauIndex({ words: 0, sentences: 1, letters: 0 })).toBe(0);
  });
});

describe('automatedReadabilityIndex', () => {
  it('applies 4.71 characters/word + 0.5 words/sentence − 21.43', () => {
    close(
      automatedReadabilityIndex({ words: 100, sentences: 4, letters: 480 }),
      4.71 * 4.8 + 0.5 * 25 - 21.43,
    );
  });
  it('is 0 without sentences', () => {
    expect(automatedReadabilityIndex({ words: 10, sentences: 0, letters: 40 })).toBe(0);
  });
});

describe('daleChallScore', () => {
  it('adds 3.6365 only when more than 5% of words are difficult', () => {
    // exactly 5%: no adjustment
    close(daleChallScore({ words: 100, sentences: 5, difficultWords: 5 }), 0.1579 * 5 + 0.0496 * 20);
    // just over 5%: adjusted
    close(daleChallScore({ words: 100, sentences: 5, difficultWords: 6 }), 0.1579 * 6 + 0.0496 * 20 + 3.6365);
  });
  it('is 0 for empty text', () => {
    expect(daleChallScore({})).toBe(0);
  });
});

describe('daleChallGradeBand', () => {
  it('maps raw scores to the published grade bands', () => {
    expect(daleChallGradeBand(4.9)).toBe('4 and below');
    expect(daleChallGradeBand(5.0)).toBe('5-6');
    expect(daleChallGradeBand(6.5)).toBe('7-8');
    expect(daleChallGradeBand(7.99)).toBe('9-10');
    expect(daleChallGradeBand(8.0)).toBe('11-12');
    expect(daleChallGradeBand(9.5)).toBe('13-15 (college)');
    expect(daleChallGradeBand(10)).toBe('16+ (college graduate)');
    expect(daleChallGradeBand(0)).toBe('n/a');
  });
});

describe('ukReadingAge', () => {
  it('is the Flesch-Kincaid grade plus five', () => {
    const counts = { words: 100, sentences: 5, syllables: 150 };
    close(ukReadingAge(counts), fleschKincaidGrade(counts) + 5);
  });
  it('is 0, not 5, for no text', () => {
    expect(ukReadingAge({})).toBe(0);
  });
});

describe('scoresFromCounts', () => {
  it('gives zeros, never NaN or Infinity, for empty counts', () => {
    for (const value of Object.values(scoresFromCounts({}))) {
      expect(value).toBe(0);
    }
  });
  it('gives finite scores for a single one-word sentence', () => {
    const scores = scoresFromCounts({ words: 1, sentences: 1, syllables: 1, letters: 3, polysyllables: 0 });
    for (const value of Object.values(scores)) expect(Number.isFinite(value)).toBe(true);
  });
});
