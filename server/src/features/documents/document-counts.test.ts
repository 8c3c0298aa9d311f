import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import { documentCounts, documents, firms } from '../../db/schema.ts';
import { ADMIN, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

/**
 * The list's total comes from counts kept by a trigger (migration 0009) rather than a count of the rows;
 * whatever changes the documents, it must equal the count it replaces.
 */
describe('document list totals', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const total = async (caller: Caller, query = '') =>
    (
      (await caller.request({ method: 'GET', url: `/api/documents?limit=1${query}` })).json() as {
        total: number;
      }
    ).total;
  const counted = async (where?: SQL) =>
    (
      await runAsSystem(
        async () => await t.app.deps.database.db.select({ n: count() }).from(documents).where(where),
      )
    )[0]!.n;

  it('follows new, retyped and archived documents, per client and per type', async () => {
    const [a, b] = [await createClientUser(t.app), await createClientUser(t.app)];
    const callerA = await signIn(t.app, a.email, a.password);
    const docs = [];
    for (let i = 0; i < 3; i++) docs.push(await createDocumentRow(t.app, a.id, `a${i}.pdf`));
    await createDocumentRow(t.app, b.id, 'b.pdf');
    expect(await total(callerA)).toBe(3);
    expect(await total(callerA, '&documentType=aov-report')).toBe(3);
    expect(await total(callerA, '&documentType=sdr-report')).toBe(0);

    const retyped = await callerA.request({
      method: 'PATCH',
      url: `/api/documents/${docs[0]!.id}`,
      payload: { documentType: 'sdr-report' },
    });
    expect(retyped.statusCode).toBe(200);
    expect(await total(callerA, '&documentType=aov-report')).toBe(2);
    expect(await total(callerA, '&documentType=sdr-report')).toBe(1);
    expect(await total(callerA)).toBe(3);

    // An archived document leaves the counted total, and "Show archived" counts it again (migration 0019).
    const archive = await callerA.request({
      method: 'POST',
      url: `/api/documents/${docs[1]!.id}/archive`,
      payload: { reason: 'Campaign ended' },
    });
    expect(archive.statusCode).toBe(200);
    expect(await total(callerA)).toBe(2);
    expect(await total(callerA, '&archived=true')).toBe(3);
    expect(await total(callerA, '&q=a2')).toBe(1); // a search still counts the matching rows
    expect(await total(admin, `&clientId=${a.id}`)).toBe(2);
    expect(await total(admin)).toBe(await counted(isNull(documents.archivedAt)));
    expect(await total(admin, '&archived=true')).toBe(await counted());
    expect(await total(admin, `&clientId=${b.id}`)).toBe(1);
  });

  it('a deleted client firm leaves no counts behind, and the totals still equal the rows', async () => {
    const gone = await createClientUser(t.app);
    await createDocumentRow(t.app, gone.id, 'x.pdf');
    await createDocumentRow(t.app, gone.id, 'y.pdf');
    await runAsSystem(async () => await t.app.deps.database.db.delete(firms).where(eq(firms.id, gone.id)));
    const left = await runAsSystem(
      async () =>
        await t.app.deps.database.db
          .select({ n: count() })
          .from(documentCounts)
          .where(eq(documentCounts.clientId, gone.id)),
    );
    expect(left[0]!.n).toBe(0);
    expect(await total(admin)).toBe(await counted(isNull(documents.archivedAt)));
    expect(await total(admin, '&documentType=aov-report')).toBe(
      await counted(and(isNull(documents.archivedAt), eq(documents.documentType, 'aov-report'))),
    );
  });
});
