// Test data only: a person's verdict on every disagreement and omission the reconciliation reports on the
// corpus (reconcile-corpus.test.ts), by key. true: the documents do state the fact differently (or one omits
// what it must state), as reported; false: the report is wrong (a misread, or a difference that is not one).

/**
 * Linked by hand, as the fund page allows: the Legal & General Cash Trust's KIID (Class I Acc, ISIN
 * GB00B0CNHB64) and the L&G PMC Cash Fund G25's factsheet (ISIN GB00BGYBT811). Different ISINs: a pension
 * fund (PMC) with the Trust's objective word for word, not the same share class, so the engine does not
 * group them; linked here to see what reconciliation says of two such documents.
 */
export const HAND_LINKED = [
  'beanstalk_LG-Cash-Trust-KIID.pdf',
  'B5EY_Fact-Sheet_Legal-General-Cash-Trust-LG-PMC-Cash-Fund-G25.pdf',
];

const PAIR =
  'B5EY_Fact-Sheet_Legal-General-Cash-Trust-LG-PMC-Cash-Fund-G25.pdf|beanstalk_LG-Cash-Trust-KIID.pdf';

export const CORPUS_VERDICTS: Record<string, { verdict: boolean; reason: string }> = {
  [`fund-name::${PAIR}`]: {
    verdict: true,
    reason:
      'The KIID names "Legal & General Cash Trust", the factsheet "L&G PMC Cash Fund G25" (page 1 of each).',
  },
  [`ongoing-charge::${PAIR}`]: {
    verdict: true,
    reason:
      'The KIID (15 Feb 2021) states an ongoing charge of 0.15%, the factsheet (30 Nov 2024) a fund management charge of 0.20%: different, and the factsheet is the newer document (reported low, newer document).',
  },
  [`launch-date::${PAIR}`]: {
    verdict: true,
    reason:
      'The KIID says the unit class launched in 2005, the factsheet gives a launch date of 26 Oct 2018 (the PMC fund, after a fund switch).',
  },
};
