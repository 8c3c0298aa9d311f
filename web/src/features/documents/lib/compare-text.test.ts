import { describe, expect, it } from 'vitest';
import { describeChange, formatChange } from './compare-text.ts';

describe(describeChange.name, () => {
  it('shows both values and the signed change, or says what is missing', () => {
    expect(describeChange({ from: 12.4, to: 10.9, change: -1.5 }, ' years', 'n/a')).toBe(
      '12.4 years → 10.9 years (−1.5 years)',
    );
    expect(describeChange({ from: 57, to: 86, change: 29 }, '%', 'n/a')).toBe('57% → 86% (+29%)');
    expect(describeChange({ from: 3, to: 3, change: 0 }, '', 'n/a')).toBe('3 → 3 (no change)');
    expect(describeChange({ from: null, to: 3, change: null }, '', 'Not measured')).toBe('Not measured');
    expect(formatChange(null)).toBe('');
  });
});
