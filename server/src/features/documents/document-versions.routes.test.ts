import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type { CompareVersionsResponse, DocumentVersionsResponse } from '#common/api/documents.ts';
import type { Interview } from '#common/api/personas.ts';
import {
  ADMIN,
  buildTestApp,
  type Caller,
  replaceDocumentFile,
  runCheckAndWait,
  signIn,
  type TestApp,
  uploadAndExtract,
  waitFor,
} from '../../../test/helpers.ts';
import { createClientUser, grantModule } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { findVersions } from './document-versions.repository.ts';
import { sweepOrphanedFiles } from './orphan-sweep.service.ts';

const ABSOLUTE = 'COBS4.2.1R-absolute-claims';
const promotion = (claim: string) =>
  makePdf([
    {
      heading: 'The Example Growth Fund',
      lines: [
        claim,
        'The value of investments can fall as well as rise and you may get back less than you invest.',
        'Charges are taken from the fund each year.',
        // enough prose (80 words) for a reading age to be measured (engine/measures)
        'The fund invests mainly in the shares of companies based in the United Kingdom and abroad.',
        'You can buy or sell units on any working day, and we will send you a statement twice a year.',
        'Our team looks after the fund every day and writes to you when anything important changes.',
      ],
    },
  ]);
const V1 = promotion('Invest today for guaranteed returns with no risk to your money.');
const V2 = promotion('Invest today in a fund that aims to grow your money over five years or more.');

describe('document versions and compare (issue 15 item 2)', () => {
  let t: TestApp;
  let owner: Caller;
  let ownerEmail: string;
  let other: Caller;
  let admin: Caller;

  const get = (caller: Caller, url: string) => caller.request({ method: 'GET', url });
  const settled = (caller: Caller, id: string) =>
    waitFor(
      async () => (await get(caller, `/api/documents/${id}`)).json(),
      (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
    );
  const runCheck = (documentId: string) => runCheckAndWait<ComplianceCheck>(owner, documentId);
  /** A promotion uploaded as version 1 and replaced by version 2, both extracted. */
  const twoVersions = async (name: string) => {
    const { id } = await uploadAndExtract(owner, V1, {
      documentType: 'financial-promotion',
      fileName: `${name}.pdf`,
    });
    const first = await runCheck(id);
    expect((await replaceDocumentFile(owner, id, V2, `${name}-v2.pdf`)).statusCode).toBe(200);
    await settled(owner, id);
    return { id, first };
  };

  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true', ORPHAN_SWEEP_MINUTES: '0' });
    const a = await createClientUser(t.app);
    const b = await createClientUser(t.app);
    await grantModule(t.app, a.id, 'compliance');
    await grantModule(t.app, a.id, 'personas');
    owner = await signIn(t.app, a.email, a.password);
    ownerEmail = a.email;
    other = await signIn(t.app, b.email, b.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t.close());

  it('keeps version 1 when the file is replaced: listed with who and when, and downloadable', async () => {
    const { id } = await twoVersions('kept');
    const doc = (await get(owner, `/api/documents/${id}`)).json();
    // The document keeps its name; version 2 keeps its own file name (issue 30: a replacement renames nothing).
    expect(doc).toMatchObject({ fileName: 'kept.pdf', currentVersion: 2 });

    const listed = await get(owner, `/api/documents/${id}/versions`);
    expect(listed.statusCode).toBe(200);
    const body: DocumentVersionsResponse = listed.json();
    expect(body.currentVersion).toBe(2);
    expect(body.items.map((v) => [v.n, v.fileName, v.current, v.uploadedBy])).toEqual([
      [2, 'kept-v2.pdf', true, ownerEmail],
      [1, 'kept.pdf', false, ownerEmail],
    ]);
    expect(body.items[1]!.sha256).not.toBe(body.items[0]!.sha256);

    const old = await get(owner, `/api/documents/${id}/versions/1/file`);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect(old.headers['content-disposition']).toContain('kept.pdf');
    expect(Buffer.compare(old.rawPayload, V1)).toBe(0);
    expect(Buffer.compare((await get(owner, `/api/documents/${id}/versions/2/file`)).rawPayload, V2)).toBe(0);
    expect(Buffer.compare((await get(owner, `/api/documents/${id}/file`)).rawPayload, V2)).toBe(0);

    const missing = await get(owner, `/api/documents/${id}/versions/3/file`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This document has no version 3; its versions are 1 to 2.');
    // another client learns nothing, not even that the document exists
    expect((await get(other, `/api/documents/${id}/versions`)).statusCode).toBe(404);
    expect((await get(other, `/api/documents/${id}/versions/1/file`)).statusCode).toBe(404);
    expect((await get(admin, `/api/documents/${id}/versions`)).statusCode).toBe(200);
  });

  it('keeps a superseded version’s file through the orphan sweep', async () => {
    const { id } = await twoVersions('swept');
    await sweepOrphanedFiles(t.app.deps, { graceMs: 0, now: new Date(Date.now() + 60_000) });
    const old = await get(owner, `/api/documents/${id}/versions/1/file`);
    expect(old.statusCode).toBe(200);
    expect(Buffer.compare(old.rawPayload, V1)).toBe(0);
  });

  it('labels results with the version they assessed and refuses to act on a superseded one', async () => {
    const { id, first } = await twoVersions('labelled');
    expect(first.version).toBe(1);
    const second = await runCheck(id);
    expect(second).toMatchObject({ version: 2, outOfDate: false, fileName: 'labelled-v2.pdf' });
    // the earlier check keeps its version and file, never relabelled
    expect((await get(owner, `/api/compliance/checks/${first.id}`)).json()).toMatchObject({
      version: 1,
      outOfDate: true,
      fileName: 'labelled.pdf',
    });
    const refused = await owner.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${first.id}/findings/${ABSOLUTE}`,
      payload: { status: 'resolved' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Version 1 is superseded: the current version is 2 (labelled-v2.pdf). Act on the current version instead.',
    );
  });

  it('compares two versions: redline, reading age, and findings fixed and new by rule and evidence', async () => {
    const { id, first } = await twoVersions('compared');
    expect(first.findings.map((f) => f.ruleId)).toContain(ABSOLUTE);
    const secondCheck = await runCheck(id);
    const res = await get(owner, `/api/documents/${id}/compare?from=1&to=2`);
    expect(res.statusCode).toBe(200);
    const body: CompareVersionsResponse = res.json();
    expect([body.from.n, body.from.fileName, body.to.n, body.to.fileName]).toEqual([
      1,
      'compared.pdf',
      2,
      'compared-v2.pdf',
    ]);
    const removed = body.redline!.filter((p) => p.op === 'removed').map((p) => p.text);
    const added = body.redline!.filter((p) => p.op === 'added').map((p) => p.text);
    const same = body.redline!.filter((p) => p.op === 'same').map((p) => p.text);
    expect(removed.join(' ')).toContain('guaranteed returns with no risk');
    expect(added.join(' ')).toContain('aims to grow your money over five years');
    expect(same.join(' ')).toContain('Charges are taken from the fund each year.');
    // the checks' own figures (issue 30): what each version's check report printed
    expect(body.readingAge.from).toBe(first.measures!.readingAge);
    expect(body.readingAge.to).toBe(secondCheck.measures!.readingAge);
    expect(body.readingAge.from).toBeGreaterThan(0);
    expect(body.readingAge.change).toBeCloseTo(body.readingAge.to! - body.readingAge.from!, 1);
    expect(body.readingAgeTarget).toMatchObject({ documentType: 'financial-promotion', target: 14 });
    expect(body.findings!.fixed.map((f) => f.ruleId)).toContain(ABSOLUTE);
    expect(body.findings!.new.map((f) => f.ruleId)).not.toContain(ABSOLUTE);
    // no analyses or interviews yet: nothing to compare, said as such rather than invented
    expect(body.aovCoverage).toBeNull();
    expect(body.personaScores).toEqual([]);

    const same2 = await get(owner, `/api/documents/${id}/compare?from=2&to=2`);
    expect(same2.statusCode).toBe(400);
    expect(same2.json().message).toContain('Choose two different versions');
    expect((await get(owner, `/api/documents/${id}/compare?from=1&to=5`)).statusCode).toBe(404);
    expect((await get(other, `/api/documents/${id}/compare?from=1&to=2`)).statusCode).toBe(404);
  });

  it("serves a document's reading measures as its check printed them, to its firm only", async () => {
    const { id } = await uploadAndExtract(owner, V1, {
      documentType: 'financial-promotion',
      fileName: 'measured.pdf',
    });
    // before any check: the same engine function on the extraction
    const unchecked = await get(owner, `/api/documents/${id}/measures`);
    expect(unchecked.statusCode).toBe(200);
    const check = await runCheck(id);
    const measured = await get(owner, `/api/documents/${id}/measures`);
    expect(measured.json()).toEqual(check.measures);
    expect(unchecked.json()).toEqual(check.measures);
    expect(check.measures).toMatchObject({ documentType: 'financial-promotion', target: 14 });
    expect(check.measures!.targetReason).toContain('PRIN 2A.5.3R');
    expect((await get(other, `/api/documents/${id}/measures`)).statusCode).toBe(404);
  });

  it('lists a dismissed finding as dismissed, never as fixed by the newer version', async () => {
    const { id } = await uploadAndExtract(owner, V1, {
      documentType: 'financial-promotion',
      fileName: 'dismissed.pdf',
    });
    const first = await runCheck(id);
    expect(first.findings.map((f) => f.ruleId)).toContain(ABSOLUTE);
    const dismissed = await owner.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${first.id}/findings/${ABSOLUTE}`,
      payload: { status: 'dismissed', reason: 'The claim is about the deposit guarantee scheme.' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await replaceDocumentFile(owner, id, V2, 'dismissed-v2.pdf')).statusCode).toBe(200);
    await settled(owner, id);
    await runCheck(id);
    const body: CompareVersionsResponse = (
      await get(owner, `/api/documents/${id}/compare?from=1&to=2`)
    ).json();
    expect(body.findings!.dismissed.map((f) => f.ruleId)).toEqual([ABSOLUTE]);
    expect(body.findings!.fixed.map((f) => f.ruleId)).not.toContain(ABSOLUTE);
    expect(body.findings!.new.map((f) => f.ruleId)).not.toContain(ABSOLUTE);
  });

  it('labels an interview of an earlier version superseded, and compares persona scores across versions', async () => {
    const { id: documentId } = await uploadAndExtract(owner, V1, {
      documentType: 'financial-promotion',
      fileName: 'interviewed.pdf',
    });
    const personaId = (await get(owner, '/api/personas')).json().items[0].id as string;
    const interview = async () => {
      const res = await owner.request({
        method: 'POST',
        url: '/api/interviews',
        payload: { documentId, personaIds: [personaId] },
      });
      expect(res.statusCode).toBe(202);
      const id = res.json().items[0].id as string;
      return waitFor(
        async () => (await get(owner, `/api/interviews/${id}`)).json(),
        (i: Interview) => i.status === 'completed' || i.status === 'failed',
      );
    };
    const first = await interview();
    expect(first).toMatchObject({ status: 'completed', version: 1, superseded: false });
    await replaceDocumentFile(owner, documentId, V2, 'interviewed-v2.pdf');
    await settled(owner, documentId);
    expect((await get(owner, `/api/interviews/${first.id}`)).json()).toMatchObject({
      version: 1,
      superseded: true,
      fileName: 'interviewed.pdf',
    });
    const second = await interview();
    expect(second).toMatchObject({ version: 2, superseded: false });

    const body: CompareVersionsResponse = (
      await get(owner, `/api/documents/${documentId}/compare?from=1&to=2`)
    ).json();
    expect(body.personaScores).toEqual([
      expect.objectContaining({ personaId, from: first.meanScore, to: second.meanScore }),
    ]);
  });

  it('purges the stored file of every version', async () => {
    const { id } = await twoVersions('purged');
    await owner.request({
      method: 'POST',
      url: `/api/documents/${id}/archive`,
      payload: { reason: 'Campaign ended' },
    });
    const filePaths = (await runAsSystem(() => findVersions(t.app.deps.database.db, id))).map(
      (v) => v.filePath,
    );
    const exists = () => Promise.all(filePaths.map((p) => t.app.deps.storage.exists(p)));
    expect(await exists()).toEqual([true, true]);
    const purged = await admin.request({
      method: 'POST',
      url: `/api/documents/${id}/purge`,
      payload: { erasureRequestReason: 'Erasure request ref 7' },
    });
    expect(purged.statusCode).toBe(204);
    expect(await exists()).toEqual([false, false]);
  });
});
