import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, isImprovementRunning } from './improvement-format.ts';

describe('improvement-format', () => {
  it('shows a change with its sign, and a negligible one as no change', () => {
    expect(formatChange(15.24, 14.61)).toBe('15.2 → 14.6 (−0.6)');
    expect(formatChange(3, 5, 0)).toBe('3 → 5 (+2)');
    expect(formatChange(14.01, 14.03)).toBe('14 (no change)');
  });

  it('colours a fall green and a rise amber', () => {
    expect(changeTone(15, 14)).toBe('green');
    expect(changeTone(2, 3)).toBe('amber');
    expect(changeTone(2, 2)).toBe('slate');
  });

  it('treats queued and generating runs as running', () => {
    expect(isImprovementRunning('pending')).toBe(true);
    expect(isImprovementRunning('processing')).toBe(true);
    expect(isImprovementRunning('completed')).toBe(false);
  });
});
