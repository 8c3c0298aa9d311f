// From "start an analysis" to "analysis completed", through the API, the job queue and the worker, on
// PGlite and, when DATABASE_URL names a PostgreSQL server, there too. The analysis itself takes a few
// milliseconds on this 3-page document, so the figure is mostly queue pickup: a job enqueued inside a
// transaction must be picked up when it commits, not at the workers' next 1 s poll. Prints JSON.
// Run: npx tsx bench/job-latency.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { makeFundReportPdf } from '../server/test/make-pdf.ts';
import { percentile } from './support.ts';

const RUNS = 15;

async function measure(databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-job-latency-'));
  const admin = { email: 'bench@clarion.local', password: 'bench-password-1' };
  const app = await buildApp(
    {
      ...loadConfig({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
      webDistDir: undefined,
    },
    { logger: false },
  );
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
    const headers = {
      cookie: `clarion_session=${login.cookies.find((c) => c.name === 'clarion_session')!.value}`,
      'x-csrf-token': login.json().csrfToken as string,
    };
    const boundary = '----clarionbench';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\n\r\n`,
        ),
        makeFundReportPdf(3),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const id = upload.json().id as string;
    for (;;) {
      const doc = (await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers })).json();
      if (doc.status === 'completed') break;
      if (doc.status === 'failed') throw new Error('extraction failed');
      await new Promise((r) => setTimeout(r, 10));
    }
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
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Record<string, unknown> = { pglite: await measure() };
if (process.env.DATABASE_URL) {
  const adminClient = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await adminClient.connect();
  const name = `clarion_joblat_${crypto.randomBytes(4).toString('hex')}`;
  await adminClient.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    results.postgres = await measure(url.toString());
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}
console.log(JSON.stringify({ name: 'job-latency', runs: RUNS, ...results, poll_interval_ms: 1000 }));
