import { describe, expect, it } from 'vitest';
import {
  factsAgree,
  figuresAgree,
  isoDate,
  objectivesAgree,
  objectiveSimilarity,
  parsePercent,
} from './index.ts';
import type { KeyFact } from './types.ts';

const charge = (value: string): KeyFact => ({
  kind: 'ongoing-charge',
  value,
  normalized: parsePercent(value) ?? value.toLowerCase(),
  page: 1,
  quote: value,
});

describe('parsePercent', () => {
  it('reads a percentage however it is written', () => {
    expect(parsePercent('0.85%')).toBe(0.85);
    expect(parsePercent('0.850 per cent')).toBe(0.85);
    expect(parsePercent('0.85 %')).toBe(0.85);
    expect(parsePercent('-3.04')).toBe(-3.04);
    expect(parsePercent('+0.19')).toBe(0.19);
    expect(parsePercent('1,234.5')).toBe(1234.5);
    expect(parsePercent('N/A')).toBeNull();
  });
});

describe('figuresAgree', () => {
  it('takes "0.85%" and "0.850 per cent" as one figure', () => {
    expect(factsAgree('ongoing-charge', charge('0.85%'), charge('0.850 per cent'))).toBe(true);
  });
  it('allows rounding to the precision shown, and no more', () => {
    expect(figuresAgree({ value: '0.8%', normalized: 0.8 }, { value: '0.84%', normalized: 0.84 })).toBe(true);
    expect(figuresAgree({ value: '0.85%', normalized: 0.85 }, { value: '0.86%', normalized: 0.86 })).toBe(
      false,
    );
    expect(figuresAgree({ value: '0.9%', normalized: 0.9 }, { value: '0.84%', normalized: 0.84 })).toBe(
      false,
    );
  });
  it('takes a charge of "N/A" or "None" as no charge', () => {
    expect(factsAgree('entry-charge', charge('N/A'), charge('0.00%'))).toBe(true);
    expect(factsAgree('entry-charge', charge('None'), charge('5.00%'))).toBe(false);
  });
});

describe('isoDate', () => {
  it('reads UK dates in words and figures', () => {
    expect(isoDate('26 Oct 2018')).toBe('2018-10-26');
    expect(isoDate('16/06/2021')).toBe('2021-06-16');
    expect(isoDate('31st March 2024')).toBe('2024-03-31');
    expect(isoDate('Oct 2021')).toBe('2021-10');
    expect(isoDate('1992')).toBe('1992');
    expect(isoDate('not a date')).toBeNull();
  });
});

describe('objectivesAgree', () => {
  it('takes the same aim in other words as agreeing', () => {
    expect(
      objectivesAgree(
        'The objective of this Fund is to maintain capital and to provide a return in line with money market rates, before charges.',
        'The Fund aims to preserve capital and provide returns in line with money market rates, before charges are taken.',
      ),
    ).toBe(true);
    expect(
      objectivesAgree(
        'The fund aims to track the performance of the FTSE All-Share Index.',
        'To track the performance of the FTSE All-Share Index (including re-invested income).',
      ),
    ).toBe(true);
  });
  it('takes a different aim, index or horizon as disagreeing', () => {
    expect(
      objectivesAgree(
        'The fund aims to grow your investment over five years or more.',
        'The fund aims to provide a high income from UK government bonds.',
      ),
    ).toBe(false);
    expect(
      objectivesAgree(
        'The fund aims to track the performance of the FTSE All-Share Index.',
        'The fund aims to track the performance of the MSCI World Index.',
      ),
    ).toBe(false);
    expect(objectiveSimilarity('grow capital over 5 years', 'grow capital over 10 years')).toBeLessThan(1);
  });
});
