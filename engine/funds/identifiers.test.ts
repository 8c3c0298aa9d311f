import { describe, expect, it } from 'vitest';
import { isValidIsin, isValidSedol, matchDocumentToFunds, readFundIdentifiers } from './index.ts';
import { factsheet, ISIN, kiid } from './testing/fund-documents.ts';

describe('isValidIsin', () => {
  it('accepts ISINs whose check digit is right', () => {
    for (const isin of ['GB00BJS8SJ34', 'GB00B0CNHB64', 'XS1914695009', 'US0378331005', 'GB0002634946'])
      expect(isValidIsin(isin), isin).toBe(true);
  });
  it('refuses a wrong check digit, a transposition and a malformed code', () => {
    for (const isin of ['GB00BJS8SJ35', 'US0387331005', 'US0378331006', 'GB00BJS8SJ3', '1200BJS8SJ34'])
      expect(isValidIsin(isin), isin).toBe(false);
  });
});

describe('isValidSedol', () => {
  it('accepts SEDOLs whose check digit is right', () => {
    for (const sedol of ['BJS8SJ3', 'B0CNHB6', 'BD1FV23', 'BGYBT81', '0263494'])
      expect(isValidSedol(sedol), sedol).toBe(true);
  });
  it('refuses a wrong check digit and vowels', () => {
    for (const sedol of ['BJS8SJ4', 'BD1FV24', 'AEIOU11']) expect(isValidSedol(sedol), sedol).toBe(false);
  });
});

describe('readFundIdentifiers', () => {
  it('reads the ISIN, the SEDOL, the fund and the share class of a KIID', () => {
    const ids = readFundIdentifiers(kiid());
    expect(ids.isins).toEqual([ISIN]);
    expect(ids.sedols).toEqual(['BJS8SJ3']);
    expect(ids.fundNames[0]).toBe('Alder Global Growth Fund');
    expect(ids.shareClasses).toContain('Class A Accumulation');
  });
});

describe('matchDocumentToFunds', () => {
  const funds = [
    { id: 'f1', name: 'Alder Global Growth Fund', isins: [ISIN] },
    { id: 'f2', name: 'Alder UK Income Fund', isins: ['GB00B0CNHB64'] },
  ];
  it('links by identifier when the document prints a fund’s ISIN or SEDOL', () => {
    expect(matchDocumentToFunds(readFundIdentifiers(factsheet()), funds)).toEqual([
      { fundId: 'f1', by: 'identifier' },
    ]);
    expect(
      matchDocumentToFunds({ isins: [], sedols: ['B0CNHB6'], fundNames: [], shareClasses: [] }, [
        { ...funds[1]!, sedols: ['B0CNHB6'] },
      ]),
    ).toEqual([{ fundId: 'f2', by: 'identifier' }]);
  });
  it('only proposes a link by name when no identifier matches', () => {
    const ids = { isins: [], sedols: [], fundNames: ['The Alder UK Income Fund'], shareClasses: [] };
    expect(matchDocumentToFunds(ids, funds)).toEqual([{ fundId: 'f2', by: 'name' }]);
  });
  it('links a multi-fund document to every fund it names', () => {
    const ids = {
      isins: [],
      sedols: [],
      fundNames: ['Alder Global Growth Fund', 'Alder UK Income Fund'],
      shareClasses: [],
    };
    expect(matchDocumentToFunds(ids, funds).map((m) => m.fundId)).toEqual(['f1', 'f2']);
  });
  it('does not take a wrapper fund’s name for the fund it invests in', () => {
    const ids = { isins: [], sedols: [], fundNames: ['L&G PMC Artemis Income G25'], shareClasses: [] };
    expect(matchDocumentToFunds(ids, [{ id: 'a', name: 'Artemis Income Fund', isins: [] }])).toEqual([]);
  });
});
