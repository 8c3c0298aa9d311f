// Documents that know their date (issue 30 item 3): the "as at" date a version carries, corrected by a user
// through PATCH /api/documents/:id, shown on the document and in the list, and the firm's list of documents
// and approvals that are out of date or go out of date within 30 days (GET /api/dashboard/upcoming-stale).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  signIn,
  uploadDocument,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';
import { communicationReviews, documents, documentVersions } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

/** The tests' today: 29 November 2026, midday UTC. */
const NOW = Date.parse('2026-11-29T12:00:00Z');

type Member = { id: string; caller: Caller };

describe('document "as at" dates', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let outsider: Member;

  const join = async (firmId?: string, firmRole?: 'member' | 'reviewer' | 'approver') => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole } : {});
    return { id: u.id, caller: await signIn(t.app, u.email, u.password) };
  };

  /** A document with its version-1 row, as an upload makes, optionally dated and with a staleness limit. */
  const createDated = async (
    firmId: string,
    fileName: string,
    documentType: string,
    dated?: { asAtDate: string; staleAfterMonths: number | null },
  ) => {
    const row = await createDocumentRow(t.app, firmId, fileName);
    const { db } = t.app.deps.database;
    await runAsSystem(async () => {
      await db.update(documents).set({ documentType }).where(eq(documents.id, row.id));
      await db.insert(documentVersions).values({
        documentId: row.id,
        clientId: firmId,
        n: 1,
        fileName,
        fileType: 'application/pdf',
        fileKind: 'pdf',
        fileSize: 1234,
        filePath: row.filePath,
        sha256: row.sha256,
        ...(dated
          ? { asAtDate: dated.asAtDate, asAtSource: 'content', staleAfterMonths: dated.staleAfterMonths }
          : {}),
      });
    });
    return row.id;
  };

  const approve = async (firmId: string, documentId: string, reviewDate: string) =>
    runAsSystem(() =>
      t.app.deps.database.db.insert(communicationReviews).values({
        documentId,
        clientId: firmId,
        version: 1,
        sha256: '0'.repeat(64),
        status: 'approved',
        reviewDate,
        decidedAt: new Date(NOW),
        // the record an approval stores (reviews.service); its content is not what this list reads
        approvalRecord: { version: 1, reviewDate },
      }),
    );

  let kiid: string;
  let factsheet: string;
  let undated: string;

  beforeAll(async () => {
    t = await buildTestApp({}, {}, { now: () => NOW });
    firmAdmin = await join();
    member = await join(firmAdmin.id, 'member');
    outsider = await join();
    // a KII dated 15 February 2021: stale since 16 February 2022
    kiid = await createDated(firmAdmin.id, 'lg-cash-kiid.pdf', 'ucits-kii', {
      asAtDate: '2021-02-15',
      staleAfterMonths: 12,
    });
    // a factsheet dated 31 October 2026: current until 31 January 2027, so not in the next 30 days
    factsheet = await createDated(firmAdmin.id, 'factsheet-oct.pdf', 'financial-promotion', {
      asAtDate: '2026-10-31',
      staleAfterMonths: 3,
    });
    undated = await createDated(firmAdmin.id, 'promotion.pdf', 'financial-promotion');
  });
  afterAll(async () => t.close());

  const patch = (who: Member, id: string, payload: Record<string, unknown>) =>
    who.caller.request({ method: 'PATCH', url: `/api/documents/${id}`, payload });
  const get = async (who: Member, id: string) =>
    (await who.caller.request({ method: 'GET', url: `/api/documents/${id}` })).json();

  it('reads the date from an uploaded KII after extraction, with its 12-month limit', async () => {
    const pdf = makePdf([
      {
        heading: 'Key Investor Information',
        lines: [
          'This document provides you with key investor information about this fund.',
          'This key investor information is accurate as at 15 February 2021.',
        ],
      },
    ]);
    // a firm of its own, so the dashboard list below stays the other firm's
    const uploader = await join();
    const res = await uploadDocument(uploader.caller, pdf, {
      documentType: 'ucits-kii',
      fileName: 'uploaded-kiid.pdf',
    });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().id;
    // generous: the first extraction also starts the extraction worker, slow on a loaded machine
    const { status } = await waitFor(
      () => get(uploader, id),
      (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
      90_000,
    );
    expect(status).toBe('completed');
    expect((await get(uploader, id)).asAt).toEqual({
      date: '2021-02-15',
      source: 'content',
      staleAfterMonths: 12,
      staleFrom: '2022-02-16',
    });
  }, 120_000);

  it('shows the date read from the content on the document, with the day it goes stale', async () => {
    expect((await get(firmAdmin, kiid)).asAt).toEqual({
      date: '2021-02-15',
      source: 'content',
      staleAfterMonths: 12,
      staleFrom: '2022-02-16',
    });
    expect((await get(firmAdmin, undated)).asAt).toBeNull();
  });

  it('lets a member correct the date (the edit rules let any firm user edit), and shows it in the list', async () => {
    const res = await patch(member, factsheet, { asAtDate: '2026-08-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().asAt).toEqual({
      date: '2026-08-31',
      source: 'user',
      staleAfterMonths: 3,
      staleFrom: '2026-12-01',
    });
    const list = (await member.caller.request({ method: 'GET', url: '/api/documents?limit=50' })).json();
    const listed = list.items.find((d: { id: string }) => d.id === factsheet);
    expect(listed.asAt.date).toBe('2026-08-31');
  });

  it("keeps a user's date when the same version is read again", async () => {
    const { db } = t.app.deps.database;
    const { setVersionReadDate } = await import('./document-versions.repository.ts');
    await runAsSystem(() =>
      setVersionReadDate(db, factsheet, 1, { asAtDate: '2026-10-31', staleAfterMonths: 3 }),
    );
    expect((await get(firmAdmin, factsheet)).asAt.date).toBe('2026-08-31');
    const [version] = await runAsSystem(() =>
      db
        .select()
        .from(documentVersions)
        .where(and(eq(documentVersions.documentId, factsheet), eq(documentVersions.n, 1))),
    );
    expect(version?.asAtSource).toBe('user');
  });

  it('refuses a date that is not YYYY-MM-DD or does not exist, with a clear 400', async () => {
    const bad = await patch(firmAdmin, undated, { asAtDate: '31/03/2025' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('YYYY-MM-DD');
    const impossible = await patch(firmAdmin, undated, { asAtDate: '2025-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toContain('does not exist');
  });

  it('refuses a date more than a day in the future, and accepts tomorrow (a user ahead of UTC)', async () => {
    const future = await patch(firmAdmin, undated, { asAtDate: '2026-12-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      'The "as at" date 2026-12-01 is in the future. Enter the date the document\'s content was accurate, today (2026-11-29) or earlier.',
    );
    expect((await patch(firmAdmin, undated, { asAtDate: '2026-11-30' })).statusCode).toBe(200);
  });

  it('clears the date with null', async () => {
    const res = await patch(firmAdmin, undated, { asAtDate: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().asAt).toBeNull();
  });

  it("answers 404 for another firm's document, and leaves its date alone", async () => {
    const res = await patch(outsider, kiid, { asAtDate: '2026-11-01' });
    expect(res.statusCode).toBe(404);
    expect((await get(firmAdmin, kiid)).asAt.date).toBe('2021-02-15');
    expect((await outsider.caller.request({ method: 'GET', url: `/api/documents/${kiid}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses to date an archived document (read-only) with 409', async () => {
    const archived = await createDated(firmAdmin.id, 'old.pdf', 'ucits-kii');
    await runAsSystem(() =>
      t.app.deps.database.db
        .update(documents)
        .set({ archivedAt: new Date(NOW), archiveReason: 'withdrawn' })
        .where(eq(documents.id, archived)),
    );
    expect((await patch(member, archived, { asAtDate: '2026-01-01' })).statusCode).toBe(409);
  });

  describe('GET /api/dashboard/upcoming-stale', () => {
    it("lists the firm's stale documents and approvals expiring within 30 days, overdue first", async () => {
      const expiring = await createDated(firmAdmin.id, 'approved-promo.pdf', 'financial-promotion');
      await approve(firmAdmin.id, expiring, '2026-12-10');
      const later = await createDated(firmAdmin.id, 'approved-later.pdf', 'financial-promotion');
      await approve(firmAdmin.id, later, '2027-03-01');
      const res = await member.caller.request({ method: 'GET', url: '/api/dashboard/upcoming-stale' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.today).toBe('2026-11-29');
      expect(body.until).toBe('2026-12-29');
      expect(
        body.items.map((i: { kind: string; fileName: string; date: string; state: string }) => [
          i.kind,
          i.fileName,
          i.date,
          i.state,
        ]),
      ).toEqual([
        ['document', 'lg-cash-kiid.pdf', '2022-02-16', 'overdue'],
        ['document', 'factsheet-oct.pdf', '2026-12-01', 'due'],
        ['approval', 'approved-promo.pdf', '2026-12-10', 'due'],
      ]);
    });

    it("never shows another firm's documents or approvals, and is empty for a firm with none", async () => {
      const res = await outsider.caller.request({ method: 'GET', url: '/api/dashboard/upcoming-stale' });
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([]);
    });
  });
});
