// Time from upload to extraction complete for a 20-page text PDF, through the real API, queue, storage and
// extraction worker (target: under 1.5 s). Prints JSON. Run: npx tsx bench/upload-to-extraction.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { makeFundReportPdf } from '../server/test/make-pdf.ts';

const RUNS = Number(process.argv[2] ?? 7);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-bench-'));
const admin = { email: 'bench@clarion.local', password: 'bench-password-1' };
const app = await buildApp(
  {
    ...loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'silent',
    }),
    webDistDir: undefined,
  },
  { logger: false },
);
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
const cookie = `clarion_session=${login.cookies.find((c) => c.name === 'clarion_session')!.value}`;
const headers = { cookie, 'x-csrf-token': login.json().csrfToken as string };
const pdf = makeFundReportPdf(20);

async function once(): Promise<number> {
  const boundary = '----clarionbench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const id = res.json().id as string;
  for (;;) {
    const doc = (await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers })).json();
    if (doc.status === 'completed') return performance.now() - started;
    if (doc.status === 'failed') throw new Error(doc.extraction?.error ?? 'failed');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const warmup = await once(); // the extraction worker thread loads pdf.js on first use
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await once());
times.sort((a, b) => a - b);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
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
