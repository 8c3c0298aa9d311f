// The synthetic fund document of bench/compliance.ts and bench/compliance-ab.ts: seeded, so every run and both
// engines of an A/B run check the same pages.
import type { BlockSpec } from '#engine/rules/testing/build-document.ts';
import { seededRandom } from './support.ts';

const WORDS_PER_PAGE = 400;

// Varied fund-document prose: objectives, charges, risks, performance, sustainability and legal text, so
// every check type does real work. Some pages carry violations (absolute claims, superlatives, unbalanced
// benefits, greenwashing, small-print warnings).
const SENTENCES = [
  'The fund aims to grow your money over at least five years by investing in the shares of UK companies.',
  'The ongoing charges figure (OCF) is {pct} a year and covers the annual management charge and other running costs.',
  'Your capital is at risk and the value of your investment can go down as well as up.',
  'You may get back less than you invested.',
  'Past performance is not a reliable indicator of future results.',
  'The fund returned {pct} over the 12 months to 31 December, against {pct} for the FTSE All-Share Index (source: FE fundinfo).',
  'The fund invests overseas, so changes in exchange rates can cause the value of your investment to rise or fall.',
  'Income is paid to investors in income units twice a year; in accumulation units it is reinvested.',
  'Derivatives may be used for efficient portfolio management and hedging, which may increase volatility.',
  'A dilution levy may be charged when large deals could harm other investors.',
  'The fund excludes companies that make more than 5% of their revenue from thermal coal, as set out in our exclusions policy.',
  'Shares are priced at noon each business day, and deals received after that time are processed at the next valuation point.',
  'We will write to you at least 60 days before any change that could affect you.',
  'The Authorised Corporate Director is Example Fund Managers Limited, authorised and regulated by the Financial Conduct Authority.',
  'Transaction costs were {bps} basis points in the year, reflecting the cost of buying and selling investments.',
  'The fund may hold emerging market equities, where political and economic risks are generally higher than in developed markets.',
  'Tax treatment depends on your individual circumstances and may be subject to change in the future.',
  'An ISA is a tax-efficient way to invest, as income and gains within it are free of UK tax.',
  'Consideration has been given by the board to whether the charges represent value for money, having regard to comparable market rates and the quality of service.',
  'The synthetic risk and reward indicator places the fund in category {n} because its price has moved up and down a lot.',
  'This is not a guaranteed product, and there is no such thing as a risk-free investment.',
];

const VIOLATIONS = [
  'With this fund your returns are guaranteed and your money is completely safe.',
  'We are the best fund manager in the market and our fund is unbeatable.',
  'Enjoy attractive returns of up to {pct} a year.',
  'Our portfolio is carbon neutral and 100% green.',
  'This is a sustainable investment that is good for the planet.',
  "Don't worry about the small print: the risk is minimal.",
];

const HEADINGS = [
  'Objective and policy',
  'Risks',
  'Charges',
  'Past performance',
  'Sustainability',
  'Practical information',
];

// Outside-written breaches the rules pass and the learned layer reads (round fourteen): mixed into every page of a
// second document, so the layer's cost is also timed where it fires everywhere, its worst case.
export const LAYER_BREACHES = [
  'Our call: the FTSE 100 will hit 10,000 by next Christmas, and the fund will be right there with it.',
  "If you haven't used your carry-forward allowance by 5 April, it's gone.",
  'Risk warnings can look like boilerplate, but in practice our clients very rarely lose.',
];

export function buildPages(pages: number, everyPage: readonly string[] = []): BlockSpec[][] {
  const next = seededRandom(20_071_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const fill = (sentence: string): string =>
    sentence
      .replace(/\{pct\}/g, () => `${(next() * 9).toFixed(2)}%`)
      .replace(/\{bps\}/g, () => String(Math.floor(next() * 40)))
      .replace(/\{n\}/g, () => String(1 + Math.floor(next() * 7)));
  const out: BlockSpec[][] = [];
  for (let page = 0; page < pages; page++) {
    const blocks: BlockSpec[] = [{ kind: 'heading', text: pick(HEADINGS), fontSize: 16 }];
    let words = 0;
    while (words < WORDS_PER_PAGE) {
      const roll = next();
      if (roll < 0.1) {
        const rows = [
          'Year | Fund | Benchmark',
          ...[2020, 2021, 2022, 2023, 2024].map((y) => `${y} | ${fill('{pct}')} | ${fill('{pct}')}`),
        ];
        blocks.push({ kind: 'table', text: rows.map((r) => `| ${r} |`).join('\n') });
        words += 18;
      } else if (roll < 0.2) {
        const items = Array.from({ length: 3 }, () => `• ${fill(pick(SENTENCES))}`);
        blocks.push({ kind: 'list', text: items.join('\n'), fontSize: next() < 0.3 ? 8 : 10 });
        words += items.join(' ').split(' ').length;
      } else {
        const count = 3 + Math.floor(next() * 3);
        const sentences = Array.from({ length: count }, () =>
          fill(page % 7 === 3 && next() < 0.15 ? pick(VIOLATIONS) : pick(SENTENCES)),
        );
        if (everyPage.length > 0 && next() < 0.3) sentences.push(pick(everyPage));
        const text = sentences.join(' ');
        blocks.push({ kind: 'paragraph', text });
        words += text.split(' ').length;
      }
    }
    out.push(blocks);
  }
  return out;
}
