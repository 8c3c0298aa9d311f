import { describe, expect, it } from 'vitest';
import { ratingBeforeReview } from './rating-before-review.ts';

describe('ratingBeforeReview', () => {
  it('names the rating before review, the findings dismissed, who dismissed them and why', () => {
    expect(
      ratingBeforeReview('green', 'red', [
        { severity: 'high', status: 'dismissed', reason: 'Agreed with legal', decidedBy: 'rory@firm.test' },
      ]),
    ).toBe('Red before review: 1 high, dismissed by rory@firm.test with reason “Agreed with legal”.');
  });

  it('names only the decisions that lifted a Red rating (the high ones)', () => {
    const line = ratingBeforeReview('amber', 'red', [
      { severity: 'high', status: 'dismissed', reason: 'A', decidedBy: 'x@f.test' },
      { severity: 'high', status: 'resolved', reason: '', decidedBy: null },
      { severity: 'medium', status: 'dismissed', reason: 'B', decidedBy: 'y@f.test' },
    ]);
    expect(line).toBe(
      'Red before review: 2 high, dismissed by x@f.test with reason “A”; resolved by a former member.',
    );
  });

  it('says nothing when the decisions did not change the rating', () => {
    expect(ratingBeforeReview('red', 'red', [])).toBeNull();
    expect(ratingBeforeReview(null, 'red', [])).toBeNull();
    expect(ratingBeforeReview('green', undefined, [])).toBeNull();
  });
});
