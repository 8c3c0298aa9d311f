import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '#engine/testing/required-part.ts';
import { ADMIN } from './helpers.ts';
import { processTree } from './process-tree.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PDF = path.join(CORPUS_DIR, 'extraction/pdfplumber/scotus-transcript-p1.pdf');
const hasCorpus = hasRequiredPart(fs.existsSync(PDF), 'The shared corpus', CORPUS_INSTALL);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const commandLine = (pid: number): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The compiled server (ADR 017) as `npm start` runs it: built by scripts/build-server.mjs into a folder of
 * its own, started with plain `node` (no tsx) on a copy of the migrated PGlite template. The extraction
 * child and the engine threads load modules by path, which only the build's own entries can satisfy, so an
 * upload that extracts and a compliance check that completes prove the runtime paths resolve there.
 */
// The build is the same whatever the database; the PostgreSQL pass (CLARION_TEST_DB=postgres) leaves it to the
// PGlite pass.
describe.skipIf(!hasCorpus || Boolean(inject('postgres')))('the compiled server', () => {
  const buildDir = path.join(ROOT, '.tmp', `compiled-server-test-${process.pid}`);
  const outdir = path.join(buildDir, 'server');
  let dataDir: string;
  let port: number;
  let server: ChildProcess | undefined;
  let stderr = '';
  const base = () => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', outdir], { cwd: ROOT, stdio: 'pipe' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-compiled-'));
    fs.cpSync(path.join(inject('pgliteTemplate'), 'db'), path.join(dataDir, 'db'), { recursive: true });
    port = await freePort();
    server = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        // Whatever loaders this test process was started with (vitest's, tsx's) must not reach the server.
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // Empty = unset (config.ts): the embedded default, whatever DATABASE_URL this run has.
        DATABASE_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        ENGINE_THREADS: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await until(
      'the compiled server to answer /api/ready',
      async () => {
        if (server!.exitCode !== null) throw new Error(`the compiled server exited at start:\n${stderr}`);
        return (await fetch(`${base()}/api/ready`).catch(() => null))?.ok || undefined;
      },
      60_000,
    );
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(buildDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the bundle with plain node and answers /api/health', async () => {
    expect(commandLine(server!.pid!)).toBe(`${process.execPath} ${path.join(outdir, 'main.js')} `);
    const res = await fetch(`${base()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite', ok: true } });
  });

  it('extracts an upload in the compiled extraction child and checks it on the compiled engine pool', async () => {
    const login = await fetch(`${base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const session = login.headers.getSetCookie().find((c) => c.startsWith('clarion_session='))!;
    const auth = { cookie: session.split(';')[0]!, 'x-csrf-token': csrfToken };

    const created = await fetch(`${base()}/api/admin/clients`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Compiled Fund Co', email: 'compiled@client.example' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const client = (await created.json()) as { id: string };

    const form = new FormData();
    form.set('documentType', 'aov-report');
    form.set('clientId', client.id);
    form.set('file', new Blob([fs.readFileSync(PDF)], { type: 'application/pdf' }), path.basename(PDF));
    const upload = await fetch(`${base()}/api/documents`, { method: 'POST', headers: auth, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { document } = (await upload.json()) as { document: { id: string } };

    const extraction = await until('the extraction', async () => {
      const doc = (await (
        await fetch(`${base()}/api/documents/${document.id}`, { headers: auth })
      ).json()) as {
        extraction: { status: string; error: string | null; pageCount: number } | null;
      };
      const status = doc.extraction?.status;
      return status === 'completed' || status === 'failed' ? doc.extraction! : undefined;
    });
    expect(extraction).toMatchObject({ status: 'completed', error: null, pageCount: 1 });
    const text = (await (
      await fetch(`${base()}/api/documents/${document.id}/extraction`, { headers: auth })
    ).json()) as { text: string };
    expect(text.text).toMatch(/SUPREME COURT/i);

    // The child is the build's own JavaScript, and nothing in the tree runs tsx (or the esbuild service
    // tsx's loader starts).
    const commands = processTree(server!.pid!).map(commandLine);
    expect(commands.some((c) => c.includes(path.join(outdir, 'extraction.child.js')))).toBe(true);
    expect(commands.filter((c) => /tsx|esbuild/.test(c))).toEqual([]);

    const started = await fetch(`${base()}/api/compliance/checks`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: document.id }),
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const check = await until('the compliance check', async () => {
      const body = (await (
        await fetch(`${base()}/api/compliance/checks/${id}`, { headers: auth })
      ).json()) as {
        status: string;
        findings: unknown[];
        error?: string | null;
      };
      return body.status === 'completed' || body.status === 'failed' ? body : undefined;
    });
    expect(check.status, check.error ?? '').toBe('completed');
    expect(Array.isArray(check.findings)).toBe(true);
  }, 60_000);
});
