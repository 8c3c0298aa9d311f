// Shared by the benchmarks that run the whole app: an app on a fresh data directory with its first admin
// signed in, a PDF uploaded and extracted through the API, and a scratch database on a PostgreSQL server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';

export type BenchApp = {
  app: FastifyInstance;
  /** The signed-in admin's cookie and CSRF token. */
  headers: { cookie: string; 'x-csrf-token': string };
  close(): Promise<void>;
};

/** Builds the app on a fresh data directory (and on `databaseUrl` when given) and signs its admin in. */
export async function startBenchApp(
  options: { databaseUrl?: string; env?: Record<string, string>; build?: BuildOptions } = {},
): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-bench-'));
  const admin = { email: 'bench@clarion.local', password: 'bench-password-1' };
  const app = await buildApp(
    {
      ...loadConfig({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'silent',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      }),
      webDistDir: undefined,
    },
    { logger: false, ...options.build },
  );
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
  if (login.statusCode !== 200) {
    await close();
    throw new Error(`admin sign-in failed: ${login.statusCode} ${login.body}`);
  }
  const session = login.cookies.find((c) => c.name === 'clarion_session')!.value;
  const headers = { cookie: `clarion_session=${session}`, 'x-csrf-token': login.json().csrfToken as string };
  return { app, headers, close };
}

const benchClients = new WeakMap<BenchApp, string>();

/** The client the bench's uploads belong to, created through the admin API on first use. */
async function benchClientId(bench: BenchApp): Promise<string> {
  const known = benchClients.get(bench);
  if (known) return known;
  const res = await bench.app.inject({
    method: 'POST',
    url: '/api/admin/clients',
    payload: { name: 'Bench client', email: 'bench-client@clarion.local' },
    headers: bench.headers,
  });
  if (res.statusCode !== 201)
    throw new Error(`creating the bench client failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id?: string; client?: { id: string } };
  const id = body.id ?? body.client!.id;
  benchClients.set(bench, id);
  return id;
}

/**
 * Uploads a PDF through POST /api/documents and polls until its extraction has completed; `ms` runs from
 * just before the upload. Throws if the extraction fails.
 */
export async function uploadAndExtract(
  bench: BenchApp,
  pdf: Buffer,
  options: { fileName?: string; documentType?: string } = {},
): Promise<{ id: string; pageCount: number; ms: number }> {
  const boundary = '----clarionbench';
  const { app, headers } = bench;
  const typeField = options.documentType
    ? `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${options.documentType}\r\n`
    : '';
  // An admin uploads on behalf of a client (documents.service): the bench uploads for a client of its own.
  const clientField = `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${await benchClientId(bench)}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      `${typeField}${clientField}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'report.pdf'}"\r\nContent-Type: application/pdf\r\n\r\n`,
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
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const id = res.json().id as string;
  for (;;) {
    const doc = (await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers })).json();
    if (doc.status === 'completed')
      return { id, pageCount: doc.extraction?.pageCount ?? 0, ms: performance.now() - started };
    if (doc.status === 'failed') throw new Error(doc.extraction?.error ?? 'extraction failed');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Runs `fn` on a database of its own on the PostgreSQL server of `serverUrl`, dropped afterwards. */
export async function withScratchDatabase<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `clarion_bench_${crypto.randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}
