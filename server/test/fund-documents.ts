import { buildPdf, type PdfTextItem } from '#engine/extraction/testing/pdf-builder.ts';

// Two documents of one share class for the funds tests (issue 28): a KIID and a factsheet laid out as real
// ones are (headings, sentences, label and value rows, a past-performance table) that agree on the fund,
// share class, objective, benchmark, charges and date, and differ on exactly three facts — the ongoing
// charge, the risk indicator and the 2023 return — which is what reconciliation must report, and nothing else.

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
const BENCHMARK = "The fund's benchmark is the FTSE All-Share Index.";
const AS_AT = '15 February 2024';

/** A block of the page: a heading, a paragraph, or a row of cells (label and value, or a table row). */
type Block = { heading: string; size?: number } | { text: string } | { cells: [number, string][] };

/** Lays blocks out top-down on one A4 page, with a paragraph's gap between blocks so each stays its own. */
function page(blocks: Block[], title: string): Buffer {
  const text: PdfTextItem[] = [];
  let y = 780;
  for (const block of blocks) {
    if ('heading' in block) {
      const size = block.size ?? 13;
      y -= 8;
      text.push({ text: block.heading, x: 56, y, size, bold: true });
      y -= size + 10;
    } else if ('text' in block) {
      text.push({ text: block.text, x: 56, y, size: 10 });
      y -= 22;
    } else {
      for (const [x, cell] of block.cells) text.push({ text: cell, x, y, size: 10 });
      y -= 18;
    }
  }
  return Buffer.from(buildPdf({ pages: [{ text }], title }));
}

const row = (...cells: string[]): Block => ({
  cells: cells.map((cell, i) => [56 + i * 150, cell] as [number, string]),
});

export function makeKiidPdf(figures: FundFigures = KIID_FIGURES): Buffer {
  return page(
    [
      { heading: 'Key Investor Information', size: 16 },
      { text: 'This document provides you with key investor information about this fund.' },
      { heading: FUND_NAME, size: 14 },
      { text: `${SHARE_CLASS} (ISIN: ${ISIN})` },
      { heading: 'Objectives and investment policy' },
      { text: OBJECTIVE },
      { text: BENCHMARK },
      { heading: 'Risk and reward profile' },
      { text: `The fund is in category ${figures.risk} because it invests in company shares.` },
      { heading: 'Charges' },
      row('Entry charge', '0.00%'),
      row('Exit charge', '0.00%'),
      row('Ongoing charges', figures.ongoingCharge),
      { heading: 'Past performance' },
      row('', '2022', '2023'),
      row('Fund', '-3.1%', figures.return2023),
      { text: 'Past performance is not a guide to future performance.' },
      { heading: 'Practical information' },
      { text: `This key investor information is accurate as at ${AS_AT}.` },
    ],
    `${FUND_NAME} Key Investor Information`,
  );
}

export function makeFactsheetPdf(figures: FundFigures = FACTSHEET_FIGURES): Buffer {
  return page(
    [
      { heading: FUND_NAME, size: 16 },
      { text: `${SHARE_CLASS} factsheet.` },
      row('ISIN', ISIN),
      row('SEDOL', SEDOL),
      { heading: 'Fund aim' },
      { text: OBJECTIVE },
      { text: BENCHMARK },
      { heading: 'Key facts' },
      { text: `Risk indicator: ${figures.risk} (on a scale of 1, lower risk, to 7, higher risk).` },
      row('Ongoing charge', figures.ongoingCharge),
      row('Entry charge', '0.00%'),
      row('Exit charge', '0.00%'),
      { heading: 'Discrete calendar year performance' },
      row('', '2022', '2023'),
      row('Fund', '-3.1%', figures.return2023),
      { text: 'Past performance is not a guide to future performance.' },
      { text: `This factsheet is accurate as at ${AS_AT}.` },
    ],
    `${FUND_NAME} Factsheet`,
  );
}
