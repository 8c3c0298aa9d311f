// From "start an analysis" to "analysis completed", through the API, the job queue and the worker, on
// PGlite and, when DATABASE_URL names a PostgreSQL server, there too. The analysis itself takes a few
// milliseconds on this 3-page document, so the figure is mostly queue pickup: a job enqueued inside a
// transaction must be picked up when it commits, not at the workers' next 1 s poll. Prints JSON.
// Run: npx tsx bench/job-latency.ts
import { makeFundReportPdf } from '../server/test/make-pdf.ts';
import { startBenchApp, uploadAndExtract, withScratchDatabase } from './bench-app.ts';
import { percentile } from './support.ts';

const RUNS = 15;

async function measure(databaseUrl?: string) {
  const bench = await startBenchApp({ databaseUrl });
  const { app, headers } = bench;
  try {
    const { id } = await uploadAndExtract(bench, makeFundReportPdf(3));
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const analysis = (
        await app.inject({ method: 'POST', url: `/api/documents/${id}/analyses`, headers })
      ).json() as { id: string };
      for (;;) {
        const a = (await app.inject({ method: 'GET', url: `/api/analyses/${analysis.id}`, headers })).json();
        if (a.status === 'completed') break;
        if (a.status === 'failed') throw new Error(a.error);
        await new Promise((r) => setTimeout(r, 5));
      }
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      median_ms: Math.round(percentile(times, 50)),
      p95_ms: Math.round(percentile(times, 95)),
      max_ms: Math.round(times.at(-1)!),
    };
  } finally {
    await bench.close();
  }
}

const results: Record<string, unknown> = { pglite: await measure() };
if (process.env.DATABASE_URL) results.postgres = await withScratchDatabase(process.env.DATABASE_URL, measure);
console.log(JSON.stringify({ name: 'job-latency', runs: RUNS, ...results, poll_interval_ms: 1000 }));
