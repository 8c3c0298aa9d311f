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
import { initdbInChild, needsInitdb } from './pglite-initdb.ts';
import { fromRoot } from '../runtime-paths.ts';
import { currentScope, runAsSystem, type DbScope } from './tenant-context.ts';

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
  /**
   * Runs `fn` on the schema owner's connection (MIGRATION_DATABASE_URL, else DATABASE_URL's own role): for
   * schema changes only, such as installing the job queue's tables. PGlite has one role: its own executor.
   */
  asOwner<T>(fn: (executor: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = fromRoot('server/src/db/migrations');
/** Row-level security holds it to one client's rows, or none (migration 0010, ADR 009). */
export const APP_ROLE = 'clarion_app';
/** The explicit bypass: admin requests, sign-in, session lookup, jobs (migration 0010, ADR 009). */
export const SYSTEM_ROLE = 'clarion_system';
// Arbitrary constant: serialises migrations when several processes start against one PostgreSQL server.
const MIGRATION_LOCK_KEY = 73_110_001;

export async function openDatabase(options: {
  databaseUrl?: string;
  /** The schema owner's connection for migrations (ADR 009); unset = databaseUrl's own role. */
  migrationDatabaseUrl?: string;
  dataDir: string;
  /** Errors of idle pooled connections (server restart, terminated backend): reported, never fatal. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.migrationDatabaseUrl, options.onConnectionError)
    : openPglite(path.join(options.dataDir, 'db'));
}

async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
  const lock: LockFile = await acquireLockFile(path.dirname(dir));
  let client: PGlite;
  try {
    if (needsInitdb(dir)) await initdbInChild(dir);
    client = await PGlite.create({ dataDir: dir });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const executor: SqlExecutor = {
      // Multi-statement text without parameters (pg-boss's schema plans) needs exec; the rest uses query.
      async executeSql(text, values) {
        if (values && values.length > 0) {
          const result = await client.query<Record<string, unknown>>(text, values);
          return { rows: result.rows };
        }
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    };
    return {
      driver: 'pglite',
      db: db as unknown as Db,
      executor,
      asOwner: (fn) => fn(executor),
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

const scopeKey = (scope: DbScope) =>
  scope.kind === 'tenant' ? `tenant:${scope.firmId}:${scope.userId}` : scope.kind;

/**
 * Prepares every connection the pool hands out, only where it differs from what that connection last had:
 * - its role and tenant (row-level security, migrations 0007 and 0010): clarion_system for system work,
 *   otherwise clarion_app with app.firm_id and app.user_id set to the member's firm and the member, or empty
 *   (no rows); so a pooled connection
 *   never keeps one client's scope, or the bypass, into another's request;
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
    const scope = currentScope();
    const wanted = scopeKey(scope);
    const channels = subscriptions.channels;
    try {
      if (scopeOf.get(client) !== wanted) {
        await client.query(
          "select set_config('role', $1, false), set_config('app.user_id', $2, false), set_config('app.firm_id', $3, false)",
          [
            scope.kind === 'system' ? SYSTEM_ROLE : APP_ROLE,
            scope.kind === 'tenant' ? scope.userId : '',
            scope.kind === 'tenant' ? scope.firmId : '',
          ],
        );
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

/** Runs `fn` on a connection of its own as the schema owner (the migration URL's role). */
async function withOwner<T>(ownerUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function migrate(client: pg.Client): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
  }
}

/** The login role must be able to SET ROLE to both roles, or every query would fail later, less clearly. */
async function checkLoginRole(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ login: string; app: boolean; system: boolean }>(
    `select session_user as login, pg_has_role(session_user, $1, 'MEMBER') as app,
            pg_has_role(session_user, $2, 'MEMBER') as system`,
    [APP_ROLE, SYSTEM_ROLE],
  );
  const row = rows[0];
  if (row && (!row.app || !row.system))
    throw new Error(
      `The database role ${row.login} (DATABASE_URL) must be a member of ${APP_ROLE} and ${SYSTEM_ROLE}: ` +
        `GRANT ${APP_ROLE}, ${SYSTEM_ROLE} TO ${row.login}; (docs/deployment.md, "Tenancy in the database")`,
    );
}

async function openPostgres(
  url: string,
  migrationUrl: string | undefined,
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  const ownerUrl = migrationUrl ?? url;
  await withOwner(ownerUrl, migrate);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle client's error (e.g. the server restarting) would crash the process; the
  // pool drops that client and the next query opens a new connection.
  pool.on('error', (error) => onConnectionError?.(error));
  try {
    await checkLoginRole(pool);
  } catch (error) {
    await pool.end();
    throw error;
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
      // The job queue's tables hold every client's jobs: only system work may read or write them.
      async executeSql(text, values) {
        const result = await runAsSystem(() => pool.query(text, values));
        return { rows: result.rows };
      },
    },
    asOwner: (fn) =>
      withOwner(ownerUrl, (client) =>
        fn({
          async executeSql(text, values) {
            const result = await client.query(text, values);
            return { rows: result.rows };
          },
        }),
      ),
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
