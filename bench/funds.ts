// Funds engine benchmark (issue 28): reconciling one fund of 10 documents, target < 200 ms. Measured two
// ways, each over fresh document objects every run (the text model is memoised per object, so nothing is
// reused from the previous run): `read_and_reconcile` = readKeyFacts on the 10 documents + reconcileFund
// (what the server does when a fund's documents change), and `reconcile_only` = reconcileFund on facts
// already read (what it does when only a link changes). Extraction is outside the timing.
// Two sets: `corpus` (the 10 corpus KIIDs, KID and L&G factsheets as if one fund: real layouts, and many
// disagreements), when the shared corpus is there; `synthetic` (5 KIIDs and 5 factsheets of one share
// class, from engine/funds/testing, padded with 3 pages of prose each).
// Run: npx tsx bench/funds.ts [runs]
// Wall time is measured on even runs and this process's CPU time on odd runs (on a shared machine the CPU time
// is the cost of the work; the load average is printed), with the shared text model's build time alone.
// Prints one JSON object: { name, target_ms, runs, load_average, sets: [{ set, documents, pages, facts,
// disagreements, read_and_reconcile: { ms_median, ms_p95, ms_cold, cpu_ms_median, text_model_ms_median },
// reconcile_only: { ms_median, ms_p95 } }] }.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { paragraph } from '#engine/analysis/testing/build-document.ts';
import type { ExtractedDocument } from '#engine/document-model.ts';
import { extractDocument } from '#engine/extraction/extract.ts';
import { readKeyFacts, reconcileFund, type FundDocumentFacts } from '#engine/funds/index.ts';
import { factsheet, kiid } from '#engine/funds/testing/fund-documents.ts';
import { CORPUS_DIR } from '#engine/testing/required-part.ts';
import { textModel } from '#engine/text/index.ts';
import { percentile, roundMs } from './support.ts';

const RUNS = Number(process.argv[2] ?? 30);
const WARMUP = 3;
const TARGET_MS = 200;

interface Input {
  name: string;
  type: string;
  doc: ExtractedDocument;
}

function fundOf(inputs: Input[], read: (input: Input) => FundDocumentFacts['facts']): FundDocumentFacts[] {
  return inputs.map((input, i) => {
    const facts = read(input);
    const asAt = facts.find((f) => f.kind === 'as-at-date')?.normalized;
    return {
      documentId: `doc-${i}`,
      documentName: input.name,
      documentType: input.type,
      asAt: typeof asAt === 'string' ? asAt : null,
      facts,
    };
  });
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** CPU time of this process (user + system), in ms: what the work costs when the machine is shared. */
function cpuTime(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function measure(set: string, inputs: Input[]) {
  const fresh = () => inputs.map((input) => ({ ...input, doc: structuredClone(input.doc) }));
  const full: number[] = [];
  const fullCpu: number[] = [];
  const model: number[] = [];
  let cold = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const copies = fresh();
    const work = () => reconcileFund(fundOf(copies, (c) => readKeyFacts(c.doc, c.type)));
    const ms = run % 2 === 0 ? time(work) : cpuTime(work);
    if (run === 0) cold = ms;
    if (run >= WARMUP) (run % 2 === 0 ? full : fullCpu).push(ms);
    // the shared text model alone (built by every analysis; readKeyFacts reads it)
    const again = fresh();
    if (run >= WARMUP) model.push(time(() => again.forEach((c) => textModel(c.doc))));
  }
  const fund = fundOf(fresh(), (c) => readKeyFacts(c.doc, c.type));
  const only: number[] = [];
  let disagreements = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const ms = time(() => (disagreements = reconcileFund(fund).length));
    if (run >= WARMUP) only.push(ms);
  }
  for (const list of [full, fullCpu, model, only]) list.sort((a, b) => a - b);
  return {
    set,
    documents: inputs.length,
    pages: inputs.reduce((n, i) => n + i.doc.pageCount, 0),
    facts: fund.reduce((n, d) => n + d.facts.length, 0),
    disagreements,
    read_and_reconcile: {
      ms_median: roundMs(percentile(full, 50)),
      ms_p95: roundMs(percentile(full, 95)),
      ms_cold: roundMs(cold),
      cpu_ms_median: roundMs(percentile(fullCpu, 50)),
      text_model_ms_median: roundMs(percentile(model, 50)),
    },
    reconcile_only: { ms_median: roundMs(percentile(only, 50)), ms_p95: roundMs(percentile(only, 95)) },
  };
}

const PROSE = Array.from({ length: 40 }, (_, i) =>
  paragraph(
    `Paragraph ${i + 1}: the fund invests mainly in the shares of companies worldwide and may use derivatives to manage risk. Its value can fall as well as rise, and you may get back less than you invested. Charges are taken from income.`,
  ),
);

function padded(doc: ExtractedDocument): ExtractedDocument {
  const pages = [...doc.pages];
  for (let p = 0; p < 3; p++) {
    const n = pages.length + 1;
    pages.push({
      number: n,
      width: 595,
      height: 842,
      blocks: PROSE,
      text: PROSE.map((b) => b.text).join('\n'),
      imageCount: 0,
    });
  }
  return { ...doc, pages, pageCount: pages.length, text: pages.map((p) => p.text).join('\n\n') };
}

const synthetic: Input[] = Array.from({ length: 10 }, (_, i) =>
  i % 2 === 0
    ? { name: `KIID ${i}`, type: 'ucits-kii', doc: padded(kiid({ ongoingCharge: `0.${80 + i}%` })) }
    : { name: `Factsheet ${i}`, type: 'factsheet', doc: padded(factsheet({ risk: String(1 + (i % 7)) })) },
);

const sets = [];
const dir = path.join(CORPUS_DIR, 'financial');
if (existsSync(dir)) {
  const files = readdirSync(dir)
    .filter((f) => /KIID|PRIIPs-KID|Fact-Sheet/.test(f) && f.endsWith('.pdf'))
    .sort()
    .slice(0, 10);
  const corpus: Input[] = [];
  for (const file of files)
    corpus.push({
      name: file,
      type: /Fact-Sheet/.test(file) ? 'factsheet' : /PRIIPs/.test(file) ? 'priips-kid' : 'ucits-kii',
      doc: await extractDocument(new Uint8Array(readFileSync(path.join(dir, file))), { fileType: 'pdf' }),
    });
  sets.push(measure('corpus', corpus));
}
sets.push(measure('synthetic', synthetic));

console.log(
  JSON.stringify(
    { name: 'funds', target_ms: TARGET_MS, runs: RUNS, load_average: loadavg()[0], sets },
    null,
    2,
  ),
);
