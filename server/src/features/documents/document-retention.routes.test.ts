import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  replaceDocumentFile,
  signIn,
  uploadAndExtract,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makeFundReportPdf } from '../../../test/make-pdf.ts';
import { documents } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

const pdf = makeFundReportPdf(2);

describe('archive instead of delete, restore and purge (issue 15 item 5)', () => {
  let t: TestApp;
  let owner: Caller;
  let ownerEmail: string;
  let other: Caller;
  let admin: Caller;

  const upload = async (fileName: string) => (await uploadAndExtract(owner, pdf, { fileName })).id;
  const archive = (caller: Caller, id: string, payload?: object) =>
    caller.request({ method: 'POST', url: `/api/documents/${id}/archive`, ...(payload ? { payload } : {}) });
  const restore = (caller: Caller, id: string) =>
    caller.request({ method: 'POST', url: `/api/documents/${id}/restore` });
  const purge = (caller: Caller, id: string, payload: object = {}) =>
    caller.request({ method: 'POST', url: `/api/documents/${id}/purge`, payload });
  const listed = async (caller: Caller, query = '') =>
    (await caller.request({ method: 'GET', url: `/api/documents?limit=100${query}` }))
      .json()
      .items.map((d: { fileName: string }) => d.fileName);
  const audited = async (action: string) =>
    (await admin.request({ method: 'GET', url: `/api/admin/audit?action=${action}` })).json().items as {
      actorEmail: string;
      targetId: string;
      details: Record<string, unknown>;
    }[];

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createClientUser(t.app);
    const b = await createClientUser(t.app);
    owner = await signIn(t.app, a.email, a.password);
    ownerEmail = a.email;
    other = await signIn(t.app, b.email, b.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t.close());

  it('archives only with a reason, hides the document from lists unless archived ones are asked for', async () => {
    const id = await upload('campaign.pdf');
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await archive(owner, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await archive(owner, id, { reason: '  ' })).json().message).toContain('Give a reason');
    expect((await archive(other, id, { reason: 'Not mine' })).statusCode).toBe(404);

    const res = await archive(owner, id, { reason: 'Campaign ended' });
    expect(res.statusCode).toBe(200);
    const archived = res.json().archived;
    expect(archived).toMatchObject({ by: ownerEmail, reason: 'Campaign ended' });
    expect(new Date(archived.purgeableFrom).getUTCFullYear()).toBe(
      new Date(archived.at).getUTCFullYear() + 5,
    );
    expect(await listed(owner)).not.toContain('campaign.pdf');
    expect(await listed(admin)).not.toContain('campaign.pdf');
    expect(await listed(owner, '&archived=true')).toContain('campaign.pdf');
    // Still readable: the record, its text and its file.
    expect(
      (await owner.request({ method: 'GET', url: `/api/documents/${id}` })).json().archived,
    ).not.toBeNull();
    expect((await owner.request({ method: 'GET', url: `/api/documents/${id}/file` })).statusCode).toBe(200);
    expect((await audited('document.archived')).find((e) => e.targetId === id)?.details).toMatchObject({
      reason: 'Campaign ended',
    });
  });

  it('refuses every write to an archived document with 409 and a clear message', async () => {
    const id = await upload('read-only.pdf');
    await archive(owner, id, { reason: 'Withdrawn' });
    const refusals = [
      await owner.request({ method: 'PATCH', url: `/api/documents/${id}`, payload: { fileName: 'x.pdf' } }),
      await replaceDocumentFile(owner, id, pdf, 'new.pdf'),
      await owner.request({ method: 'POST', url: `/api/documents/${id}/extraction` }),
      await owner.request({ method: 'POST', url: `/api/documents/${id}/analyses` }),
      await archive(owner, id, { reason: 'Again' }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(refusals[0]!.json().message).toBe(
      'This document is archived, so it is read-only. Restore it to change it.',
    );
  });

  it('restores by its owner or the platform admin only, and audits it', async () => {
    const id = await upload('restore-me.pdf');
    expect((await restore(owner, id)).statusCode).toBe(409); // not archived
    await archive(owner, id, { reason: 'By mistake' });
    expect((await restore(other, id)).statusCode).toBe(404);
    const restored = await restore(owner, id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archived).toBeNull();
    expect(await listed(owner)).toContain('restore-me.pdf');
    await archive(owner, id, { reason: 'Again' });
    expect((await restore(admin, id)).statusCode).toBe(200);
    expect(
      (
        await owner.request({
          method: 'PATCH',
          url: `/api/documents/${id}`,
          payload: { fileName: 'kept.pdf' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await audited('document.restored')).filter((e) => e.targetId === id)).toHaveLength(2);
  });

  it('purges only as the platform admin, only when archived, and early only for an erasure request', async () => {
    const id = await upload('erase-me.pdf');
    const doc = await runAsSystem(
      async () => (await t.app.deps.database.db.select().from(documents).where(eq(documents.id, id)))[0],
    );
    const stored = path.join(t.dataDir, 'files', doc!.filePath);
    expect(fs.existsSync(stored)).toBe(true);

    expect((await purge(admin, id)).statusCode).toBe(409); // not archived
    await archive(owner, id, { reason: 'Client asked for erasure' });
    const byOwner = await purge(owner, id, { erasureRequestReason: 'Mine' });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe('Only the platform admin can purge a document.');
    const early = await purge(admin, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/kept until \d{4}-\d{2}-\d{2} \(5 years after it was archived\)/);
    expect(fs.existsSync(stored)).toBe(true);

    const purged = await purge(admin, id, {
      erasureRequestReason: 'Erasure request ref 42 (UK GDPR art. 17)',
    });
    expect(purged.statusCode).toBe(204);
    expect((await owner.request({ method: 'GET', url: `/api/documents/${id}` })).statusCode).toBe(404);
    expect(fs.existsSync(stored)).toBe(false);
    const entry = (await audited('document.purged')).find((e) => e.targetId === id);
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      details: {
        fileName: 'erase-me.pdf',
        erasureRequestReason: 'Erasure request ref 42 (UK GDPR art. 17)',
        retentionYears: 5,
      },
    });
  });

  it('purges without an erasure request once RETENTION_YEARS have passed since archiving', async () => {
    const id = await upload('old-record.pdf');
    await archive(owner, id, { reason: 'Campaign ended' });
    const sixYearsAgo = new Date(Date.now() - 6 * 366 * 24 * 3600 * 1000);
    await runAsSystem(() =>
      t.app.deps.database.db.update(documents).set({ archivedAt: sixYearsAgo }).where(eq(documents.id, id)),
    );
    expect((await purge(admin, id)).statusCode).toBe(204);
    expect((await audited('document.purged')).find((e) => e.targetId === id)?.details).toMatchObject({
      erasureRequestReason: null,
    });
  });
});
