import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/client.ts';
import { maintainEmbeddedDatabase } from '../src/db/embedded-maintenance.ts';
import { Queue } from '../src/jobs/queue.ts';
import { JOBS } from '../src/jobs/registry.ts';

// Route tests run on a fresh database each, copied from a template migrated once per run (a new PGlite
// costs ~4 s; a copy ~0.4 s). With CLARION_TEST_DB=postgres the same tests run on a PostgreSQL server, with
// the roles of a production install (ADR 009): a template database owned and migrated by a non-superuser
// owner role, and the app's own login role (NOINHERIT, a member of clarion_app and clarion_system). Each
// test file clones the template; all are dropped at the end.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgres: {
      adminUrl: string;
      appRole: string;
      ownerRole: string;
      template: string;
      prefix: string;
    } | null;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(fs.readFileSync(path.join(ROOT, 'node_modules/pg-boss/package.json')));
  // The template holds the queues with the settings these files give them (expiry, retries).
  for (const file of [
    'jobs/queue.ts',
    'jobs/job-lease.ts',
    'jobs/registry.ts',
    'db/embedded-maintenance.ts',
  ]) {
    hash.update(fs.readFileSync(path.join(ROOT, 'server/src', file)));
  }
  return hash.digest('hex').slice(0, 12);
}

async function migrateWithQueue(options: {
  dataDir: string;
  databaseUrl?: string;
  migrationDatabaseUrl?: string;
}) {
  const database = await openDatabase(options);
  const queue = new Queue(database, Fastify({ logger: false }).log, JOBS);
  await queue.start();
  await queue.stop();
  // Analysed, as the running product's embedded maintenance leaves it, so test apps start without that work.
  if (database.driver === 'pglite') await maintainEmbeddedDatabase(database.executor);
  await database.close();
}

/**
 * The migrated PGlite template, built once per set of migrations and kept in .tmp. It is built in a directory of
 * its own and moved into place when ready, because two runs may want it at the same moment (`npm test` runs the
 * PGlite and PostgreSQL passes side by side, and both open embedded databases): the first to finish wins and the
 * other discards its copy.
 */
async function preparePgliteTemplate(): Promise<string> {
  const dir = path.join(ROOT, '.tmp', `pglite-template-${migrationsHash()}`);
  const isReady = () => fs.existsSync(path.join(dir, 'ready'));
  if (isReady()) return dir;
  const building = `${dir}.building-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  try {
    await migrateWithQueue({ dataDir: building });
    fs.writeFileSync(path.join(building, 'ready'), new Date().toISOString());
    // What a run that stopped half-way left (no `ready`) is not a template: make way for ours.
    if (!isReady()) fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(building, dir);
  } catch (error) {
    if (!isReady()) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

function withDatabase(url: string, database: string, user?: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (user) {
    u.username = user;
    u.password = '';
  }
  return u.toString();
}

async function createGroupRole(admin: pg.Client, name: string): Promise<void> {
  const { rowCount } = await admin.query('select 1 from pg_roles where rolname = $1', [name]);
  if (rowCount) return;
  // Another run may make it at the same moment: either way it exists afterwards.
  await admin.query(`create role ${name} nologin`).catch(async (error: unknown) => {
    const again = await admin.query('select 1 from pg_roles where rolname = $1', [name]);
    if (!again.rowCount) throw error;
  });
}

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await preparePgliteTemplate());
  if (process.env.CLARION_TEST_DB !== 'postgres') {
    project.provide('postgres', null);
    return;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'CLARION_TEST_DB=postgres needs DATABASE_URL (a role that may create databases and roles).',
    );
  const runId = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const appRole = `clarion_app_${runId}`;
  const ownerRole = `clarion_owner_${runId}`;
  const prefix = `clarion_t_${runId}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Cluster-wide and shared by every run (and by a real install on the same server): made once, kept.
  for (const group of ['clarion_app', 'clarion_system']) await createGroupRole(admin, group);
  await admin.query(`create role ${ownerRole} login nosuperuser nocreatedb nocreaterole`);
  await admin.query(`create role ${appRole} login noinherit nosuperuser nocreatedb nocreaterole`);
  await admin.query(`grant clarion_app, clarion_system to ${appRole}`);
  await admin.query(`create database ${template} owner ${ownerRole}`);
  await admin.end();
  await migrateWithQueue({
    dataDir: path.join(ROOT, '.tmp', 'unused'),
    databaseUrl: withDatabase(adminUrl, template, appRole),
    migrationDatabaseUrl: withDatabase(adminUrl, template, ownerRole),
  });
  project.provide('postgres', { adminUrl, appRole, ownerRole, template, prefix });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${prefix}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.query(`drop role if exists ${appRole}`);
    await client.query(`drop role if exists ${ownerRole}`);
    await client.end();
  };
}
