import { describe, expect, it } from 'vitest';
import { findFundNames, findShareClasses } from './names.ts';

const on = (text: string, page = 1) => [{ text, page }];

describe(findShareClasses.name, () => {
  it.each([
    ['Class A Accumulation shares returned 4%.', 'Class A Accumulation'],
    ['The I Inc class is cheaper.', 'I Inc'],
    ['Holders of GBP Acc units', 'GBP Acc'],
    ['P Accumulation Shares (ISIN: GB00BJS8SJ34)', 'P Accumulation Shares'],
    ['Class IC EUR (accumulating class of shares denominated in EUR)', 'Class IC EUR'],
    ['Share Class B GBP Hedged Income', 'Share Class B GBP Hedged Income'],
    ['the R Acc class', 'R Acc'],
    ['Class 2 Income', 'Class 2 Income'],
  ])('finds the class in %j', (text, name) => {
    expect(findShareClasses(on(text)).map((c) => c.name)).toEqual([name]);
  });

  it.each([
    'The Artemis UK Income fund pays income twice a year.',
    'US Inc. is a company.',
    'Accumulation units reinvest income.',
    'a class of its own',
    'Class n Benchmark',
  ])('finds no class in %j', (text) => {
    expect(findShareClasses(on(text))).toEqual([]);
  });

  it('counts repeats and keeps the first page', () => {
    const found = findShareClasses([
      { text: 'I Inc pays 0.6%.', page: 2 },
      { text: 'I Inc again.', page: 5 },
    ]);
    expect(found).toEqual([{ name: 'I Inc', page: 2, count: 2 }]);
  });
});

describe(findFundNames.name, () => {
  it.each([
    ['This document is about the Fidelity Index World Fund.', 'Fidelity Index World Fund'],
    ['Legal & General Cash Trust Class I Accumulation', 'Legal & General Cash Trust'],
    ['L&G PMC Sustainable Property Fund 3 was launched in 2018.', 'L&G PMC Sustainable Property Fund 3'],
    ['Units of the Example Growth Fund.', 'Example Growth Fund'],
  ])('finds the fund in %j', (text, name) => {
    expect(findFundNames(on(text)).map((f) => f.name)).toEqual([name]);
  });

  it.each([
    'The Fund may invest in derivatives.',
    'an investment fund is a pooled investment',
    'Global Head of Index Fund management',
    'Description of Fund',
  ])('finds no fund name in %j', (text) => {
    expect(findFundNames(on(text))).toEqual([]);
  });
});
