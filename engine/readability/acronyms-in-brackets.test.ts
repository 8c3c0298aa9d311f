// Issue 30 item 6: acronyms the document spells out in brackets are not flagged, neither as undefined acronyms
// nor a second time as jargon. The wording is quoted from the third-party corpus (/work/shared/corpus/financial,
// MANIFEST.md), not written for the test.
import { describe, expect, it } from 'vitest';
import { analyzeReadability, tableDefinitionTexts } from './analyze-readability.ts';

// XS1914695009-EN_PRIIPs-KID.pdf, page 2 (BNP Paribas)
const KID_SRI =
  'The summary risk indicator (SRI) is a guide to the level of risk of this product compared to other products. It shows how likely it is that the product will lose money because of movements in the markets or because we are not able to pay you.';
const KID_SRI_LATER = 'We have classified this product as 3 out of 7. The SRI is a medium-low risk class.';
// B5EY_Fact-Sheet_Legal-General-Cash-Trust-LG-PMC-Cash-Fund-G25.pdf, page 3 (Legal & General)
const FACTSHEET_ABI =
  'ABI sector ABI sectors are defined by the Association of British Insurers (ABI). They are a way of grouping funds with similar characteristics so they’re easier to compare.';
const FACTSHEET_IMC =
  'Investment management charge (IMC) This charge covers the costs of managing your fund.';
const FACTSHEET_IMC_USE = 'This is an allowance for variable fund expenses not included in the IMC.';
// 5_B1D3_Fact-Sheet_30-09-2024.pdf, page 1 (Legal & General): the charges table as extracted, the short forms
// in the cells under their labels, and the prose after it
const FACTSHEET_CHARGES_TABLE =
  'FUND FACTS\t\t\tCHARGES\t\nFund size\tBase currency\tBenchmark\tInvestment management charge\t0.15%\n£41.9m\tGBP\t\t(IMC)\t\nLaunch date\tDomicile\tUnderlying fund\tAdditional expenses\t0.00%\nOct 2021\tUnited Kingdom\t\t(AE)\t';
const FACTSHEET_IMC_PROSE = 'The IMC is taken by adjusting the unit price of the fund daily.';
const FACTSHEET_SUM = 'This charge is the sum of the IMC and AE.';
// beanstalk_beanstalks-guide-to-jisas.pdf, page 3 (KidStart)
const GUIDE_JISA =
  'Junior Individual Savings Accounts (often shortened to Junior ISAs or just JISAs) are savings and/or investment accounts specifically for saving for children.';
const GUIDE_JISA_USE =
  'To help parents, and others, put money aside for when their children become adults, JISAs were created by the government in 2011.';
// beanstalk_ISAKFD.pdf, page 3 (KidStart)
const KFD_KIID =
  'A Key Investor Information Document (KIID) is a pre-sales document which is produced by the fund manager, not Beanstalk.';

const acronymsOf = (...paragraphs: string[]) =>
  analyzeReadability({ sections: [{ paragraphs }] }).undefinedAcronyms.map((a) => a.acronym);
const jargonOf = (...paragraphs: string[]) =>
  Object.fromEntries(analyzeReadability({ sections: [{ paragraphs }] }).jargon.map((j) => [j.id, j.count]));

describe('acronyms defined in brackets', () => {
  it('takes "Long Form (LF)" as a definition, here and in later paragraphs', () => {
    expect(acronymsOf(KID_SRI, KID_SRI_LATER)).toEqual([]);
    expect(acronymsOf(FACTSHEET_IMC, FACTSHEET_IMC_USE)).toEqual([]);
    expect(acronymsOf(KFD_KIID)).toEqual([]);
  });

  it('takes "LF (long form)" as a definition', () => {
    expect(
      acronymsOf('OCF (ongoing charges figure) is the yearly cost of the fund.', 'The OCF is 0.2%.'),
    ).toEqual([]);
  });

  it('takes a short form named among other words in the brackets', () => {
    expect(acronymsOf(GUIDE_JISA, GUIDE_JISA_USE)).toEqual([]);
  });

  it('takes a short form in the table cell under its label as defined for the prose after the table', () => {
    const definitions = tableDefinitionTexts(FACTSHEET_CHARGES_TABLE);
    expect(definitions).toContain('CHARGES Investment management charge (IMC) Additional expenses (AE)');
    const result = analyzeReadability({
      sections: [{ paragraphs: [FACTSHEET_IMC_PROSE, FACTSHEET_SUM], definitions }],
    });
    expect(result.undefinedAcronyms).toEqual([]);
    // without the table they are never defined
    expect(acronymsOf(FACTSHEET_IMC_PROSE, FACTSHEET_SUM)).toEqual(['IMC', 'AE']);
  });

  it('does not flag a use in the very sentence that spells it out', () => {
    expect(acronymsOf(FACTSHEET_ABI)).toEqual([]);
  });

  it('still flags an acronym used before the paragraph that defines it, and one never defined', () => {
    expect(acronymsOf(FACTSHEET_IMC_USE, FACTSHEET_IMC)).toEqual(['IMC']);
    expect(acronymsOf(KID_SRI_LATER)).toEqual(['SRI']);
  });

  it('counts a spelt-out term once as jargon, and not again at each use of its acronym', () => {
    expect(jargonOf(KID_SRI)['sri']).toBe(1);
    const defined = analyzeReadability({ sections: [{ paragraphs: [KID_SRI, KID_SRI_LATER] }] }).jargon;
    const sri = defined.find((j) => j.term.includes('(SRI)'));
    expect(sri?.count).toBe(1);
    expect(sri?.occurrences.map((o) => o.text)).toEqual(['summary risk indicator']);
    // the acronym alone, never spelt out, is still jargon
    const bare = analyzeReadability(KID_SRI_LATER).jargon.find((j) => j.term.includes('(SRI)'));
    expect(bare?.count).toBe(1);
  });
});
