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
import { currentTenant } from './tenant-context.ts';

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
  /**
   * Calls `onMessage` for each NOTIFY on `channel` from any process sharing the database (PostgreSQL only;
   * the embedded database has a single process, so there is nobody else to hear from).
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** NOTIFY every process listening on `channel` (delivered when the current transaction commits). */
  notify(channel: string, payload: string): Promise<void>;
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
      async listen() {},
      async notify() {},
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

/**
 * Every connection handed out by the pool carries the current request's tenant in app.user_id (row-level
 * security, migration 0007), set only when it differs from what that connection last had, so a pooled
 * connection never keeps one client's scope into another's request or into system work. Queries go through
 * connect() so that the setting and the query share a connection.
 */
function scopeConnectionsToTenant(pool: pg.Pool): void {
  const scopeOf = new WeakMap<pg.PoolClient, string>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const scoped = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const wanted = currentTenant() ?? '';
    if ((scopeOf.get(client) ?? '') !== wanted) {
      try {
        await client.query("select set_config('app.user_id', $1, false)", [wanted]);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      scopeOf.set(client, wanted);
    }
    return client;
  };
  pool.connect = ((
    callback?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    if (!callback) return scoped();
    scoped().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
  pool.query = (async (...args: unknown[]) => {
    const client = await scoped();
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
  }) as typeof pool.query;
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
  scopeConnectionsToTenant(pool);
  const db = drizzlePg({ client: pool, schema });
  const listeners: pg.Client[] = [];
  let closing = false;
  /** A dedicated connection per channel (LISTEN needs one), reopened if the server drops it. */
  const listen = async (channel: string, onMessage: (payload: string) => void): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      onConnectionError?.(error);
      const index = listeners.indexOf(client);
      if (index >= 0) listeners.splice(index, 1);
      if (!closing) setTimeout(() => void listen(channel, onMessage).catch(onConnectionError), 1000);
    });
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    listeners.push(client);
  };
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
    listen,
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closing = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
