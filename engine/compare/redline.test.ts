import { describe, expect, it } from 'vitest';
import { redline } from './redline.ts';

describe(redline.name, () => {
  it('keeps unchanged sentences and marks the removed and added ones in reading order', () => {
    const from = 'Fees are 1% a year. Past performance is shown below. Returns may fall.';
    const to = 'Fees are 0.8% a year. Past performance is shown below. Returns may fall. Capital is at risk.';
    expect(redline(from, to)).toEqual([
      { op: 'removed', text: 'Fees are 1% a year.' },
      { op: 'added', text: 'Fees are 0.8% a year.' },
      { op: 'same', text: 'Past performance is shown below. Returns may fall.' },
      { op: 'added', text: 'Capital is at risk.' },
    ]);
  });

  it('sees no change where only the line wrapping differs', () => {
    expect(
      redline('Returns may\nfall. Capital is at risk.', 'Returns may fall.\nCapital is at risk.'),
    ).toEqual([{ op: 'same', text: 'Returns may fall. Capital is at risk.' }]);
  });

  it('shows a text replaced outright as removed then added', () => {
    expect(redline('Old wording here.', 'New wording here.')).toEqual([
      { op: 'removed', text: 'Old wording here.' },
      { op: 'added', text: 'New wording here.' },
    ]);
    expect(redline('', 'Only new.')).toEqual([{ op: 'added', text: 'Only new.' }]);
  });
});
