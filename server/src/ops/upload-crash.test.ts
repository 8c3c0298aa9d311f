import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { ADMIN, buildTestApp, type TestApp } from '../../test/helpers.ts';
import { makeFundReportPdf } from '../../test/make-pdf.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENCRYPTION_KEY = 'ab'.repeat(32);
const UPLOADS = 60;
const CONCURRENCY = 16;
/** Responses the API has sent when it is killed: the rest are in flight (or not yet sent). */
const KILL_AFTER = 15;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every file under DATA_DIR/files, as storage paths. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The API killed with SIGKILL while uploads are on their way: files stored but never committed, and
 * half-written ones, must not outlive the next start's sweep. On PGlite the child owns its DATA_DIR (the
 * embedded default); on PostgreSQL it shares the test's database.
 */
describe('the API killed with SIGKILL in the middle of concurrent uploads', () => {
  let t: TestApp | undefined;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let port: number;
  let child: ChildProcess | undefined;
  const base = () => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-crash-'));
    if (inject('postgres')) {
      // A database of its own; the app in this process runs no workers and so no sweep.
      t = await buildTestApp({ RUN_WORKERS: 'false' });
      databaseUrl = t.config.databaseUrl;
    } else {
      fs.cpSync(path.join(inject('pgliteTemplate'), 'db'), path.join(dataDir, 'db'), { recursive: true });
    }
    port = await freePort();
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function startApi(env: Record<string, string>): Promise<void> {
    let stderr = '';
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // Empty = unset (config.ts): the PGlite pass must not inherit CI's DATABASE_URL from this process.
        DATABASE_URL: databaseUrl ?? '',
        MIGRATION_DATABASE_URL: t?.config.migrationDatabaseUrl ?? '',
        ENCRYPTION_KEY,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    started.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child = started;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the API exited at start:\n${stderr}`);
      const ready = await fetch(`${base()}/api/ready`).catch(() => null);
      if (ready?.ok) return;
      if (Date.now() > deadline) throw new Error(`the API did not start within 60 s:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function stopApi(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const running = child!;
    if (running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }

  async function signInAdmin(): Promise<Record<string, string>> {
    const res = await fetch(`${base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.startsWith('clarion_session='))!;
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    return { cookie: session.split(';')[0]!, 'x-csrf-token': csrfToken };
  }

  /** File paths of every document, read from the database itself (the API must be stopped on PGlite). */
  async function documentFilePaths(): Promise<string[]> {
    if (databaseUrl) {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        // Every client's rows: the app's login role reads them only as the explicit bypass (ADR 009).
        await db.query('set role clarion_system');
        return (await db.query('select file_path from documents')).rows.map((r) => r.file_path).sort();
      } finally {
        await db.end();
      }
    }
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.executor.executeSql('select file_path from documents', []);
      return rows.map((r) => String(r.file_path)).sort();
    } finally {
      await database.close();
    }
  }

  it('leaves, after a restart and its sweep, exactly one stored file per document, each readable', async () => {
    // Keep the first run's sweep away from in-flight uploads (the default grace); the restart sweeps at once.
    await startApi({});
    const auth = await signInAdmin();
    // Documents belong to a client firm (ADR 018): the admin uploads for one, named in the form.
    const created = await fetch(`${base()}/api/admin/clients`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash Test Firm', email: 'crash@firm.example' }),
    });
    expect(created.status).toBe(201);
    const { id: clientId } = (await created.json()) as { id: string };
    const pdf = makeFundReportPdf(2);
    // Sizes up to ~3 MB, so that some uploads are still being written when the process dies.
    const files = Array.from({ length: UPLOADS }, (_, i) => {
      const padding = crypto.randomBytes(i % 4 === 0 ? 3_000_000 : 20_000 * (i % 7));
      return { name: `crash-${i}.pdf`, data: Buffer.concat([pdf, padding]) };
    });
    const sha = new Map(files.map((f) => [f.name, crypto.createHash('sha256').update(f.data).digest('hex')]));

    let answered = 0;
    let killing: Promise<void> | undefined;
    const upload = async (file: (typeof files)[number]) => {
      const form = new FormData();
      form.set('documentType', 'aov-report');
      form.set('clientId', clientId);
      form.set('file', new Blob([file.data], { type: 'application/pdf' }), file.name);
      const res = await fetch(`${base()}/api/documents`, { method: 'POST', headers: auth, body: form });
      await res.arrayBuffer();
      answered += 1;
      if (answered === KILL_AFTER) killing = stopApi('SIGKILL');
    };
    const queue = [...files];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          // Once the process is dead every request fails: that is the point.
          if (killing) return;
          await upload(file).catch(() => undefined);
        }
      }),
    );
    await killing;

    const rowsAfterCrash = await documentFilePaths();
    const filesAfterCrash = storedFiles(dataDir);
    const orphans = filesAfterCrash.filter((f) => !rowsAfterCrash.includes(f));
    console.info(
      `after SIGKILL: ${rowsAfterCrash.length} documents, ${filesAfterCrash.length} stored files, ` +
        `${orphans.length} without a document (${orphans.filter((f) => f.includes('.tmp-')).length} temporary)`,
    );
    // The test is only worth something if the kill left files behind (11 of 26 when it was written).
    expect(orphans.length, 'files left without a document by the kill').toBeGreaterThan(0);
    // A document's file is stored before its record commits: no record without its file, even now.
    expect(rowsAfterCrash.filter((p) => !filesAfterCrash.includes(p))).toEqual([]);

    const sweepStarted = Date.now();
    await startApi({ ORPHAN_GRACE_MINUTES: '0' });
    const settled = () => storedFiles(dataDir).length === rowsAfterCrash.length;
    while (!settled() && Date.now() - sweepStarted < 60_000) await new Promise((r) => setTimeout(r, 100));
    console.info(`restart and sweep: ${Date.now() - sweepStarted} ms`);

    // Every surviving document downloads, decrypted and whole, as it was uploaded.
    const admin = await signInAdmin();
    const list = (await (await fetch(`${base()}/api/documents?limit=100`, { headers: admin })).json()) as {
      items: { id: string; fileName: string }[];
    };
    expect(list.items).toHaveLength(rowsAfterCrash.length);
    for (const doc of list.items) {
      const res = await fetch(`${base()}/api/documents/${doc.id}/file`, { headers: admin });
      expect(res.status, doc.fileName).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      expect(crypto.createHash('sha256').update(body).digest('hex'), doc.fileName).toBe(
        sha.get(doc.fileName),
      );
    }
    await stopApi('SIGTERM');

    // Each stored object belongs to a document and each document has its object: nothing else is left.
    expect(storedFiles(dataDir)).toEqual(await documentFilePaths());
  }, 240_000);
});
