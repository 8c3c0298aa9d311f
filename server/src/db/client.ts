import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireLockFile, type LockFile } from './lock-file.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/** What pg-boss needs to run its SQL on our connection (its `db` option). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export type Database = {
  driver: 'pglite' | 'postgres';
  db: Db;
  executor: SqlExecutor;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');
// Arbitrary constant: serialises migrations when several processes start against one PostgreSQL server.
const MIGRATION_LOCK_KEY = 73_110_001;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Errors of idle pooled connections (server restart, terminated backend): reported, never fatal. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openPglite(path.join(options.dataDir, 'db'));
}

async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
  const lock: LockFile = acquireLockFile(path.dirname(dir));
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      driver: 'pglite',
      db: db as unknown as Db,
      executor: {
        // Multi-statement text without parameters (pg-boss's schema plans) needs exec; the rest uses query.
        async executeSql(text, values) {
          if (values && values.length > 0) {
            const result = await client.query<Record<string, unknown>>(text, values);
            return { rows: result.rows };
          }
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        },
      },
      async ping() {
        await client.query('select 1');
        return true;
      },
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(url: string, onConnectionError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle client's error (e.g. the server restarting) would crash the process; the
  // pool drops that client and the next query opens a new connection.
  pool.on('error', (error) => onConnectionError?.(error));
  const migrationClient = await pool.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: migrationClient, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    migrationClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    driver: 'postgres',
    db: db as unknown as Db,
    executor: {
      async executeSql(text, values) {
        const result = await pool.query(text, values);
        return { rows: result.rows };
      },
    },
    async ping() {
      await pool.query('select 1');
      return true;
    },
    async close() {
      await pool.end();
    },
  };
}
