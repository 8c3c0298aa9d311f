import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  signIn,
  uploadDocument,
  waitFor,
  type Caller,
  type TestApp,
} from '../../test/helpers.ts';
import { makeFundReportPdf } from '../../test/make-pdf.ts';
import { createClientUser } from '../../test/factories.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Crash safety with separate worker processes (which need the PostgreSQL server: the embedded database is
 * single-process). Runs in the PostgreSQL pass of `npm test` (CI sets DATABASE_URL); the PGlite pass has
 * no server to share, so it leaves this file to that pass.
 */
describe.runIf(inject('postgres'))('a worker killed with SIGKILL in the middle of an extraction', () => {
  let t: TestApp;
  let owner: Caller;
  const workers: ChildProcess[] = [];
  // Default queue settings (lease, heartbeat, maintenance): the recovery time measured is production's.

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker-main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl,
        MIGRATION_DATABASE_URL: t.config.migrationDatabaseUrl,
        DATA_DIR: t.dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    workers.push(child);
    return child;
  };

  beforeAll(async () => {
    // The API process runs no workers: every job is done by the worker processes below.
    t = await buildTestApp({ RUN_WORKERS: 'false' });
    // Documents belong to a client firm (ADR 018): its member uploads.
    const client = await createClientUser(t.app);
    owner = await signIn(t.app, client.email, client.password);
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await t.close();
  });

  it('is taken over by another worker within a minute and completed, with nothing lost or duplicated', async () => {
    const pdf = makeFundReportPdf(120);
    const upload = await uploadDocument(owner, pdf, { fileName: 'long.pdf' });
    expect(upload.statusCode).toBe(201);
    const documentId = upload.json().id as string;
    const getDoc = async () =>
      (await owner.request({ method: 'GET', url: `/api/documents/${documentId}` })).json();

    const first = startWorker();
    await waitFor(getDoc, (d) => d.extraction?.status === 'processing', 60_000);
    first.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => first.once('exit', resolve));

    const db = new pg.Client({ connectionString: t.config.databaseUrl });
    await db.connect();
    // an operator's look at every client's jobs and rows: the explicit bypass role (ADR 009)
    await db.query('set role clarion_system');
    try {
      const jobs = async () =>
        (
          await db.query(
            `select id, state, retry_count from pgboss.job where name = 'extract-document' and data->>'documentId' = $1`,
            [documentId],
          )
        ).rows as { id: string; state: string; retry_count: number }[];
      // The dead worker still holds the job: nothing else would have run it.
      expect((await jobs()).map((j) => j.state)).toEqual(['active']);
      expect((await getDoc()).status).not.toBe('completed');

      startWorker();
      // Taken over: running again (or already done) on its first retry.
      await waitFor(jobs, (rows) => rows.some((j) => j.retry_count >= 1 && j.state !== 'retry'), 90_000);
      const recoverySeconds = (Date.now() - killedAt) / 1000;
      console.log(JSON.stringify({ workerCrashRecoverySeconds: Math.round(recoverySeconds * 10) / 10 }));
      expect(recoverySeconds).toBeLessThan(60);
      const done = await waitFor(getDoc, (d) => d.status === 'completed' || d.status === 'failed', 90_000);
      expect(done.status).toBe('completed');
      expect(done.extraction).toMatchObject({ status: 'completed', pageCount: 120 });

      // One job, taken over once (retried), completed: not run twice to completion, not lost.
      const after = await waitFor(jobs, (rows) => rows.every((j) => j.state === 'completed'), 20_000);
      expect(after).toHaveLength(1);
      expect(after[0]!.retry_count).toBeGreaterThanOrEqual(1);
      const counts = await db.query(
        `select (select count(*) from documents where id = $1)::int as documents,
                (select count(*) from document_extractions where document_id = $1)::int as extractions`,
        [documentId],
      );
      expect(counts.rows[0]).toEqual({ documents: 1, extractions: 1 });
    } finally {
      await db.end();
    }
    // The stored file is still the one upload wrote (nothing re-stored, nothing orphaned).
    const files = fs.readdirSync(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true });
    expect(files.filter((f) => f.isFile())).toHaveLength(1);
  }, 90_000);
});
