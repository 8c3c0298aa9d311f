import { sql, type SQL } from 'drizzle-orm';
import { parse } from 'content-disposition';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

describe('audit trail', () => {
  let t: TestApp;
  let admin: Caller;
  let client: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    const c = await createClientUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.email, password: 'wrong-password' },
    });
    client = await signIn(t.app, c.email, c.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers and 403 to clients', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/export.csv']) {
      expect((await anonymous(t.app).request({ method: 'GET', url })).statusCode).toBe(401);
      expect((await client.request({ method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('records sign-in successes and failures', async () => {
    const body = (
      await admin.request({ method: 'GET', url: `/api/admin/audit?userId=${client.userId}` })
    ).json();
    const actions = body.items.map((i: { action: string }) => i.action);
    expect(actions).toContain('auth.sign_in');
    expect(actions).toContain('auth.sign_in_failed');
    expect(body.actions).toContain('auth.sign_in');
  });

  it('filters by action and date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const hit = (
      await admin.request({
        method: 'GET',
        url: `/api/admin/audit?action=auth.sign_in&from=${today}&to=${today}`,
      })
    ).json();
    expect(hit.total).toBeGreaterThan(0);
    expectEvery(hit.items, (i: { action: string }) => i.action === 'auth.sign_in');
    const none = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?from=2001-01-01&to=2001-01-02' })
    ).json();
    expect(none.total).toBe(0);
    expect((await admin.request({ method: 'GET', url: '/api/admin/audit?from=yesterday' })).statusCode).toBe(
      400,
    );
  });

  it('exports the filtered trail as CSV', async () => {
    const res = await admin.request({
      method: 'GET',
      url: '/api/admin/audit/export.csv?action=auth.sign_in_failed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(parse(String(res.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: expect.stringMatching(/^clarion-audit-\d{4}-\d\d-\d\d\.csv$/) },
    });
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actorId,actorEmail,action,targetType,targetId,details,ip');
    expect(lines.length).toBeGreaterThan(1);
    expectEvery(lines.slice(1), (l) => l.includes('auth.sign_in_failed'));
  });

  it('exports text that a spreadsheet would run as a formula defused, and commas, quotes and newlines intact', async () => {
    const targetId = '=HYPERLINK("http://x.example"),\n"second line"';
    await runAsSystem(async () =>
      t.app.deps.database.db.execute(
        sql`insert into audit_log (action, target_type, target_id, details) values ('test.csv_cells', 'document', ${targetId}, ${JSON.stringify({ note: '@cmd, "quoted"' })}::jsonb)`,
      ),
    );
    const res = await admin.request({
      method: 'GET',
      url: '/api/admin/audit/export.csv?action=test.csv_cells',
    });
    const [header, row, ...rest] = Papa.parse<string[]>(res.body.trimEnd(), { newline: '\r\n' }).data;
    expect(rest).toEqual([]);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('targetId')).toBe(`'${targetId}`);
    expect(JSON.parse(cell('details')!)).toEqual({ note: '@cmd, "quoted"' });
  });

  it('names the document an entry is about, also after it is purged, and marks it deleted', async () => {
    const doc = await createDocumentRow(t.app, client.userId, 'kiid-2025.pdf');
    // an entry written before names were stored: the current name is looked up
    await runAsSystem(async () =>
      t.app.deps.database.db.execute(
        sql`insert into audit_log (action, target_type, target_id) values ('document.reextract_requested', 'document', ${doc.id})`,
      ),
    );
    const before = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=document.reextract_requested' })
    ).json();
    expect(before.items.find((e: { targetId: string }) => e.targetId === doc.id)).toMatchObject({
      targetName: 'kiid-2025.pdf',
      targetDeleted: false,
    });
    // archived by its owner, then purged on an erasure request (ADR 013): the record goes, its trail stays
    const archive = { reason: 'Withdrawn promotion' };
    expect(
      (await client.request({ method: 'POST', url: `/api/documents/${doc.id}/archive`, payload: archive }))
        .statusCode,
    ).toBe(200);
    const purge = { erasureRequestReason: 'Erasure request from the client, ref 42' };
    expect(
      (await admin.request({ method: 'POST', url: `/api/documents/${doc.id}/purge`, payload: purge }))
        .statusCode,
    ).toBe(204);
    const after = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=document.purged' })
    ).json();
    expect(after.items.find((e: { targetId: string }) => e.targetId === doc.id)).toMatchObject({
      targetName: 'kiid-2025.pdf',
      targetDeleted: true,
    });
    // the old entry without a stored name falls back to "deleted", never to a bare id
    const old = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=document.reextract_requested' })
    ).json();
    expect(old.items.find((e: { targetId: string }) => e.targetId === doc.id)).toMatchObject({
      targetName: null,
      targetDeleted: true,
    });
  });

  it("refuses UPDATE, DELETE and TRUNCATE of audit rows from the app's database role", async () => {
    const db = t.app.deps.database.db;
    // even as system work, the app's most privileged scope (ADR 009)
    const asSystem = (statement: SQL) => runAsSystem(async () => await db.execute(statement));
    await expect(asSystem(sql`update audit_log set action = 'tampered'`)).rejects.toThrow();
    await expect(asSystem(sql`delete from audit_log`)).rejects.toThrow();
    await expect(asSystem(sql`truncate audit_log`)).rejects.toThrow();
    const res = (await asSystem(sql`select count(*)::int as n from audit_log`)) as unknown as {
      rows: { n: number }[];
    };
    const tampered = (await asSystem(
      sql`select count(*)::int as n from audit_log where action = 'tampered'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(res.rows[0]!.n)).toBeGreaterThan(0);
    expect(Number(tampered.rows[0]!.n)).toBe(0);
  });
});
