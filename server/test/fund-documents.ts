import { makePdf } from './make-pdf.ts';

// Two documents of one share class for the funds tests (issue 28): a KIID and a factsheet that agree on the
// fund, share class, objective, benchmark and every figure but three — the ongoing charge, the risk
// indicator and the 2023 return — which is what reconciliation must report, and nothing else.

export const FUND_NAME = 'Clarion Example Growth Fund';
export const SHARE_CLASS = 'Class A Accumulation';
/** GB00 + SEDOL + check digit: both checksums valid. */
export const ISIN = 'GB00B4CLRN09';
export const SEDOL = 'B4CLRN0';

export type FundFigures = { ongoingCharge: string; risk: number; return2023: string };
export const KIID_FIGURES: FundFigures = { ongoingCharge: '0.85%', risk: 5, return2023: '8.2%' };
export const FACTSHEET_FIGURES: FundFigures = { ongoingCharge: '0.95%', risk: 4, return2023: '7.9%' };

const OBJECTIVE =
  'The fund aims to grow the value of your investment over a period of at least five years by investing in shares of UK companies.';
const BENCHMARK = 'Benchmark: FTSE All-Share Index';

export function makeKiidPdf(figures: FundFigures = KIID_FIGURES): Buffer {
  return makePdf(
    [
      {
        heading: 'Key Investor Information',
        lines: [
          'This document provides you with key investor information about this fund. It is not marketing material.',
          `${FUND_NAME} - ${SHARE_CLASS} (ISIN: ${ISIN})`,
          'Objectives and investment policy',
          OBJECTIVE,
          BENCHMARK,
          'Risk and reward profile',
          'Lower risk Higher risk',
          '1 2 3 4 5 6 7',
          `The fund is ranked at ${figures.risk} because it invests in company shares, whose prices can rise and fall a lot.`,
          'Charges',
          'Entry charge 0.00%',
          'Exit charge 0.00%',
          `Ongoing charges ${figures.ongoingCharge}`,
          'Past performance',
          `2023 ${figures.return2023}`,
          '2022 -3.1%',
          'Past performance is not a guide to future performance.',
          'Practical information',
          'This key investor information is accurate as at 15 February 2024.',
        ],
      },
    ],
    { title: `${FUND_NAME} Key Investor Information` },
  );
}

export function makeFactsheetPdf(figures: FundFigures = FACTSHEET_FIGURES): Buffer {
  return makePdf(
    [
      {
        heading: `${FUND_NAME} Factsheet`,
        lines: [
          `${SHARE_CLASS}`,
          `ISIN ${ISIN}`,
          `SEDOL ${SEDOL}`,
          'Fund objective',
          OBJECTIVE,
          BENCHMARK,
          `Risk indicator ${figures.risk}`,
          `Ongoing charge ${figures.ongoingCharge}`,
          'Entry charge 0.00%',
          'Exit charge 0.00%',
          'Discrete calendar year performance',
          `2023 ${figures.return2023}`,
          '2022 -3.1%',
          'Past performance is not a guide to future performance. The value of investments can fall as well as rise.',
          'Data as at 15 February 2024.',
        ],
      },
    ],
    { title: `${FUND_NAME} Factsheet` },
  );
}
