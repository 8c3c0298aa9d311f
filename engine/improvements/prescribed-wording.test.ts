import { describe, expect, it } from 'vitest';
import { dateLike } from './generators/update-date.ts';
import { passageWorse } from './passage-measures.ts';
import { prescribedRanges, touchesPrescribed } from './prescribed-wording.ts';

const words = (text: string, type: 'ucits-kii' | 'priips-kid') =>
  prescribedRanges(text, type).map((r) => text.slice(r.start, r.end));

describe(prescribedRanges.name, () => {
  it('finds the KII sections, table labels and statements the regulation fixes', () => {
    expect(words('Objectives and Investment Policy', 'ucits-kii')).toEqual([
      'Objectives and Investment Policy',
    ]);
    expect(words('Exit charge', 'ucits-kii')).toEqual(['Exit charge']);
    expect(words('Past Performance', 'ucits-kii')).toEqual(['Past Performance']);
    expect(
      words(
        'The risk category shown is not guaranteed and may change over time. The fund invests in shares.',
        'ucits-kii',
      ),
    ).toEqual(['The risk category shown is not guaranteed and may change over time.']);
  });

  it('finds the KID question titles and template sentences, and nothing in a promotion', () => {
    expect(words('What are the risks and what could I get in return?', 'priips-kid')).toEqual([
      'What are the risks and what could I get in return?',
    ]);
    expect(
      words(
        'The stress scenario shows what you might get back in extreme market circumstances, and it does not take into account the situation where we are not able to pay you.',
        'priips-kid',
      ),
    ).toContain(
      'The stress scenario shows what you might get back in extreme market circumstances, and it does not take into account the situation where we are not able to pay you.',
    );
    expect(prescribedRanges('Exit charge', 'financial-promotion')).toEqual([]);
  });

  it('lets a change beside a prescribed label through, and refuses one inside it', () => {
    const text = 'This key investor information is accurate as at 16/06/2021.';
    const date = text.indexOf('16/06/2021');
    expect(touchesPrescribed(text, date, date + 10, 'ucits-kii')).toBe(false);
    expect(touchesPrescribed('Exit charge', 5, 5, 'ucits-kii')).toBe(true);
    expect(touchesPrescribed('Exit charge', 11, 11, 'ucits-kii')).toBe(false);
  });
});

describe(dateLike.name, () => {
  it('writes the day of the review as the document writes its dates', () => {
    expect(dateLike('16/06/2021', '2026-11-29')).toBe('29/11/2026');
    expect(dateLike('15 February 2021', '2026-11-29')).toBe('29 November 2026');
    expect(dateLike('03 December 2022', '2026-01-05')).toBe('5 January 2026');
    expect(dateLike('2021-02-15', '2026-11-29')).toBe('2026-11-29');
    expect(dateLike('February 15, 2021', '2026-11-29')).toBe('November 29, 2026');
  });
});

describe(passageWorse.name, () => {
  const long =
    'The fund invests mainly in the shares of large companies listed on the London Stock Exchange and we aim to grow the value of your money over five years.';
  it('refuses a change that makes a long sentence longer or adds one', () => {
    expect(
      passageWorse({
        type: 'define-term',
        original: long,
        proposed: long.replace('shares', 'shares (parts of a company)'),
      }),
    ).toBe(true);
    expect(
      passageWorse({
        type: 'define-term',
        original:
          'The depositary is Example Trustees Limited, which holds the assets of the fund for you and checks our work.',
        proposed:
          'The depositary (the firm that keeps the fund’s investments safe) is Example Trustees Limited, which holds the assets of the fund for you and checks our work.',
      }),
    ).toBe(true);
  });

  it('accepts a split that shortens, and refuses one whose passage reads older', () => {
    expect(
      passageWorse({
        type: 'split-sentence',
        original: long,
        proposed: long.replace(' and we aim', '. We aim'),
      }),
    ).toBe(false);
    expect(
      passageWorse({
        type: 'split-sentence',
        original: 'The Fund is in category 1 as it invests in cash.',
        proposed:
          'The Fund is in category 1. This is because it invests in considerable quantities of liquidity.',
      }),
    ).toBe(true);
  });
});
