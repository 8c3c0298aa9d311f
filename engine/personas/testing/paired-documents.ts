// Paired test documents (test data only): the same facts about a fund written twice, once in plain English
// (short sentences, everyday words) and once in the jargon-heavy register of a prospectus (long sentences,
// unexplained industry terms). Optionally without the charges section, to test Cost Clarity.
import type { ExtractedDocument } from '../../document-model.ts';
import { documentFromBlocks, type BlockSpec } from '../../rules/testing/build-document.ts';

export interface FundFacts {
  fund: string;
  /** Ongoing charges, percent a year. */
  ongoingCharge: number;
  transactionCost: number;
  /** Last year's return and the comparator's, percent (may be negative). */
  lastYear: number;
  comparator: number;
  years: number;
  phone: string;
}

export interface PairOptions {
  withCharges?: boolean;
}

const pct = (n: number) => `${Math.abs(n).toFixed(2)}%`;
const moved = (n: number, rose: string, fell: string) => `${n < 0 ? fell : rose} by ${pct(n)}`;

export function plainDocument(f: FundFacts, options: PairOptions = {}): ExtractedDocument {
  const page1: BlockSpec[] = [
    { kind: 'heading', text: `${f.fund}: what it is for`, fontSize: 16 },
    {
      text: `This fund aims to grow your money over ${f.years} years or more. It puts your money into shares in UK companies. You could lose money. The value can go down as well as up.`,
    },
  ];
  if (options.withCharges !== false)
    page1.push(
      { kind: 'heading', text: 'What it costs you', fontSize: 16 },
      {
        text: `You pay ${pct(f.ongoingCharge)} of your money each year to run the fund. On £1,000 that is £${(f.ongoingCharge * 10).toFixed(2)} a year. Buying and selling shares for the fund costs you ${pct(f.transactionCost)} more each year.`,
      },
    );
  const page2: BlockSpec[] = [
    { kind: 'heading', text: 'How the fund has done', fontSize: 16 },
    {
      text: `Last year the fund ${moved(f.lastYear, 'grew', 'fell')}. Compared with similar funds, which ${moved(f.comparator, 'grew', 'fell')}, it did ${f.lastYear >= f.comparator ? 'better' : 'worse'}. What happened in the past does not tell you what will happen next.`,
    },
    { kind: 'heading', text: 'What you can do next', fontSize: 16 },
    {
      text: `If you have a question, call us on ${f.phone}. You can sell your part of the fund at any time. You can ask an adviser for help.`,
    },
  ];
  return documentFromBlocks([page1, page2], 12);
}

export function jargonDocument(f: FundFacts, options: PairOptions = {}): ExtractedDocument {
  const page1: BlockSpec[] = [
    { kind: 'heading', text: `${f.fund}: investment objective and policy`, fontSize: 16 },
    {
      text: `The investment objective of the Fund is to achieve capital growth over a rolling ${f.years}-year period through investment of at least 80% of the scheme property in equities and equity-related securities of companies domiciled in the United Kingdom, with the ACD permitted to utilise derivatives for the purposes of efficient portfolio management and hedging, notwithstanding that such instruments may increase the volatility of the net asset value. Capital is at risk and the NAV may fall as well as rise.`,
    },
  ];
  if (options.withCharges !== false)
    page1.push(
      { kind: 'heading', text: 'Charges', fontSize: 16 },
      {
        text: `The ongoing charges figure (OCF), which incorporates the annual management charge payable to the ACD together with depositary, custody and administration expenses, was ${pct(f.ongoingCharge)} per annum for the accumulation share class, exclusive of portfolio transaction costs of ${pct(f.transactionCost)} and any dilution levy that may be applied at the discretion of the ACD.`,
      },
    );
  const page2: BlockSpec[] = [
    { kind: 'heading', text: 'Performance', fontSize: 16 },
    {
      text: `Over the twelve-month period under review the accumulation shares delivered a total return of ${f.lastYear.toFixed(2)}% on a cumulative basis, compared with ${f.comparator.toFixed(2)}% for the comparator benchmark, and the annualised volatility of discrete performance remained elevated relative to the tracking error tolerances established for the mandate.`,
    },
    { kind: 'heading', text: 'Dealing and administration', fontSize: 16 },
    {
      text: `Shareholders wishing to redeem or switch their holdings should contact the ACD on ${f.phone} prior to the valuation point, and investors are advised to seek independent financial advice regarding the suitability of the OEIC, including the tax treatment of distributions and the ex-dividend dates applicable to the income share class.`,
    },
  ];
  return documentFromBlocks([page1, page2], 12);
}
