// Time from upload to extraction complete for a 20-page text PDF, through the real API, queue, storage and
// extraction worker (target: under 1.5 s). Prints JSON. Run: npx tsx bench/upload-to-extraction.ts
import { makeFundReportPdf } from '../server/test/make-pdf.ts';
import { startBenchApp, uploadAndExtract } from './bench-app.ts';

const RUNS = Number(process.argv[2] ?? 7);
const bench = await startBenchApp();
const pdf = makeFundReportPdf(20);
const once = async () => (await uploadAndExtract(bench, pdf)).ms;

const warmup = await once(); // the extraction child process loads pdf.js on first use
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await once());
times.sort((a, b) => a - b);
await bench.close();
console.log(
  JSON.stringify({
    name: 'upload-to-extraction-complete',
    pages: 20,
    runs: RUNS,
    first_ms: Math.round(warmup),
    median_ms: Math.round(times[Math.floor(times.length / 2)]!),
    max_ms: Math.round(times.at(-1)!),
    target_ms: 1500,
  }),
);
