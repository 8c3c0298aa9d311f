import { describe, expect, it } from 'vitest';
import { askedCategories, nextTab, weakestCategory } from './report.ts';

const none = {
  purpose: null,
  cost: null,
  performance: null,
  action: null,
  visuals: null,
  accessibility: null,
};

describe(weakestCategory.name, () => {
  it('finds the lowest score, first in report order on a tie', () => {
    expect(weakestCategory({ ...none, cost: 2.1, action: 2.1, purpose: 4 })).toEqual({
      category: 'cost',
      score: 2.1,
    });
    expect(weakestCategory(none)).toBeNull();
  });
});

describe(askedCategories.name, () => {
  it('keeps the categories some persona was asked about', () => {
    const scores = (asked: string[]) =>
      Object.fromEntries(Object.keys(none).map((c) => [c, { count: asked.includes(c) ? 1 : 0 }])) as never;
    expect(askedCategories([{ scores: scores(['visuals']) }, { scores: scores(['cost']) }])).toEqual([
      'cost',
      'visuals',
    ]);
  });
});

describe(nextTab.name, () => {
  it('moves with the arrow keys and wraps', () => {
    expect(nextTab('comparison', 'ArrowRight')).toBe('heatmap');
    expect(nextTab('comparison', 'ArrowLeft')).toBe('demographics');
    expect(nextTab('heatmap', 'End')).toBe('demographics');
    expect(nextTab('heatmap', 'Home')).toBe('comparison');
    expect(nextTab('heatmap', 'Enter')).toBeNull();
  });
});
