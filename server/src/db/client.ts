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
   * Calls `onMessage` for each NOTIFY on `channel`: those of this process's own commits arrive before the
   * committing query returns (so an in-memory cache is never stale to the process that wrote), and those
   * of every other process sharing the database shortly after their commit. `onMissed` runs when some may
   * have been lost (the listening connection was re-opened), so a cache can drop everything it holds.
   */
  listen(channel: string, onMessage: (payload: string) => void, onMissed?: () => void): Promise<void>;
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
      // PGlite delivers a commit's notifications before the committing query's promise resolves.
      async listen(channel, onMessage) {
        await client.listen(channel, onMessage);
      },
      async notify(channel, payload) {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
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

type Subscriber = { onMessage: (payload: string) => void; onMissed?: () => void };

/** Who listens to which channel, and the delivery of one notification to them. */
class Subscriptions {
  private readonly byChannel = new Map<string, Subscriber[]>();

  get channels(): string[] {
    return [...this.byChannel.keys()];
  }

  add(channel: string, subscriber: Subscriber): void {
    this.byChannel.set(channel, [...(this.byChannel.get(channel) ?? []), subscriber]);
  }

  deliver = (message: pg.Notification): void => {
    for (const s of this.byChannel.get(message.channel) ?? []) s.onMessage(message.payload ?? '');
  };

  missed(): void {
    for (const list of this.byChannel.values()) for (const s of list) s.onMissed?.();
  }
}

const listenSql = (channels: string[]) => channels.map((c) => `listen ${pg.escapeIdentifier(c)};`).join(' ');

/**
 * Prepares every connection the pool hands out, only where it differs from what that connection last had:
 * - its tenant in app.user_id (row-level security, migration 0007), so a pooled connection never keeps one
 *   client's scope into another's request or into system work;
 * - LISTEN on every subscribed channel, because PostgreSQL delivers a session's own notifications before
 *   its COMMIT returns: a cache invalidated by this process's own writes is fresh the moment they commit.
 * Queries go through connect() so that the preparation and the query share a connection.
 */
function prepareConnections(pool: pg.Pool, subscriptions: Subscriptions): void {
  const scopeOf = new WeakMap<pg.PoolClient, string>();
  const listeningTo = new WeakMap<pg.PoolClient, number>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const prepared = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const wanted = currentTenant() ?? '';
    const channels = subscriptions.channels;
    try {
      if ((scopeOf.get(client) ?? '') !== wanted) {
        await client.query("select set_config('app.user_id', $1, false)", [wanted]);
        scopeOf.set(client, wanted);
      }
      const listening = listeningTo.get(client);
      if ((listening ?? 0) < channels.length) {
        if (listening === undefined) client.on('notification', subscriptions.deliver);
        listeningTo.set(client, 0);
        await client.query(listenSql(channels));
        listeningTo.set(client, channels.length);
      }
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return client;
  };
  pool.connect = ((
    callback?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    if (!callback) return prepared();
    prepared().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
  pool.query = (async (...args: unknown[]) => {
    const client = await prepared();
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
  const subscriptions = new Subscriptions();
  prepareConnections(pool, subscriptions);
  const db = drizzlePg({ client: pool, schema });
  let listener: pg.Client | null = null;
  let closing = false;
  /**
   * One dedicated connection hears the other processes' notifications (pooled connections come and go). It
   * is re-opened if the server drops it; what was sent meanwhile is lost, so the subscribers are told.
   */
  const openListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', subscriptions.deliver);
    client.on('error', (error) => {
      onConnectionError?.(error);
      if (listener !== client) return;
      listener = null;
      const reopen = () => {
        if (closing) return;
        openListener().then(
          () => subscriptions.missed(),
          (reopenError: Error) => {
            onConnectionError?.(reopenError);
            setTimeout(reopen, 1000);
          },
        );
      };
      setTimeout(reopen, 1000);
    });
    await client.connect();
    const channels = subscriptions.channels;
    if (channels.length > 0) await client.query(listenSql(channels));
    listener = client;
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
    async listen(channel, onMessage, onMissed) {
      subscriptions.add(channel, { onMessage, onMissed });
      if (listener) await listener.query(listenSql([channel]));
      else await openListener();
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
