// Compliance rule engine benchmark: checkDocument with every shipped rule pack on a synthetic 100-page
// document (target < 300 ms, DESIGN.md §9). The packs are parsed once, outside the timing, as the server does
// at start-up. In the same run, the check as the server runs it since issue 26 item 4: the rule packs and then the
// learned layer's possible tier (ADR 022); runs alternate between the two so both see the same machine.
// Run: npx tsx bench/compliance.ts [pages] [runs]
// Prints one JSON object: { name, pages, words, rules, findings, ms_median, ms_p95, ms_cold, runs, target_ms,
// learned: { possible, ms_median, ms_p95, ms_cold, layer_ms_median, firing } } (ms_* at the top: the layer off;
// firing: the same pages with a breach the layer reads on about every page, off and on).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDocument, loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '#engine/rules/index.ts';
import { CONCEPT_MODEL_FILE, parseConceptModel, possibleTierOf } from '#engine/rules/learned/index.ts';
import { documentFromBlocks } from '#engine/rules/testing/build-document.ts';
import { buildPages, LAYER_BREACHES } from './compliance-document.ts';
import { percentile, roundMs } from './support.ts';

const PAGES = Number(process.argv[2] ?? 100);
const RUNS = Number(process.argv[3] ?? 25);
const WARMUP = 5;

const root = path.resolve(import.meta.dirname, '..');
const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(path.join(root, PACKS_DIRECTORY, file), 'utf8'),
  })),
);
const model = parseConceptModel(readFileSync(path.join(root, CONCEPT_MODEL_FILE), 'utf8'));

const document = documentFromBlocks(buildPages(PAGES));
const firing = documentFromBlocks(buildPages(PAGES, LAYER_BREACHES));
const rulesOn = (doc: typeof document) => () =>
  checkDocument(doc, packs, { documentType: 'financial-promotion' });
/** What the check job's engine task does: the packs, then the possible tier over the rules' result. */
const layerOn = (doc: typeof document) => () => {
  const result = checkDocument(doc, packs, { documentType: 'financial-promotion' });
  const [possible, layerMs] = timed(() => possibleTierOf(doc, result, packs, model));
  return { result, possible, layerMs };
};
const rulesOnly = rulesOn(document);
const withLayer = layerOn(document);
const timed = <T>(run: () => T): [T, number] => {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
};
// The first call includes JIT warm-up: what a freshly started worker pays once.
const [first, coldMs] = timed(rulesOnly);
const [firstLearned, coldLearnedMs] = timed(withLayer);
let last = first;
let lastLearned = firstLearned;
for (let i = 0; i < WARMUP; i++) {
  last = rulesOnly();
  lastLearned = withLayer();
}
const times: number[] = [];
const learnedTimes: number[] = [];
const layerTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const [a, off] = timed(rulesOnly);
  const [b, on] = timed(withLayer);
  last = a;
  lastLearned = b;
  times.push(off);
  learnedTimes.push(on);
  layerTimes.push(b.layerMs);
}
times.sort((a, b) => a - b);
learnedTimes.sort((a, b) => a - b);
layerTimes.sort((a, b) => a - b);
// The worst case, fewer runs: the layer on the document where it fires on every page.
const firingOff: number[] = [];
const firingOn: number[] = [];
const firingLayer: number[] = [];
let firingPossible = 0;
for (let i = 0; i < Math.max(5, Math.ceil(RUNS / 2)); i++) {
  firingOff.push(timed(rulesOn(firing))[1]);
  const [b, on] = timed(layerOn(firing));
  firingPossible = b.possible.length;
  firingOn.push(on);
  firingLayer.push(b.layerMs);
}
firingOff.sort((a, b) => a - b);
firingOn.sort((a, b) => a - b);
firingLayer.sort((a, b) => a - b);
const round = roundMs;
console.log(
  JSON.stringify({
    name: 'compliance',
    pages: PAGES,
    words: last.stats.words,
    rules: last.stats.rulesTotal,
    findings: last.findings.length,
    ms_median: round(percentile(times, 50)),
    ms_p95: round(percentile(times, 95)),
    ms_cold: round(coldMs),
    runs: RUNS,
    target_ms: 300,
    learned: {
      possible: lastLearned.possible.length,
      ms_median: round(percentile(learnedTimes, 50)),
      ms_p95: round(percentile(learnedTimes, 95)),
      ms_cold: round(coldLearnedMs),
      // the layer's own part of each run, timed inside it (less noisy than a difference of medians)
      layer_ms_median: round(percentile(layerTimes, 50)),
      /** The same pages with a breach the layer reads on about every page: off, on, and what it found. */
      firing: {
        possible: firingPossible,
        ms_median_off: round(percentile(firingOff, 50)),
        ms_median_on: round(percentile(firingOn, 50)),
        layer_ms_median: round(percentile(firingLayer, 50)),
      },
    },
  }),
);
