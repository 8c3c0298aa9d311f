// Analysis engine benchmark: analyzeDocument on a synthetic 100-page ExtractedDocument (extraction
// excluded; target < 300 ms). The document is an Assessment of Value report with sustainability wording,
// tables and lists, so readability, structure, the AoV grid and the SDR checks all do real work.
// Run: npx tsx bench/analysis.ts [pages] [runs]
// Prints one JSON object: { name, pages, words, blocks, ms_median, ms_p95, runs, target_ms }.
import type { Block } from '#engine/document-model.ts';
import { analyzeDocument } from '#engine/analysis/analyze-document.ts';
import { readFileSync } from 'node:fs';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import { buildDocument, heading, list, paragraph, table } from '#engine/analysis/testing/build-document.ts';
import { percentile, roundMs, seededRandom } from './support.ts';

const PAGES = Number(process.argv[2] ?? 100);
const RUNS = Number(process.argv[3] ?? 25);
const WARMUP = 5;
const WORDS_PER_PAGE = 400;

const SENTENCES = [
  'We assessed the range and quality of services provided to investors, including dealing, registration and complaint handling.',
  'The fund returned {pct} a year over five years after charges, against {pct} for its benchmark, the FTSE All-Share Index.',
  'The ongoing charges figure for Class A Accumulation is {pct}, and for the I Inc class it is {pct}.',
  'We compared each charge with the cost of providing the service and concluded that the charges are reasonable.',
  'Economies of scale are passed on through a tiered annual management charge that falls as the fund grows.',
  'Compared with a peer group of {n} similar funds, the fund sits in the second quartile for cost.',
  'Institutional clients with segregated mandates pay a similar fee for a comparable service.',
  'Investors in the retail share class will be moved to the cheaper clean class from 1 July 2025.',
  'The fund aims to grow your money over at least five years, investing at least 80% in UK companies.',
  'Past performance is not a guide to future returns, and the value of your investment can fall as well as rise.',
  'The fund integrates ESG factors and engages with companies on climate risk through our stewardship programme.',
  'We believe the fund is a sustainable choice for investors who want to make a positive impact.',
  'Transaction costs were {bps} basis points in the year, reflecting the cost of buying and selling investments.',
  'The Authorised Corporate Director (the "ACD") is Example Fund Managers Ltd, authorised and regulated by the FCA.',
  'Overall, the board concluded that the fund has provided value to investors over the year ended 31 March 2025.',
  'The fund underperformed its benchmark over three years, and we will review the investment process with the manager.',
  'Derivatives may be used for efficient portfolio management and hedging, which may increase volatility.',
  'Our carbon intensity was {n} tonnes of CO2e per million pounds invested, measured against the index.',
];

const HEADINGS: [string, number][] = [
  ['Example Growth Fund', 1],
  ['Quality of service', 2],
  ['Performance', 2],
  ['AFM costs – general', 2],
  ['Economies of scale', 2],
  ['Comparable market rates', 2],
  ['Comparable services', 2],
  ['Classes of units', 2],
  ['Our conclusion', 3],
  ['Risks', 2],
];

function buildPages(pages: number): Block[][] {
  const next = seededRandom(20_251_102);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const fill = (sentence: string): string =>
    sentence
      .replace(/\{pct\}/g, () => `${(next() * 3).toFixed(2)}%`)
      .replace(/\{bps\}/g, () => String(Math.floor(next() * 40)))
      .replace(/\{n\}/g, () => String(5 + Math.floor(next() * 90)));
  const result: Block[][] = [];
  for (let page = 0; page < pages; page++) {
    const blocks: Block[] = [paragraph(`Assessment of Value Report 2025 · page ${page + 1}`, { size: 8 })];
    let words = 0;
    while (words < WORDS_PER_PAGE) {
      const [text, level] = pick(HEADINGS);
      blocks.push(heading(text, level));
      const roll = next();
      if (roll < 0.1) {
        blocks.push(
          table([
            ['Consideration', 'Rating', 'Comment'],
            ['Quality of service', pick(['Green', 'Amber']), 'Service levels met'],
            ['Performance', pick(['Green', 'Amber', 'Red']), 'Against benchmark over five years'],
          ]),
        );
        words += 15;
      } else if (roll < 0.2) {
        blocks.push(list([fill(pick(SENTENCES)), fill(pick(SENTENCES)), fill(pick(SENTENCES))]));
        words += 60;
      }
      const sentences: string[] = [];
      for (let i = 0; i < 3 + Math.floor(next() * 4); i++) sentences.push(fill(pick(SENTENCES)));
      const text2 = sentences.join(' ');
      blocks.push(paragraph(text2, { size: next() < 0.05 ? 7 : 10 }));
      words += text2.split(/\s+/).length;
    }
    blocks.push(paragraph(`${page + 1} of ${pages}`, { size: 8 }));
    result.push(blocks);
  }
  return result;
}

const doc = buildDocument(buildPages(PAGES), {
  metadata: { title: 'Assessment of Value Report 2025', language: 'en-GB', isTagged: false },
});
/** The rule packs Clarion ships, read from disk as the server reads them at start-up. */
function shippedRulePacks() {
  return loadRulePacks(
    PACK_FILES.map((file) => ({
      fileName: `${PACKS_DIRECTORY}/${file}`,
      text: readFileSync(new URL(`../${PACKS_DIRECTORY}/${file}`, import.meta.url), 'utf8'),
    })),
  );
}

// with the shipped rule packs, as the server runs it (the SDR view's anti-greenwashing part runs the ESG pack)
const options = { documentType: 'aov-report', rulePacks: shippedRulePacks() };
const first = analyzeDocument(doc, options);
for (let i = 0; i < WARMUP; i++) analyzeDocument(doc, options);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  analyzeDocument(doc, options);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const round = roundMs;
console.log(
  JSON.stringify({
    name: 'analysis',
    pages: PAGES,
    words: first.readability.document.counts.words,
    blocks: doc.pages.reduce((n, p) => n + p.blocks.length, 0),
    findings: first.findings.length,
    ms_median: round(percentile(times, 50)),
    ms_p95: round(percentile(times, 95)),
    runs: RUNS,
    target_ms: 300,
  }),
);
