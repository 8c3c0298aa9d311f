import { describe, expect, it } from 'vitest';
import { SCORE_BANDS } from '#common/api/personas.ts';
import { HEAT_CLASSES, bandFor, formatScore } from './heat.ts';

describe(bandFor.name, () => {
  it('uses the one scale of common/persona-scores.ts', () => {
    expect([4.5, 4.4, 3.5, 3.4, 2.5, 2.4, 1.5, 1.4, 1.8].map(bandFor)).toEqual([
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'poor',
      'poor',
      'very-poor',
      'poor',
    ]);
  });

  it('gives no colour when nothing was asked in the category', () => {
    expect(bandFor(null)).toBeNull();
  });
});

describe(formatScore.name, () => {
  it('shows one decimal, halves up', () => {
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(2.66666)).toBe('2.7');
    expect(formatScore(3.25)).toBe('3.3');
    expect(formatScore(2.45)).toBe('2.5');
    expect(formatScore(null)).toBe('–');
  });
});

describe('legend', () => {
  it('has a colour for every band', () => {
    for (const entry of SCORE_BANDS) expect(HEAT_CLASSES[entry.band]).toBeTruthy();
  });
});
