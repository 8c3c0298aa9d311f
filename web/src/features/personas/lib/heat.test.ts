import { describe, expect, it } from 'vitest';
import { COMPARISON_LEGEND, HEATMAP_LEGEND } from '#common/api/personas.ts';
import { HEAT_CLASSES, bandFor, formatScore, heatmapBand } from './heat.ts';

describe(bandFor.name, () => {
  it('colours the comparison view at 4.5, 3.9, 2.9 and 1.9 (spec §9)', () => {
    expect([5, 4.5, 4.4, 3.9, 3.8, 2.9, 2.8, 1.9, 1.8, 1].map((s) => bandFor(s, 'comparison'))).toEqual([
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

  it('colours the heatmap by the bands of its legend', () => {
    expect([4.5, 4.4, 3.5, 3.4, 2.5, 2.4, 1.5, 1.4].map((s) => bandFor(s, 'heatmap'))).toEqual([
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'poor',
      'poor',
      'very-poor',
    ]);
    expect(heatmapBand(1)).toBe('very-poor');
  });

  it('gives no colour when nothing was asked in the category', () => {
    expect(bandFor(null, 'comparison')).toBeNull();
  });
});

describe(formatScore.name, () => {
  it('shows one decimal', () => {
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(2.66666)).toBe('2.7');
    expect(formatScore(3.25)).toBe('3.3');
    expect(formatScore(null)).toBe('–');
  });
});

describe('legends', () => {
  it('have a colour for every band they name', () => {
    for (const entry of [...COMPARISON_LEGEND, ...HEATMAP_LEGEND])
      expect(HEAT_CLASSES[entry.band]).toBeTruthy();
    expect(HEATMAP_LEGEND.map((e) => heatmapBand(Number(e.range.split('-')[0])))).toEqual(
      HEATMAP_LEGEND.map((e) => e.band),
    );
  });
});
