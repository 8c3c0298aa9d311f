import { describe, expect, it } from 'vitest';
import { otherFundReasons } from './same-fund.ts';
import type { FundIdentifiers } from './types.ts';

const ids = (over: Partial<FundIdentifiers>): FundIdentifiers => ({
  isins: [],
  sedols: [],
  fundNames: [],
  shareClasses: [],
  ...over,
});
const WORLD = ids({ isins: ['GB00BJS8SJ34'], fundNames: ['Fidelity Index World Fund'] });
const CASH = ids({ isins: ['GB00B0CNHB64'], fundNames: ['Legal & General Cash Trust'] });

describe('otherFundReasons', () => {
  it('warns when the new file prints another ISIN, naming both', () => {
    expect(otherFundReasons(WORLD, CASH)).toEqual([
      "the new file's ISIN (GB00B0CNHB64) is not the current file's (GB00BJS8SJ34)",
    ]);
  });

  it('says nothing for a new edition of the same fund (an ISIN in common)', () => {
    expect(otherFundReasons(WORLD, ids({ ...WORLD, isins: ['GB00BJS8SJ34', 'GB00B0CNHB64'] }))).toEqual([]);
  });

  it('compares names only when a file prints no identifier', () => {
    const named = (name: string) => ids({ fundNames: [name] });
    expect(otherFundReasons(named('Example Growth Fund'), named('Example Growth Fund'))).toEqual([]);
    expect(otherFundReasons(WORLD, named('Legal & General Cash Trust'))).toEqual([
      'the new file names Legal & General Cash Trust, the current file Fidelity Index World Fund',
    ]);
  });

  it('says nothing when the new file names no fund at all', () => {
    expect(otherFundReasons(WORLD, ids({}))).toEqual([]);
  });

  it('warns when the new file matches none of the funds the document is linked to', () => {
    const linked = [{ id: 'f1', name: 'Fidelity Index World Fund', isins: ['GB00BJS8SJ34'] }];
    expect(otherFundReasons(ids({}), CASH, linked)).toEqual([
      'the document belongs to Fidelity Index World Fund, and the new file names none of its identifiers or names',
    ]);
    expect(otherFundReasons(ids({}), WORLD, linked)).toEqual([]);
  });
});
