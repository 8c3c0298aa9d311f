import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { maintainEmbeddedDatabase } from './embedded-maintenance.ts';
import { buildTestApp, waitFor } from '../../test/helpers.ts';

/**
 * The embedded database runs without PostgreSQL's autovacuum, so nothing would ever analyse or vacuum it: the
 * planner would work from default estimates for good. The maintenance pass stands in for it.
 */
describe('embedded database maintenance', () => {
  let dir: string;
  let database: Database;
  const stats = async (table: string) =>
    (
      await database.executor.executeSql(
        `select c.reltuples, c.relpages, s.last_analyze is not null as analysed
           from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`,
        [table],
      )
    ).rows[0] as { reltuples: number; relpages: number; analysed: boolean };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-maintenance-'));
    database = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('analyses every table at first, then only those that changed by more than a tenth', async () => {
    const first = await maintainEmbeddedDatabase(database.executor);
    expect(first.tables).toContain('public.documents');
    expect((await stats('documents')).reltuples).toBeGreaterThanOrEqual(0);
    expect((await maintainEmbeddedDatabase(database.executor)).tables).toEqual([]);

    await database.executor.executeSql(
      `create table public.maintenance_probe (id int primary key, note text);
       insert into public.maintenance_probe select g, repeat('x', 100) from generate_series(1, 20000) g`,
    );
    expect(await maintainEmbeddedDatabase(database.executor)).toEqual({
      tables: ['public.maintenance_probe'],
    });
    const measured = await stats('maintenance_probe');
    expect(measured.reltuples).toBeGreaterThan(15_000);
    expect(measured.analysed).toBe(true);

    // A few more rows leave the estimate close enough; doubling the table does not.
    await database.executor.executeSql(`insert into public.maintenance_probe values (20001, 'one more')`);
    expect((await maintainEmbeddedDatabase(database.executor)).tables).toEqual([]);
    await database.executor.executeSql(
      `insert into public.maintenance_probe select g, repeat('y', 100) from generate_series(20002, 40000) g`,
    );
    expect((await maintainEmbeddedDatabase(database.executor)).tables).toEqual(['public.maintenance_probe']);
    expect((await stats('maintenance_probe')).reltuples).toBeGreaterThan(35_000);
  });

  it('runs in the app on its timer', async () => {
    const t = await buildTestApp({ EMBEDDED_MAINTENANCE_MINUTES: '0.005' }, {}, { embedded: true });
    try {
      const { executor } = t.app.deps.database;
      await executor.executeSql(
        `create table public.maintenance_timer (id int primary key);
         insert into public.maintenance_timer select g from generate_series(1, 5000) g`,
      );
      await waitFor(
        async () =>
          Number(
            (await executor.executeSql(`select reltuples from pg_class where relname = 'maintenance_timer'`))
              .rows[0]!.reltuples,
          ),
        (tuples) => tuples > 4000,
        10_000,
      );
    } finally {
      await t.close();
    }
  });
});
