// Load: GET /api/documents with 10,000 documents at 50 concurrent connections (target p95 < 25 ms), and 20
// concurrent uploads with extraction (no errors; pages per second), each against a bare Fastify route
// returning the same JSON in the same run, so the ratio shows the cost of Clarion's own layers. On PGlite,
// and on the PostgreSQL server too when DATABASE_URL names one. Prints JSON. The load repeats one page, as
// a screen polling its list does, so it is served from the list cache (ADR 008); `uncached_sequential` is
// the latency of a page's first read, one request at a time. `during_uploads_and_engine` is the list while
// 20 uploads extract and 5 analyses and 5 persona interviews run (issue 16), against the bare route under
// the same work in the same process (the engine jobs run on the engine pool's threads, ADR 016).
// Run: npx tsx bench/load.ts [durationSeconds]
import crypto from 'node:crypto';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { makeFundReportPdf } from '../server/test/make-pdf.ts';
import { createUser } from '../server/src/users/users.repository.ts';
import { hashPassword } from '../server/src/features/auth/passwords.ts';
import { runAsSystem } from '../server/src/db/tenant-context.ts';
import { maintainEmbeddedDatabase } from '../server/src/db/embedded-maintenance.ts';
import { startBenchApp, withScratchDatabase } from './bench-app.ts';
import { percentile, roundMs } from './support.ts';

const DURATION = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const DOCUMENTS = 10_000;
const UPLOADS = 20;
const UPLOAD_PAGES = 10;
const ENGINE_JOBS = 5;

type LoadResult = {
  /** Every response time, sorted (not printed): windows of one side are pooled before their percentiles. */
  times?: number[];
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

/** autocannon in its own thread (bench/load-client.mjs), every response time recorded. */
async function load(url: string, headers: Record<string, string>, duration = DURATION): Promise<LoadResult> {
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url), {
    workerData: { url, connections: CONNECTIONS, duration, headers },
  });
  const result = await new Promise<{
    requests: number;
    rpsAverage: number;
    errors: number;
    non2xx: number;
    times: Float64Array;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const times = Array.from(result.times).sort((a, b) => a - b);
  return {
    times,
    requests: result.requests,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: Math.round(result.rpsAverage),
    p50: roundMs(percentile(times, 50)),
    p95: roundMs(percentile(times, 95)),
    p99: roundMs(percentile(times, 99)),
  };
}

/** Windows of one side pooled: counts summed, percentiles over every response time of both. */
function pooled(a: LoadResult, b: LoadResult): Omit<LoadResult, 'times'> {
  const times = [...(a.times ?? []), ...(b.times ?? [])].sort((x, y) => x - y);
  return {
    requests: a.requests + b.requests,
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
    rps: Math.round((a.rps + b.rps) / 2),
    p50: roundMs(percentile(times, 50)),
    p95: roundMs(percentile(times, 95)),
    p99: roundMs(percentile(times, 99)),
  };
}

/** A result as printed: without its response times. */
function printed({ times: _times, ...result }: LoadResult): Omit<LoadResult, 'times'> {
  return result;
}

/** The same JSON from a bare Fastify route: the floor for this machine, Node and HTTP stack. */
async function bareServer(body: string) {
  const app = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 } });
  app.get('/docs', async (_req, reply) => reply.type('application/json').send(body));
  app.post('/upload', async (req) => {
    const file = await req.file();
    const bytes = file ? (await file.toBuffer()).length : 0;
    return { id: crypto.randomUUID(), bytes };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Uploads UPLOADS copies of `pdf` at once and waits until each is extracted; the times are from the start. */
async function uploadAll(base: string, cookie: string, csrfToken: string, pdf: Buffer, prefix: string) {
  const headers = { cookie, 'x-csrf-token': csrfToken };
  const started = performance.now();
  const ids = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, i) => {
      const res = await fetch(`${base}/api/documents`, {
        method: 'POST',
        headers,
        body: uploadForm(pdf, `${prefix}-${i}.pdf`),
      });
      if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    }),
  );
  const uploadedMs = performance.now() - started;
  let failed = 0;
  for (const id of ids) {
    for (;;) {
      const doc = (await (await fetch(`${base}/api/documents/${id}`, { headers: { cookie } })).json()) as {
        status: string;
      };
      if (doc.status === 'failed') failed += 1;
      if (doc.status === 'completed' || doc.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  return { uploadedMs, extractedMs: performance.now() - started, failed };
}

/**
 * Starts ENGINE_JOBS analyses and ENGINE_JOBS built-in persona interviews (one persona each) on extracted
 * documents and waits until all have completed; the time is from the start.
 */
async function engineWork(base: string, cookie: string, csrfToken: string, documentIds: string[]) {
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  const started = performance.now();
  const personas = (
    (await (await fetch(`${base}/api/personas`, { headers: { cookie } })).json()) as {
      items: { id: string }[];
    }
  ).items;
  const targets = documentIds.slice(0, ENGINE_JOBS);
  const analyses = await Promise.all(
    targets.map(async (id) => {
      const res = await fetch(`${base}/api/documents/${id}/analyses`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      if (res.status !== 202) throw new Error(`analysis: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    }),
  );
  const interviews = await Promise.all(
    targets.map(async (documentId, i) => {
      const res = await fetch(`${base}/api/interviews`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ documentId, personaIds: [personas[i % personas.length]!.id] }),
      });
      if (res.status !== 202) throw new Error(`interview: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { items: { id: string }[] }).items[0]!.id;
    }),
  );
  let failed = 0;
  for (const id of analyses) {
    for (;;) {
      const { status } = (await (
        await fetch(`${base}/api/analyses/${id}`, { headers: { cookie } })
      ).json()) as {
        status: string;
      };
      if (status === 'failed') failed += 1;
      if (status === 'completed' || status === 'failed') break;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  for (;;) {
    const res = await fetch(`${base}/api/interviews?ids=${interviews.join(',')}`, { headers: { cookie } });
    const items = ((await res.json()) as { items: { status: string }[] }).items;
    if (items.every((i) => i.status === 'completed' || i.status === 'failed')) {
      failed += items.filter((i) => i.status === 'failed').length;
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { engineMs: performance.now() - started, failed };
}

function uploadForm(pdf: Buffer, name: string): FormData {
  const form = new FormData();
  form.set('documentType', 'aov-report');
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  return form;
}

async function run(database: 'pglite' | 'postgres', databaseUrl?: string) {
  const bench = await startBenchApp({
    databaseUrl,
    // Warm, as before: the figures measure steady-state throughput, not the first document's start.
    env: { LOGIN_RATE_LIMIT: '1000', WARM_START: 'true' },
  });
  const { app } = bench;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const bare = await bareServer('');
  try {
    const client = { email: `load-${Date.now()}@clarion.local`, password: 'load-client-password' };
    // Self-registration finishes through an e-mailed link (ADR 010): the client is made directly here.
    // Set-up is system work: on PostgreSQL the tenant policies refuse it otherwise (ADR 009).
    const passwordHash = await hashPassword(client.password);
    await runAsSystem(() =>
      createUser(app.deps.database.db, {
        email: client.email,
        name: 'Load Client',
        role: 'client',
        passwordHash,
      }),
    );
    const reg = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(client),
    });
    if (!reg.ok) throw new Error(`sign-in failed: ${reg.status} ${await reg.text()}`);
    const me = (await reg.json()) as { user: { id: string }; csrfToken: string };
    const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0]!;
    await runAsSystem(() =>
      app.deps.database.db.execute(sql`
      insert into documents (client_id, file_name, file_size, file_path, sha256, document_type, status, uploaded_at)
      select ${me.user.id}, 'report-' || g || '.pdf', 100000 + g, ${me.user.id} || '/seed' || g || '_report.pdf',
             repeat('0', 64), (array['aov-report','sdr-report','investor-communications'])[1 + g % 3], 'completed',
             now() - (g || ' minutes')::interval
        from generate_series(1, ${DOCUMENTS}) g`),
    );
    // A running install's tables are analysed (by autovacuum on a server, by the embedded maintenance on
    // PGlite); rows inserted in one statement a moment ago are not yet, so do now what either soon would.
    // On a server only the tables' owner may analyse them: as the app's roles ANALYZE skips every table with
    // a warning, and the list's ids were then read by a bitmap scan of all 10,000 rows (6.5 ms, not 0.2).
    if (app.deps.database.driver === 'pglite') await maintainEmbeddedDatabase(app.deps.database.executor);
    else await app.deps.database.asOwner((owner) => owner.executeSql('analyze'));

    const listUrl = `${base}/api/documents?limit=20`;
    const sample = await fetch(listUrl, { headers: { cookie } });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`list failed: ${sample.status} ${body}`);
    const total = (JSON.parse(body) as { total: number }).total;
    // A page's first read (a cache miss, ADR 008): 30 distinct pages one after another.
    const uncached: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/documents?limit=20&offset=${i * 20}`, { headers: { cookie } });
      await res.arrayBuffer();
      uncached.push(performance.now() - t0);
    }
    uncached.sort((a, b) => a - b);
    await bare.app.close();
    const floor = await bareServer(body);
    const clarionList = await load(listUrl, { cookie });
    const bareList = await load(`${floor.base}/docs`, {});

    // 20 concurrent uploads, each extracted by the job queue; timed until every one has completed.
    const pdf = makeFundReportPdf(UPLOAD_PAGES);
    const { uploadedMs, extractedMs, failed } = await uploadAll(base, cookie, me.csrfToken, pdf, 'upload');
    // The list polled again while 20 more are extracted: each change to the client's documents invalidates
    // its cached pages, so this is the list as a user watching uploads complete gets it.
    const duringLoad = load(listUrl, { cookie }, Math.max(3, Math.ceil(extractedMs / 1000) + 1));
    const during = await uploadAll(base, cookie, me.csrfToken, pdf, 'during-list');
    const listDuringUploads = await duringLoad;

    // The list and the bare route, each under 20 extracting uploads plus 5 analyses and 5 persona
    // interviews (on documents extracted above), one after the other in this process.
    const extractedIds = (
      (await (await fetch(`${base}/api/documents?limit=${ENGINE_JOBS}`, { headers: { cookie } })).json()) as {
        items: { id: string; status: string }[];
      }
    ).items
      .filter((d) => d.status === 'completed')
      .map((d) => d.id);
    const loadSeconds = Math.max(3, Math.ceil(extractedMs / 1000) + 1);
    const underWork = async (url: string, headers: Record<string, string>, prefix: string) => {
      const listing = load(url, headers, loadSeconds);
      const [uploads, engine, list] = await Promise.all([
        uploadAll(base, cookie, me.csrfToken, pdf, prefix),
        engineWork(base, cookie, me.csrfToken, extractedIds),
        listing,
      ]);
      return { list, uploads, engine };
    };
    // Four windows in the order Clarion, bare, bare, Clarion, each side's two pooled: a drift over the run
    // (tables growing with each window's uploads, the machine's other load) weighs on both sides alike, where
    // one window each in a fixed order gave all of it to one side.
    const clarionFirst = await underWork(listUrl, { cookie }, 'work-clarion-1');
    const bareFirst = await underWork(`${floor.base}/docs`, {}, 'work-bare-1');
    const bareSecond = await underWork(`${floor.base}/docs`, {}, 'work-bare-2');
    const clarionSecond = await underWork(listUrl, { cookie }, 'work-clarion-2');
    const clarionWorkedList = pooled(clarionFirst.list, clarionSecond.list);
    const bareWorkedList = pooled(bareFirst.list, bareSecond.list);
    const windows = [clarionFirst, bareFirst, bareSecond, clarionSecond];
    const bareStarted = performance.now();
    await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) =>
        fetch(`${floor.base}/upload`, { method: 'POST', body: uploadForm(pdf, `upload-${i}.pdf`) }),
      ),
    );
    const bareUploadMs = performance.now() - bareStarted;
    await floor.app.close();
    return {
      database,
      list: {
        documents: total,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        clarion: printed(clarionList),
        bare: printed(bareList),
        during_uploads: { ...printed(listDuringUploads), uploadsExtractedMs: Math.round(during.extractedMs) },
        during_uploads_and_engine: {
          uploads: UPLOADS,
          analyses: ENGINE_JOBS,
          interviews: ENGINE_JOBS,
          engineThreads: app.deps.engine.threads,
          durationSeconds: loadSeconds,
          windows: 'clarion, bare, bare, clarion; each side pooled',
          clarion: clarionWorkedList,
          bare: bareWorkedList,
          p95_ratio: Math.round((clarionWorkedList.p95 / Math.max(bareWorkedList.p95, 0.01)) * 10) / 10,
          by_window_p95: windows.map((w) => w.list.p95),
          failed: windows.reduce((n, w) => n + w.uploads.failed + w.engine.failed, 0),
          uploadsExtractedMs: Math.round(clarionFirst.uploads.extractedMs),
          engineJobsMs: Math.round(clarionFirst.engine.engineMs),
        },
        uncached_sequential: {
          p50: roundMs(percentile(uncached, 50)),
          p95: roundMs(percentile(uncached, 95)),
        },
        p95_ratio: Math.round((clarionList.p95 / Math.max(bareList.p95, 0.01)) * 10) / 10,
        rps_ratio: Math.round((bareList.rps / Math.max(clarionList.rps, 1)) * 10) / 10,
        target_p95_ms: 25,
      },
      uploads: {
        uploads: UPLOADS,
        pagesEach: UPLOAD_PAGES,
        failed: failed + during.failed,
        uploadedMs: Math.round(uploadedMs),
        allExtractedMs: Math.round(extractedMs),
        pagesPerSecond: Math.round(((UPLOADS * UPLOAD_PAGES) / (extractedMs / 1000)) * 10) / 10,
        bareUploadMs: Math.round(bareUploadMs),
        upload_ratio: Math.round((uploadedMs / Math.max(bareUploadMs, 1)) * 10) / 10,
      },
    };
  } finally {
    await bare.app.close().catch(() => undefined);
    await bench.close();
  }
}

const results = [await run('pglite')];
if (process.env.DATABASE_URL)
  results.push(await withScratchDatabase(process.env.DATABASE_URL, (url) => run('postgres', url)));
console.log(JSON.stringify({ name: 'load', results }, null, 2));
