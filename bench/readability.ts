// Readability engine benchmark: analysis time for a ~100-page document (target < 300 ms).
// Run: npx tsx bench/readability.ts [pages] [runs]
// Prints one JSON object: { name, pages, words, ms_median, ms_p95, runs, target_ms }.
import { analyzeReadability, type ReadabilitySectionInput } from '#engine/readability/index.ts';
import { percentile, roundMs, seededRandom } from './support.ts';

const PAGES = Number(process.argv[2] ?? 100);
const RUNS = Number(process.argv[3] ?? 25);
const WARMUP = 5;
const WORDS_PER_PAGE = 400;

// Varied fund-document prose: plain and dense sentences, passive voice, acronyms defined and not, jargon,
// numbers, abbreviations and lists, so every part of the engine does real work.
const SENTENCES = [
  'The fund aims to grow your money over at least five years.',
  'The Ongoing Charges Figure (OCF) is {pct} a year and covers the annual management charge and other running costs.',
  'The OCF is calculated by the ACD on the last business day of each month.',
  'Past performance is not a guide to future returns, and the value of your investment can fall as well as rise.',
  'You may get back less than you invested.',
  'The fund invests at least 80% of its assets in the shares of UK companies, e.g. those listed on the London Stock Exchange.',
  'Income is paid to investors in income units twice a year; in accumulation units it is reinvested.',
  'Derivatives may be used for efficient portfolio management and hedging, which may increase volatility.',
  'The benchmark is the FTSE All-Share Index, against which performance is compared.',
  'A dilution levy may be charged when large deals could harm other investors.',
  'The synthetic risk and reward indicator (SRRI) places the fund in category {n} because its price has moved up and down a lot.',
  'Bond duration measures how much the price of a bond may change when interest rates move by one percentage point.',
  'Gilts and investment grade corporate bonds make up {pct} of the portfolio, with the remainder held in cash.',
  'Liquidity risk arises where investments cannot be sold quickly at a fair price, particularly in stressed market conditions.',
  'The tracking error of the fund was {pct} over the period, which reflects an active share of {pct}.',
  'Shares are priced at noon each business day, and deals received after that time are processed at the next valuation point.',
  'We will write to you at least 60 days before any change that could affect you.',
  'The Authorised Corporate Director (the "ACD") is Example Fund Managers Ltd. It is authorised and regulated by the FCA.',
  'Transaction costs were {bps} basis points in the year, reflecting the cost of buying and selling investments.',
  'The fund may hold emerging market equities, where political and economic risks are generally higher than in developed markets.',
  'Currency movements can affect the value of overseas investments, and the fund does not normally hedge this risk.',
  'The NAV per share rose from {price}p to {price}p over the year.',
  'It is intended that the investment objective be achieved through a diversified portfolio, consistent with the prospectus.',
  'Performance fees are not charged.',
  'Your capital is at risk.',
  'The yield was {pct}, which is the income paid over the last year as a percentage of the price.',
  'Consideration has been given by the board to whether the charges represent value for money, having regard to comparable market rates and the quality of service.',
  'Distributions are made on the last day of February and August, and units go ex-dividend on the first day of those months.',
];

const HEADINGS = [
  'Objective and policy',
  'Risk and reward profile',
  'Charges',
  'Past performance',
  'Practical information',
  'Assessment of value',
];

function buildDocument(pages: number): { sections: ReadabilitySectionInput[] } {
  const next = seededRandom(20_251_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const fill = (sentence: string): string =>
    sentence
      .replace(/\{pct\}/g, () => `${(next() * 3).toFixed(2)}%`)
      .replace(/\{bps\}/g, () => String(Math.floor(next() * 40)))
      .replace(/\{price\}/g, () => (100 + next() * 200).toFixed(2))
      .replace(/\{n\}/g, () => String(1 + Math.floor(next() * 7)));
  const sections: ReadabilitySectionInput[] = [];
  for (let page = 0; page < pages; page++) {
    // two sections per page, each about half a page of paragraphs of two to five sentences
    for (let half = 0; half < 2; half++) {
      const paragraphs: string[] = [];
      let sectionWords = 0;
      while (sectionWords < WORDS_PER_PAGE / 2) {
        const sentences: string[] = [];
        const count = 2 + Math.floor(next() * 4);
        for (let i = 0; i < count && sectionWords < WORDS_PER_PAGE / 2; i++) {
          const sentence =
            next() < 0.04
              ? 'The fund can invest in:\n• UK shares\n• government bonds\n• cash and money market funds'
              : fill(pick(SENTENCES));
          sentences.push(sentence);
          sectionWords += sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
        }
        paragraphs.push(sentences.join(' '));
      }
      sections.push({ heading: `${pick(HEADINGS)} (page ${page + 1})`, paragraphs });
    }
  }
  return { sections };
}

const { sections } = buildDocument(PAGES);
const words = analyzeReadability({ sections }).document.counts.words;
for (let i = 0; i < WARMUP; i++) analyzeReadability({ sections });
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  analyzeReadability({ sections });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const round = roundMs;
console.log(
  JSON.stringify({
    name: 'readability',
    pages: PAGES,
    words,
    ms_median: round(percentile(times, 50)),
    ms_p95: round(percentile(times, 95)),
    runs: RUNS,
    target_ms: 300,
  }),
);
