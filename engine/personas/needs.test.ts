import { describe, expect, it } from 'vitest';
import { CATEGORY_NEEDS } from './needs.ts';

describe('CATEGORY_NEEDS', () => {
  const returns = CATEGORY_NEEDS.performance!.fact;

  it('finds past returns stated as figures', () => {
    expect(returns.test('the fund grew by 6.3% over the last year')).toBe(true);
    expect(returns.test('fund | -3.04 | 2.66 | 20.06')).toBe(true);
  });

  it('does not take a performance fee beside a charge for a return', () => {
    expect(
      returns.test('0.12% charges taken from the fund under certain specific conditions performance fee n/a'),
    ).toBe(false);
    expect(returns.test('performance fees of 0.5% may apply')).toBe(false);
  });
});
