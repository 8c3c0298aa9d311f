import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

export const ADMIN = { email: 'admin@test.example', password: 'admin-password-123' };

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Rebuilds the app over the same data (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/** A fresh app on a fresh copy of the migrated template database (PGlite, or PostgreSQL when configured). */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  /**
   * `embedded`: PGlite even in the PostgreSQL run, for what only the embedded default does (backup).
   * `logStream`: where the app's JSON log lines go (tests that read the log); no logging otherwise.
   * `logController`: Fastify's request log lines (the terminal's one line per request).
   * `now`: the clock the sign-in limits read, so a test can move time forward.
   * `surface`: `ops` builds the worker's ops port instead of the API.
   */
  options: {
    embedded?: boolean;
    logStream?: NodeJS.WritableStream;
    logController?: BuildOptions['logController'];
    now?: () => number;
    surface?: 'api' | 'ops';
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-test-'));
  const postgres = options.embedded ? null : inject('postgres');
  let databaseUrl: string | undefined;
  let migrationDatabaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (postgres) {
    const name = `${postgres.prefix}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgres.template} owner ${postgres.ownerRole}`);
    await admin.end();
    const url = new URL(postgres.adminUrl);
    url.pathname = `/${name}`;
    url.password = '';
    url.username = postgres.appRole;
    databaseUrl = url.toString();
    url.username = postgres.ownerRole;
    migrationDatabaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: postgres.adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    fs.cpSync(path.join(inject('pgliteTemplate'), 'db'), path.join(dataDir, 'db'), { recursive: true });
  }
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(migrationDatabaseUrl ? { MIGRATION_DATABASE_URL: migrationDatabaseUrl } : {}),
      ...env,
    }),
    webDistDir: undefined,
    ...overrides,
  };
  const buildOptions = {
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    logController: options.logController,
    now: options.now,
    surface: options.surface,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, buildOptions);
  } catch (error) {
    // A failed start (a test that expects one, or a broken migration) must not leave its database copy behind.
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const result: TestApp = {
    app,
    config,
    dataDir,
    async restart() {
      await result.app.close();
      result.app = await buildApp(config, buildOptions);
    },
    async close() {
      await result.app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return result;
}

/** A signed-in caller: its cookie and CSRF token go on every request. */
export type Caller = {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  cookie: string;
  csrfToken: string;
  userId: string;
};

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Caller> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'clarion_session');
  if (!cookie) throw new Error('no session cookie');
  const me = res.json() as { csrfToken: string; user: { id: string } };
  const header = `clarion_session=${cookie.value}`;
  return {
    cookie: header,
    csrfToken: me.csrfToken,
    userId: me.user.id,
    request: (options) =>
      app.inject({
        ...options,
        headers: { cookie: header, 'x-csrf-token': me.csrfToken, ...(options.headers ?? {}) },
      }),
  };
}

export const anonymous = (app: FastifyInstance) => ({
  request: (options: InjectOptions) => app.inject(options),
});

/** Waits for a mail to a recipient in DATA_DIR/outbox (mails are sent by a job). */
export async function waitForOutboxMail(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      const file = fs
        .readdirSync(outbox)
        .sort()
        .reverse()
        .find((f) => f.includes(safeTo) && f.endsWith('.eml'));
      if (file) return fs.readFileSync(path.join(outbox, file), 'utf8');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** Waits until `count` mails to a recipient are in DATA_DIR/outbox; returns them oldest first. */
export async function waitForOutboxMails(
  dataDir: string,
  to: string,
  count: number,
  timeoutMs = 10_000,
): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.includes(safeTo) && f.endsWith('.eml'))
          .sort()
      : [];
    if (files.length >= count) return files.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${count} mails to ${to} within ${timeoutMs} ms`);
}

/**
 * Rows of any pg-boss table (queue partitions, completed jobs, the archive) whose text holds `needle`:
 * what someone reading the database or a backup of it would find.
 */
export async function findJobRowsContaining(app: FastifyInstance, needle: string): Promise<string[]> {
  const { executor } = app.deps.database;
  const { rows: tables } = await executor.executeSql(
    `select table_name from information_schema.tables where table_schema = 'pgboss' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await executor.executeSql(
      `select t::text as row from pgboss.${JSON.stringify(String(table_name))} t where strpos(t::text, $1) > 0`,
      [needle],
    );
    found.push(...rows.map((r) => `${String(table_name)}: ${String(r.row)}`));
  }
  return found;
}

/** A quoted-printable .eml as text: soft line breaks undone, "=" decoded. */
export const mailText = (eml: string): string => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The password link in a quoted-printable .eml body, soft line breaks undone. */
export function linkFromMail(eml: string): string {
  const body = mailText(eml);
  // Reset and sign-up links open /reset-password; invitations /accept-invitation (issue 30).
  const match = body.match(/https?:\/\/\S+\/(?:reset-password|accept-invitation)\?token=[\w-]+/);
  if (!match) throw new Error('no password link in mail');
  return match[0];
}

/** Polls `read` every 100 ms until `done` holds; throws after `timeoutMs` (jobs run on the queue). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A multipart body of text fields and one file, as the web client's FormData sends it. */
function multipart(fields: Record<string, string>, file: Buffer, fileName: string) {
  const boundary = '----clarion-test';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file as `caller` (POST /api/documents, multipart) and returns the response, without waiting. */
export async function uploadDocument(
  caller: Caller,
  file: Buffer,
  options: { documentType?: string; fileName?: string } = {},
) {
  return caller.request({
    method: 'POST',
    url: '/api/documents',
    ...multipart(
      { documentType: options.documentType ?? 'aov-report' },
      file,
      options.fileName ?? 'report.pdf',
    ),
  });
}

/** Replaces a document's file as `caller` (PUT /api/documents/:id/file) and returns the response. */
export async function replaceDocumentFile(
  caller: Caller,
  documentId: string,
  file: Buffer,
  fileName: string,
  fields: Record<string, string> = {},
) {
  return caller.request({
    method: 'PUT',
    url: `/api/documents/${documentId}/file`,
    ...multipart(fields, file, fileName),
  });
}

/** What replacing the file would do (issue 30), without replacing it. */
export async function previewReplacement(caller: Caller, documentId: string, file: Buffer, fileName: string) {
  return caller.request({
    method: 'POST',
    url: `/api/documents/${documentId}/file/preview`,
    ...multipart({}, file, fileName),
  });
}

/**
 * Uploads a file as `caller` and waits until its extraction has finished; returns the document. The first
 * extraction of a test app also starts its extraction worker, so a suite's first upload may take `timeoutMs`.
 */
export async function uploadAndExtract(
  caller: Caller,
  file: Buffer,
  options: { documentType?: string; fileName?: string; timeoutMs?: number } = {},
): Promise<{ id: string; status: string }> {
  const res = await uploadDocument(caller, file, options);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: string }).id;
  return waitFor(
    async () => (await caller.request({ method: 'GET', url: `/api/documents/${id}` })).json(),
    (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
    options.timeoutMs,
  );
}

/** Starts a compliance check of `documentId` as `caller` (202) and waits until it has completed or failed. */
export async function runCheckAndWait<T extends { status: string }>(
  caller: Caller,
  documentId: string,
): Promise<T> {
  const start = await caller.request({
    method: 'POST',
    url: '/api/compliance/checks',
    payload: { documentId },
  });
  if (start.statusCode !== 202) throw new Error(`check refused: ${start.statusCode} ${start.body}`);
  const id = (start.json() as { id: string }).id;
  return waitFor(
    async () =>
      (await caller.request({ method: 'GET', url: `/api/compliance/checks/${id}` })).json() as Promise<T>,
    (c) => c.status === 'completed' || c.status === 'failed',
    60_000,
  );
}

/**
 * Starts an asynchronous resource (POST `startUrl` answers 202 with its id) and polls `${readUrl}/${id}`
 * until it has completed or failed; returns the 202 status and the settled resource.
 */
export async function startAndSettle(caller: Caller, startUrl: string, readUrl: string) {
  const start = await caller.request({ method: 'POST', url: startUrl });
  const id = (start.json() as { id: string }).id;
  const settled = await waitFor(
    async () => (await caller.request({ method: 'GET', url: `${readUrl}/${id}` })).json(),
    (r) => r.status === 'completed' || r.status === 'failed',
  );
  return { statusCode: start.statusCode, settled };
}
