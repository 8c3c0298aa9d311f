// Test data only: a KIID and a factsheet of one share class, built as small ExtractedDocuments with the
// shared test factory, each part overridable so a test can make the two documents disagree on purpose.
import { buildDocument, heading, paragraph, table } from '../../analysis/testing/build-document.ts';
import type { ExtractedDocument } from '../../document-model.ts';

export const ISIN = 'GB00BJS8SJ34';

export interface ShareClassFacts {
  ongoingCharge: string;
  risk: string;
  returns: Record<string, string>;
  asAt: string;
  objective: string;
}

const KIID_FACTS: ShareClassFacts = {
  ongoingCharge: '0.85%',
  risk: '5',
  returns: { '2019': '12.1', '2020': '8.4', '2021': '15.2', '2022': '-9.8', '2023': '7.3' },
  asAt: '15 February 2024',
  objective:
    'The objective of this Fund is to grow the value of your investment over the long term, which is five years or more, by investing in the shares of companies around the world.',
};

export function kiid(overrides: Partial<ShareClassFacts> = {}): ExtractedDocument {
  const f = { ...KIID_FACTS, ...overrides };
  const years = Object.keys(f.returns);
  return buildDocument([
    [
      heading('Key Investor Information'),
      heading(`Alder Global Growth Fund Class A Accumulation - ISIN: ${ISIN}`, 2),
      paragraph('The authorised fund manager of the Fund is Alder Fund Managers Limited.'),
      heading('Objectives and investment policy', 2),
      paragraph(f.objective),
      paragraph(
        'To assess the performance of the Fund, it can be compared to the FTSE World Index (referred to as the "Comparator").',
      ),
      heading('Risk and reward profile', 2),
      paragraph(
        `The Fund is in category ${f.risk} because it invests in company shares, whose prices can rise and fall sharply.`,
      ),
    ],
    [
      heading('Charges', 2),
      table([
        ['Entry charge', 'None'],
        ['Exit charge', 'None'],
        ['Ongoing charges', f.ongoingCharge],
      ]),
      heading('Past performance', 2),
      table([
        ['', ...years],
        ['Fund', ...years.map((y) => f.returns[y]!)],
      ]),
      paragraph('This share class was launched on 01/03/2015.'),
      paragraph(`This key investor information is accurate as at ${f.asAt}.`),
    ],
  ]);
}

const FACTSHEET_FACTS: ShareClassFacts = {
  ...KIID_FACTS,
  objective:
    'FUND AIM The Fund aims to increase the value of your investment over five years or more through investing in shares of companies worldwide.',
};

export function factsheet(overrides: Partial<ShareClassFacts> = {}): ExtractedDocument {
  const f = { ...FACTSHEET_FACTS, ...overrides };
  const years = Object.keys(f.returns);
  return buildDocument([
    [
      heading(`${f.asAt} Fact Sheet`, 3),
      heading('Alder Global Growth Fund Class A Accumulation'),
      paragraph(f.objective),
      table([
        ['Launch date', 'Fund size', 'Benchmark'],
        ['01 Mar 2015', '£120.5m', 'FTSE World Index'],
      ]),
      table([['Ongoing charge (OCF)', f.ongoingCharge]]),
      paragraph(`The fund's risk rating is ${f.risk} on a scale of 1 (lower risk) to 7 (higher risk).`),
      heading('Performance (%)', 2),
      table([
        ['12 months to 31 December', ...years],
        ['Fund', ...years.map((y) => f.returns[y]!)],
      ]),
      table([
        ['ISIN', ISIN],
        ['SEDOL', ISIN.slice(4, 11)],
      ]),
    ],
  ]);
}
