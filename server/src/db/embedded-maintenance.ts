import type { SqlExecutor } from './client.ts';

/**
 * Tables whose planner statistics are missing or out of date: never analysed (reltuples < 0), or whose file
 * has grown or shrunk by more than a tenth (and at least 8 pages) since VACUUM or ANALYZE last measured it.
 * PGlite keeps no activity statistics (pg_stat_user_tables counts nothing), so the size on disk, which is
 * always exact, stands in for autovacuum's count of changed rows.
 */
const STALE_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'r'
     and n.nspname not in ('pg_catalog', 'information_schema')
     and n.nspname not like 'pg\\_toast%'
     and (c.reltuples < 0
          or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
             > greatest(8, c.relpages / 10))
   order by 1`;

/**
 * What PostgreSQL's autovacuum daemon does on a server, for the embedded database, which runs without it
 * (PGlite is a single process): without it no table is ever analysed, so the planner works from default
 * estimates (a document-list page's first read over 10,000 documents took twice as long: 5.5-6.0 ms against
 * 2.8 ms once analysed), and no dead row is ever reclaimed. Vacuums and analyses each table that needs it;
 * returns their names. A no-op when nothing changed, so it is cheap to repeat.
 */
export async function maintainEmbeddedDatabase(executor: SqlExecutor): Promise<{ tables: string[] }> {
  const { rows } = await executor.executeSql(STALE_TABLES);
  const tables = rows.map((row) => String(row.name));
  // One table at a time: each statement holds the single connection only briefly.
  for (const table of tables) await executor.executeSql(`vacuum (analyze) ${table}`);
  return { tables };
}
