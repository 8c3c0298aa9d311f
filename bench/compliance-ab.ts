// bench/compliance.ts as an A/B: this checkout's engine against another's (a `git worktree` or a `git archive` of
// main with node_modules linked), on the same pages, alternating run by run in one process, so that on a shared
// machine both see the same load and only the ratio is read. Also says whether both give identical results.
// Run: npx tsx bench/compliance-ab.ts <other checkout> [pages] [runs]
// Prints one JSON object: { pages, runs, identical, ratio: { packs, packs_and_layer, layer }, wall and CPU ms
// medians per side, load averages }. A ratio below 1 means this checkout is faster.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPages, LAYER_BREACHES } from './compliance-document.ts';
import { percentile, roundMs } from './support.ts';

const other = process.argv[2];
if (!other) throw new Error('Usage: npx tsx bench/compliance-ab.ts <other checkout> [pages] [runs]');
const PAGES = Number(process.argv[3] ?? 100);
const RUNS = Number(process.argv[4] ?? 25);
const WARMUP = 5;

/** One checkout's engine, loaded from its own files (its own module state and caches). */
async function engineAt(root: string) {
  const rules = await import(path.join(root, 'engine/rules/index.ts'));
  const learned = await import(path.join(root, 'engine/rules/learned/index.ts'));
  const build = await import(path.join(root, 'engine/rules/testing/build-document.ts'));
  const packs = rules.loadRulePacks(
    (rules.PACK_FILES as string[]).map((file) => ({
      fileName: `${rules.PACKS_DIRECTORY}/${file}`,
      text: readFileSync(path.join(root, rules.PACKS_DIRECTORY, file), 'utf8'),
    })),
  );
  const model = learned.parseConceptModel(readFileSync(path.join(root, learned.CONCEPT_MODEL_FILE), 'utf8'));
  const check = (doc: unknown) => rules.checkDocument(doc, packs, { documentType: 'financial-promotion' });
  return {
    document: build.documentFromBlocks(buildPages(PAGES)),
    firing: build.documentFromBlocks(buildPages(PAGES, LAYER_BREACHES)),
    check,
    /** The check as the server runs it: the packs, then the possible tier (ADR 022). */
    withLayer(doc: unknown) {
      const result = check(doc);
      const start = performance.now();
      const possible = learned.possibleTierOf(doc, result, packs, model);
      return { result, possible, layerMs: performance.now() - start };
    },
  };
}

const sides = { this: await engineAt(path.resolve(import.meta.dirname, '..')), other: await engineAt(other) };
const json = (value: unknown) => JSON.stringify(value);
const identical = (['document', 'firing'] as const).every((which) => {
  const [a, b] = [sides.this.withLayer(sides.this[which]), sides.other.withLayer(sides.other[which])];
  return json([a.result, a.possible]) === json([b.result, b.possible]);
});

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
type Side = keyof typeof sides;
const samples: Record<string, number[]> = {};
const add = (key: string, value: number) => (samples[key] ??= []).push(value);
for (let i = 0; i < WARMUP; i++) for (const side of Object.values(sides)) side.withLayer(side.document);
const loads: number[] = [];
for (let i = 0; i < RUNS; i++) {
  // Which side goes first alternates, so neither always runs on a warmer cache.
  const order: Side[] = i % 2 === 0 ? ['this', 'other'] : ['other', 'this'];
  for (const name of order) {
    const side = sides[name];
    let [wall, cpu] = [performance.now(), cpuMs()];
    side.check(side.document);
    add(`${name}.packs`, performance.now() - wall);
    add(`${name}.packs_cpu`, cpuMs() - cpu);
    [wall, cpu] = [performance.now(), cpuMs()];
    const { layerMs } = side.withLayer(side.document);
    add(`${name}.packs_and_layer`, performance.now() - wall);
    add(`${name}.packs_and_layer_cpu`, cpuMs() - cpu);
    add(`${name}.layer`, layerMs);
  }
  if (i % 5 === 0) loads.push(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]));
}
const median = (key: string) =>
  roundMs(
    percentile(
      [...samples[key]!].sort((a, b) => a - b),
      50,
    ),
  );
const ratio = (key: string) => Math.round((1000 * median(`this.${key}`)) / median(`other.${key}`)) / 1000;
const measures = ['packs', 'packs_and_layer', 'layer', 'packs_cpu', 'packs_and_layer_cpu'];
console.log(
  JSON.stringify({
    name: 'compliance-ab',
    other,
    pages: PAGES,
    runs: RUNS,
    identical,
    ratio: Object.fromEntries(measures.map((m) => [m, ratio(m)])),
    this_ms_median: Object.fromEntries(measures.map((m) => [m, median(`this.${m}`)])),
    other_ms_median: Object.fromEntries(measures.map((m) => [m, median(`other.${m}`)])),
    load_1m: loads,
  }),
);
