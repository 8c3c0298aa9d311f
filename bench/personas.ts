// Persona interviews with the built-in simulator: 5 personas × 10 questions about a real fund factsheet
// from ../shared/corpus/financial (a generated 3-page fund report when the corpus is absent), end to end
// through the API and the job queue: POST /api/interviews until every interview is completed
// (target: under 2 s, DESIGN.md §9). Upload and extraction happen once, before the timing.
// Run: npx tsx bench/personas.ts [runs]
// Prints one JSON object: { name, document, pages, personas, questions, runs, first_ms, median_ms, max_ms, target_ms }.
import fs from 'node:fs';
import path from 'node:path';
import { makeFundReportPdf } from '../server/test/make-pdf.ts';
import { startBenchApp, uploadAndExtract } from './bench-app.ts';

const RUNS = Number(process.argv[2] ?? 5);
const FACTSHEET = 'B4PY_Fact-Sheet_Artemis-Income-Fund-LG-PMC-Artemis-Income-G25.pdf';
const corpusFile = path.resolve(import.meta.dirname, '../../shared/corpus/financial', FACTSHEET);
const fromCorpus = fs.existsSync(corpusFile);
const pdf = fromCorpus ? fs.readFileSync(corpusFile) : makeFundReportPdf(3);

const bench = await startBenchApp();
const { app, headers } = bench;
const { id: documentId, pageCount: pages } = await uploadAndExtract(bench, pdf, {
  fileName: 'factsheet.pdf',
  documentType: 'investor-communications',
});

const personaIds = (
  (await app.inject({ method: 'GET', url: '/api/personas', headers })).json().items as { id: string }[]
)
  .slice(0, 5)
  .map((p) => p.id);
const questions = (await app.inject({ method: 'GET', url: '/api/interview-questions', headers })).json()
  .items as {
  id: string;
  category: string;
}[];
// Ten questions spread over the six categories, as a user following the 5-10 guidance would pick.
const questionIds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(
  (i) =>
    questions.filter(
      (q) => q.category === ['purpose', 'cost', 'performance', 'action', 'visuals', 'accessibility'][i % 6],
    )[Math.floor(i / 6)]!.id,
);

async function once(): Promise<number> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/interviews',
    payload: { documentId, personaIds, questionIds },
    headers,
  });
  if (res.statusCode !== 202) throw new Error(res.body);
  const ids = (res.json().items as { id: string }[]).map((i) => i.id).join(',');
  for (;;) {
    const items = (await app.inject({ method: 'GET', url: `/api/interviews?ids=${ids}`, headers })).json()
      .items as {
      status: string;
      error: string | null;
    }[];
    const failed = items.find((i) => i.status === 'failed');
    if (failed) throw new Error(failed.error ?? 'interview failed');
    if (items.length === 5 && items.every((i) => i.status === 'completed'))
      return performance.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
}

const first = await once();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await once());
times.sort((a, b) => a - b);
await bench.close();
console.log(
  JSON.stringify({
    name: 'persona-interviews-5x10-builtin',
    document: fromCorpus ? FACTSHEET : 'generated fund report (corpus absent)',
    pages,
    personas: 5,
    questions: 10,
    runs: RUNS,
    first_ms: Math.round(first),
    median_ms: Math.round(times[Math.floor(times.length / 2)]!),
    max_ms: Math.round(times.at(-1)!),
    target_ms: 2000,
  }),
);
