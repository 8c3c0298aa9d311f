import pg from 'pg';
import { sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documents, productAccess } from './schema.ts';
import { runAsSystem, runWithTenantStore, setTenant } from './tenant-context.ts';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { createClientUser, createDocumentRow, grantModule } from '../../test/factories.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

/** Every table that holds a client's rows, and the column naming whose (null: only system work reads it). */
const TENANT_TABLES: Record<string, string | null> = {
  firms: 'id',
  users: 'firm_id',
  sessions: 'user_id',
  password_resets: 'user_id',
  oidc_transactions: null,
  product_access: 'firm_id',
  documents: 'client_id',
  document_counts: 'client_id',
  document_extractions: 'client_id',
  document_versions: 'client_id',
  analyses: 'client_id',
  compliance_checks: 'client_id',
  compliance_decisions: null,
  finding_comments: 'client_id',
  communication_reviews: 'client_id',
  persona_interviews: 'client_id',
  improvements: 'client_id',
  improvement_suggestions: null,
  analytics_events: 'user_id',
  audit_log: 'actor_id',
  funds: 'client_id',
  fund_share_classes: 'client_id',
  fund_documents: 'client_id',
  fund_document_facts: 'client_id',
  fund_disagreement_decisions: 'client_id',
  fund_approval_overrides: 'client_id',
  firm_boilerplate: 'client_id',
};

/**
 * Row-level security and the database roles proven in SQL (migrations 0007 and 0010, ADR 009), with the
 * application bypassed, as the application's own login role: on its own it may do nothing; as clarion_app
 * it sees one client's rows, or none when no client is set, and may change no schema; clarion_system, the
 * bypass, is taken only by an explicit SET ROLE. PostgreSQL pass only: the embedded database runs as a
 * superuser, which PostgreSQL exempts from row-level security, and it has a single process anyway.
 */
describe.runIf(inject('postgres'))('row-level security and database roles', () => {
  let t: TestApp;
  let sql: pg.Client;
  let owner: pg.Client;
  let a: { id: string; email: string; password: string };
  let b: { id: string; email: string; password: string };
  let docA: string;
  let docB: string;

  /** A member's session: their firm (the tenant) and themselves; a firm's founder has the firm's id. */
  const asClient = async (userId: string, firmId = userId) => {
    await sql.query('set role clarion_app');
    await sql.query("select set_config('app.user_id', $1, false), set_config('app.firm_id', $2, false)", [
      userId,
      firmId,
    ]);
  };
  const asNoTenant = async () => {
    await sql.query('set role clarion_app');
    await sql.query("select set_config('app.user_id', '', false), set_config('app.firm_id', '', false)");
  };
  const asSystem = () => sql.query('set role clarion_system');
  const asSystemQuery = (text: string, values: unknown[]) => owner.query(text, values);
  const rowsOf = async (table: string) =>
    (await sql.query(`select * from ${table} order by 1`)).rows as Record<string, unknown>[];

  /** One row of every client-owned table for this client, written as the superuser (no policy applies). */
  const seed = async (userId: string, documentId: string) => {
    const q = (text: string, values: unknown[] = []) => owner.query(text, values);
    await q(
      `insert into document_extractions (document_id, client_id, status, extracted_text) values ($1, $2, 'completed', 'x')`,
      [documentId, userId],
    );
    await q(
      `insert into document_versions (document_id, client_id, n, file_name, file_type, file_kind, file_size, file_path, sha256)
       values ($1, $2, 1, 'v1.pdf', 'application/pdf', 'pdf', 1, $3, repeat('0', 64))`,
      [documentId, userId, `${userId}/v1.pdf`],
    );
    await q(
      `insert into analyses (document_id, client_id, kind, status) values ($1, $2, 'general', 'completed')`,
      [documentId, userId],
    );
    await q(`insert into compliance_checks (document_id, client_id) values ($1, $2)`, [documentId, userId]);
    await q(
      `insert into compliance_decisions (document_id, rule_id, status, reason) values ($1, 'r1', 'accepted', 'ok')`,
      [documentId],
    );
    await q(
      `insert into finding_comments (document_id, client_id, rule_id, author_id, body) values ($1, $2, 'r1', $2, 'note')`,
      [documentId, userId],
    );
    const review = await q(
      `insert into communication_reviews (document_id, client_id, version, sha256, submitted_by) values ($1, $2, 1, repeat('0', 64), $2) returning id`,
      [documentId, userId],
    );
    const fund = await q(`insert into funds (client_id, name) values ($1, 'Growth Fund') returning id`, [
      userId,
    ]);
    const fundId = fund.rows[0].id;
    await q(
      `insert into fund_share_classes (fund_id, client_id, name, isin) values ($1, $2, 'A Acc', 'GB00B4CLRN09')`,
      [fundId, userId],
    );
    await q(
      `insert into fund_documents (fund_id, document_id, client_id, status, linked_by) values ($1, $2, $3, 'auto', 'identifier')`,
      [fundId, documentId, userId],
    );
    await q(
      `insert into fund_document_facts (document_id, version, client_id, sha256, reader_version, identifiers, facts) values ($1, 1, $2, repeat('0', 64), 'r', '{}', '[]')`,
      [documentId, userId],
    );
    await q(
      `insert into fund_disagreement_decisions (fund_id, client_id, disagreement_key, values_hash, status, reason) values ($1, $2, 'k', 'h', 'dismissed', 'ok')`,
      [fundId, userId],
    );
    await q(
      `insert into fund_approval_overrides (review_id, fund_id, client_id, document_id, disagreement_key, reason) values ($1, $2, $3, $4, 'k', 'ok')`,
      [review.rows[0].id, fundId, userId, documentId],
    );
    await q(
      `insert into firm_boilerplate (client_id, text, text_key) values ($1, 'All rights reserved.', 'all rights reserved')`,
      [userId],
    );
    await q(
      `insert into persona_interviews (client_id, persona_id, document_id) select $1, id, $2 from personas limit 1`,
      [userId, documentId],
    );
    const imp = await q(`insert into improvements (document_id, client_id) values ($1, $2) returning id`, [
      documentId,
      userId,
    ]);
    await q(
      `insert into improvement_suggestions (improvement_id, suggestion_id, position, suggestion, status) values ($1, 's1', 0, '{}', 'pending')`,
      [imp.rows[0].id],
    );
    await q(`insert into analytics_events (user_id, type, name) values ($1, 'page_view', '/')`, [userId]);
    await q(
      `insert into password_resets (token_hash, user_id, expires_at) values (md5(random()::text), $1, now() + interval '1 hour')`,
      [userId],
    );
    await q(`insert into audit_log (actor_id, action) values ($1, 'test.seeded')`, [userId]);
    await q(
      `insert into oidc_transactions (id, state, nonce, code_verifier, expires_at) values (md5(random()::text), 's', 'n', 'v', now() + interval '1 hour')`,
    );
  };

  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    a = await createClientUser(t.app);
    b = await createClientUser(t.app);
    await signIn(t.app, a.email, a.password);
    await signIn(t.app, b.email, b.password);
    docA = (await createDocumentRow(t.app, a.id, 'a.pdf')).id;
    docB = (await createDocumentRow(t.app, b.id, 'b.pdf')).id;
    await grantModule(t.app, a.id, 'compliance');
    await grantModule(t.app, b.id, 'compliance');
    const superuser = new URL(inject('postgres')!.adminUrl);
    superuser.pathname = new URL(t.config.databaseUrl!).pathname;
    owner = new pg.Client({ connectionString: superuser.toString() });
    await owner.connect();
    await seed(a.id, docA);
    await seed(b.id, docB);
    sql = new pg.Client({ connectionString: t.config.databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await owner?.end();
    await t.close();
  });

  it('connects as a login role that is no superuser, owns nothing and on its own may read nothing', async () => {
    await sql.query('reset role');
    const { rows } = await sql.query(
      `select rolsuper, rolbypassrls, rolinherit,
              (select count(*)::int from pg_class where relowner = r.oid) as owns
         from pg_roles r where rolname = current_user`,
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false, rolinherit: false, owns: 0 });
    await expect(sql.query('select * from documents')).rejects.toThrow(/permission denied/);
  });

  it('shows no row of any client-owned table when no client is set, though every table has rows', async () => {
    await asSystem();
    for (const table of Object.keys(TENANT_TABLES))
      expect((await rowsOf(table)).length, `${table} as system`).toBeGreaterThanOrEqual(2);
    await asNoTenant();
    for (const table of Object.keys(TENANT_TABLES))
      expect((await rowsOf(table)).length, `${table} with no tenant`).toBe(0);
    // the unset setting (not merely empty) and a reset role are no way round it
    await sql.query('reset app.user_id');
    await sql.query('reset app.firm_id');
    expect((await rowsOf('documents')).length).toBe(0);
    // a member with no firm set, or a firm with no member, sees no one's sessions or firm rows
    await sql.query("select set_config('app.user_id', $1, false)", [a.id]);
    expect((await rowsOf('documents')).length).toBe(0);
    expect((await rowsOf('users')).length).toBe(0);
    await sql.query("select set_config('app.user_id', '', false), set_config('app.firm_id', $1, false)", [
      a.id,
    ]);
    expect((await rowsOf('sessions')).length).toBe(0);
    expect((await rowsOf('mfa_credentials')).length).toBe(0);
  });

  it("shows a client's session only that client's rows", async () => {
    await asClient(a.id);
    for (const [table, column] of Object.entries(TENANT_TABLES)) {
      const rows = await rowsOf(table);
      if (column === null || table === 'password_resets') {
        // system-only tables, or reached through a parent row
        if (table === 'compliance_decisions' || table === 'improvement_suggestions')
          expect(rows.length, table).toBe(1);
        else expect(rows.length, table).toBe(0);
        continue;
      }
      expectEvery(rows, (r) => r[column] === a.id, 1, table);
    }
    expect((await rowsOf('documents')).map((r) => r.id)).toEqual([docA]);
    expect((await rowsOf('compliance_decisions')).map((r) => r.document_id)).toEqual([docA]);
    expect((await sql.query('select * from documents where id = $1', [docB])).rowCount).toBe(0);
  });

  it("refuses to change or create another client's rows from a client's session", async () => {
    await asClient(a.id);
    expect(
      (await sql.query(`update documents set file_name = 'stolen.pdf' where id = $1`, [docB])).rowCount,
    ).toBe(0);
    expect((await sql.query('delete from analyses where client_id = $1', [b.id])).rowCount).toBe(0);
    expect(
      (await sql.query('update product_access set has_access = true where firm_id = $1', [b.id])).rowCount,
    ).toBe(0);
    expect((await sql.query(`update users set name = 'x' where id = $1`, [b.id])).rowCount).toBe(0);
    expect((await sql.query('delete from sessions where user_id = $1', [b.id])).rowCount).toBe(0);
    await expect(
      sql.query(
        `insert into documents (client_id, file_name, file_size, file_path, sha256)
         values ($1, 'planted.pdf', 1, $2, repeat('0', 64))`,
        [b.id, `${b.id}/planted.pdf`],
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      sql.query(`insert into audit_log (actor_id, action) values ($1, 'forged')`, [b.id]),
    ).rejects.toThrow(/row-level security/);
    await expect(
      sql.query(
        `insert into compliance_decisions (document_id, rule_id, status, reason)
                 values ($1, 'r2', 'accepted', 'x')`,
        [docB],
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      sql.query(
        `insert into finding_comments (document_id, client_id, rule_id, author_id, body)
                 values ($1, $2, 'r1', $3, 'planted')`,
        [docB, b.id, a.id],
      ),
    ).rejects.toThrow(/row-level security/);
    // another firm's funds can be neither read nor linked into, and fund decisions are a record too
    const theirFund = await asSystemQuery(`select id from funds where client_id = $1`, [b.id]);
    await asClient(a.id);
    await expect(
      sql.query(
        `insert into fund_documents (fund_id, document_id, client_id, status, linked_by) values ($1, $2, $3, 'confirmed', 'hand')`,
        [theirFund.rows[0].id, docA, b.id],
      ),
    ).rejects.toThrow(/row-level security/);
    expect((await sql.query('update funds set name = $1 where client_id = $2', ['x', b.id])).rowCount).toBe(
      0,
    );
    await expect(sql.query(`update fund_disagreement_decisions set reason = 'edited'`)).rejects.toThrow(
      /permission denied/,
    );
    // comments are a record: the app's role may add them, never change or remove them
    await expect(sql.query(`update finding_comments set body = 'edited'`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(sql.query('delete from finding_comments')).rejects.toThrow(/permission denied/);
    // moving one's own row to another client is refused too
    await expect(
      sql.query('update documents set client_id = $1 where id = $2', [b.id, docA]),
    ).rejects.toThrow(/row-level security/);
    await asSystem();
    const stillB = await sql.query('select file_name, client_id from documents where id = $1', [docB]);
    expect(stillB.rows[0]).toEqual({ file_name: 'b.pdf', client_id: b.id });
  });

  const tamperings = [
    'alter table audit_log disable trigger audit_log_no_update',
    'alter table audit_log disable trigger all',
    'alter table documents no force row level security',
    'alter table documents disable row level security',
    'drop policy documents_tenant on documents',
    'drop table audit_log',
    'drop table documents cascade',
    'truncate audit_log',
    'truncate documents cascade',
    'update audit_log set action = $$edited$$',
    'delete from audit_log',
    'create table planted (id int)',
    'grant clarion_system to clarion_app',
  ];

  it('lets neither clarion_app, nor the bypass, nor the login role change the schema or the audit trail', async () => {
    for (const become of [() => asClient(a.id), asNoTenant, asSystem, () => sql.query('reset role')]) {
      await become();
      for (const statement of tamperings) {
        const role = (await sql.query('select current_user as r')).rows[0].r as string;
        await expect(sql.query(statement), `${statement} as ${role}`).rejects.toThrow(
          /permission denied|must be owner|must have admin option|append-only/,
        );
      }
    }
    await asSystem();
    expect((await rowsOf('audit_log')).length).toBeGreaterThanOrEqual(2);
    // …while the audit trail still takes new entries
    await sql.query(`insert into audit_log (action) values ('test.appended')`);
  });

  // A table added later gets no grants and no policy by default; this makes forgetting its policy a failure
  // here rather than a quiet gap (issue 14: the sign-in and two-factor tables came after migration 0010).
  it('forces row-level security on every table but the shared persona catalogue', async () => {
    const { rows } = await owner.query(
      `select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.length).toBeGreaterThan(Object.keys(TENANT_TABLES).length);
    const open = rows.filter((r) => !(r.enabled && r.forced)).map((r) => r.name as string);
    expect(open).toEqual(['interview_questions', 'personas']);
    await asNoTenant();
    for (const table of ['rate_limit_hits', 'sign_in_failures'])
      await expect(rowsOf(table), `${table} is system work only`).rejects.toThrow(/permission denied/);
    for (const table of ['mfa_credentials', 'mfa_recovery_codes', 'mfa_challenges'])
      expect(await rowsOf(table), `${table} with no client`).toHaveLength(0);
  });

  it('keeps the job queue (every client’s jobs) to the bypass role', async () => {
    await asNoTenant();
    await expect(sql.query('select * from pgboss.job')).rejects.toThrow(/permission denied/);
    await asClient(a.id);
    await expect(sql.query('select * from pgboss.job')).rejects.toThrow(/permission denied/);
    await asSystem();
    await sql.query('select count(*) from pgboss.job');
  });

  it('lets the bypass see every client, and only when taken explicitly', async () => {
    await asNoTenant();
    // a forged or malformed tenant is no bypass
    await expect(sql.query("select set_config('app.firm_id', 'everyone', false)")).resolves.toBeDefined();
    await expect(rowsOf('documents')).rejects.toThrow(/invalid input syntax for type uuid/);
    await asSystem();
    expect((await rowsOf('documents')).map((r) => r.id).sort()).toEqual([docA, docB].sort());
  });

  it("runs the app's own connections closed unless it names a client or system work", async () => {
    const { db } = t.app.deps.database;
    const outside = await db.select().from(documents);
    expect(outside.length).toBe(0);
    const unscoped = await runWithTenantStore(async () => await db.select().from(documents));
    expect(unscoped.length).toBe(0);
    const mine = await runWithTenantStore(async () => {
      setTenant({ id: a.id, firmId: a.id });
      return await db.select().from(documents);
    });
    expect(mine.map((d) => d.id)).toEqual([docA]);
    const all = await runAsSystem(() => db.select().from(documents));
    expect(all.map((d) => d.id).sort()).toEqual([docA, docB].sort());
    for (const run of [
      <T>(fn: () => T) => runWithTenantStore(fn),
      <T>(fn: () => T) =>
        runWithTenantStore(() => {
          setTenant({ id: a.id, firmId: a.id });
          return fn();
        }),
      <T>(fn: () => T) => runAsSystem(fn),
    ])
      for (const statement of ['alter table audit_log disable trigger all', 'truncate audit_log']) {
        const error = (await run(async () => await db.execute(dsql.raw(statement))).then(
          () => null,
          (e: Error) => e,
        )) as (Error & { cause?: Error }) | null;
        // drizzle wraps PostgreSQL's error as the cause of its own
        expect(error?.cause?.message, statement).toMatch(/permission denied|must be owner/);
      }
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
    expect((await runAsSystem(() => db.select().from(productAccess))).length).toBeGreaterThanOrEqual(2);
  });

  it("shows a second member of a firm the firm's rows, and only their own sessions and analytics", async () => {
    const m = await createClientUser(t.app, { firmId: a.id, firmRole: 'member' });
    await signIn(t.app, m.email, m.password);
    await asClient(m.id, a.id);
    expect((await rowsOf('documents')).map((r) => r.id)).toEqual([docA]);
    expect((await rowsOf('users')).map((r) => r.id).sort()).toEqual([a.id, m.id].sort());
    expect((await rowsOf('firms')).map((r) => r.id)).toEqual([a.id]);
    expectEvery(await rowsOf('sessions'), (r) => r.user_id === m.id, 1, 'sessions');
    expect(await rowsOf('analytics_events'), "the firm admin's analytics are theirs").toHaveLength(0);
    // the firm's audit trail reads entries by any member, and takes new ones only in one's own name
    expect((await rowsOf('audit_log')).some((r) => r.actor_id === a.id)).toBe(true);
    await expect(
      sql.query(`insert into audit_log (actor_id, action) values ($1, 'forged')`, [a.id]),
    ).rejects.toThrow(/row-level security/);
    // firms are the platform admin's to create and change
    await expect(sql.query(`update firms set name = 'renamed'`)).rejects.toThrow(/permission denied/);
    await expect(sql.query(`insert into firms (name) values ('planted')`)).rejects.toThrow(
      /permission denied/,
    );
  });
});
