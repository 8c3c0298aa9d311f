import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { analyses, documentExtractions, productAccess } from './schema.ts';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { createClientUser, createDocumentRow, grantModule } from '../../test/factories.ts';

/**
 * Row-level security proven in SQL, with the application bypassed: a session scoped to one client (as the
 * API scopes every client request) cannot read or change another client's rows, as the application's own
 * non-superuser role. PostgreSQL pass only: the embedded database runs as a superuser, which PostgreSQL
 * exempts from row-level security, and it has a single process anyway.
 */
describe.runIf(inject('postgres'))('row-level security on client-owned tables', () => {
  let t: TestApp;
  let sql: pg.Client;
  let a: { id: string; email: string; password: string };
  let b: { id: string; email: string; password: string };
  let docA: string;
  let docB: string;

  const asClient = (userId: string) => sql.query("select set_config('app.user_id', $1, false)", [userId]);
  const asSystem = () => sql.query("select set_config('app.user_id', '', false)");
  const ids = async (table: string) =>
    (await sql.query(`select * from ${table} order by 1`)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    a = await createClientUser(t.app);
    b = await createClientUser(t.app);
    docA = (await createDocumentRow(t.app, a.id, 'a.pdf')).id;
    docB = (await createDocumentRow(t.app, b.id, 'b.pdf')).id;
    const { db } = t.app.deps.database;
    await db.insert(documentExtractions).values([
      { documentId: docA, clientId: a.id, status: 'completed', extractedText: 'A' },
      { documentId: docB, clientId: b.id, status: 'completed', extractedText: 'B' },
    ]);
    await db.insert(analyses).values([
      { documentId: docA, clientId: a.id, kind: 'general', status: 'completed' },
      { documentId: docB, clientId: b.id, kind: 'general', status: 'completed' },
    ]);
    await grantModule(t.app, a.id, 'compliance');
    await grantModule(t.app, b.id, 'compliance');
    sql = new pg.Client({ connectionString: t.config.databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql.end();
    await t.close();
  });

  it('runs as a role that is neither superuser nor exempt from row-level security', async () => {
    const { rows } = await sql.query(
      'select rolsuper, rolbypassrls from pg_roles where rolname = current_user',
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it("hides another client's rows from a client's session", async () => {
    await asClient(a.id);
    expect((await ids('documents')).map((r) => r.id)).toEqual([docA]);
    expect((await ids('document_extractions')).map((r) => r.document_id)).toEqual([docA]);
    expect((await ids('analyses')).every((r) => r.client_id === a.id)).toBe(true);
    expect((await ids('product_access')).every((r) => r.user_id === a.id)).toBe(true);
    expect((await ids('document_counts')).map((r) => r.client_id)).toEqual([a.id]);
    expect((await sql.query('select * from documents where id = $1', [docB])).rowCount).toBe(0);
  });

  it("refuses to change or create another client's rows from a client's session", async () => {
    await asClient(a.id);
    expect(
      (await sql.query(`update documents set file_name = 'stolen.pdf' where id = $1`, [docB])).rowCount,
    ).toBe(0);
    expect((await sql.query('delete from analyses where client_id = $1', [b.id])).rowCount).toBe(0);
    expect(
      (await sql.query('update product_access set has_access = true where user_id = $1', [b.id])).rowCount,
    ).toBe(0);
    await expect(
      sql.query(
        `insert into documents (client_id, file_name, file_size, file_path, sha256)
         values ($1, 'planted.pdf', 1, $2, repeat('0', 64))`,
        [b.id, `${b.id}/planted.pdf`],
      ),
    ).rejects.toThrow(/row-level security/);
    // moving one's own row to another client is refused too
    await expect(
      sql.query('update documents set client_id = $1 where id = $2', [b.id, docA]),
    ).rejects.toThrow(/row-level security/);
    await asSystem();
    const stillB = await sql.query('select file_name, client_id from documents where id = $1', [docB]);
    expect(stillB.rows[0]).toEqual({ file_name: 'b.pdf', client_id: b.id });
  });

  it('lets system and admin work (no client scope) see every client', async () => {
    await asSystem();
    expect((await ids('documents')).map((r) => r.id).sort()).toEqual([docA, docB].sort());
  });

  it('is what the API applies to a client request, and not to an admin request', async () => {
    const clientA = await signIn(t.app, a.email, a.password);
    const mine = await clientA.request({ method: 'GET', url: '/api/documents' });
    expect(mine.json().items.map((d: { id: string }) => d.id)).toEqual([docA]);
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const all = await admin.request({ method: 'GET', url: '/api/documents?limit=100' });
    expect(all.json().items.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining([docA, docB]));
    // the pooled connection that served client A carries no scope into the next admin or system query
    const { db } = t.app.deps.database;
    expect((await db.select().from(productAccess)).length).toBeGreaterThanOrEqual(2);
  });
});
