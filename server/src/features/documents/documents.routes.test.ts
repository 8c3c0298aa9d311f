import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makeFundReportPdf, makePdf } from '../../../test/make-pdf.ts';

function multipart(
  file: { name: string; data: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----clarion${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function waitForStatus(caller: Caller, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = (await caller.request({ method: 'GET', url: `/api/documents/${id}` })).json();
    if (doc.status === 'completed' || doc.status === 'failed') return doc;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('documents routes', () => {
  let t: TestApp;
  let owner: Caller;
  let other: Caller;
  let admin: Caller;
  let ownerId: string;
  let docId: string;
  const pdf = makeFundReportPdf(3);

  const upload = (
    caller: Caller,
    file: Parameters<typeof multipart>[0],
    fields: Record<string, string> = { documentType: 'aov-report' },
  ) => {
    const body = multipart(file, fields);
    return caller.request({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: body.headers,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({ MAX_UPLOAD_MB: '1' });
    const a = await createClientUser(t.app, { name: 'Owner' });
    const b = await createClientUser(t.app, { name: 'Other' });
    ownerId = a.id;
    owner = await signIn(t.app, a.email, a.password);
    other = await signIn(t.app, b.email, b.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const res = await upload(owner, { name: 'Fund AoV 2025.pdf', data: pdf, type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    docId = res.json().id;
    await waitForStatus(owner, docId);
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/documents'],
      ['POST', '/api/documents'],
      ['GET', `/api/documents/${docId}`],
      ['PATCH', `/api/documents/${docId}`],
      ['DELETE', `/api/documents/${docId}`],
      ['GET', `/api/documents/${docId}/file`],
      ['GET', `/api/documents/${docId}/extraction`],
      ['GET', `/api/documents/${docId}/events`],
    ] as const) {
      expect((await anonymous(t.app).request({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('stores the upload encrypted under {clientId}/{random8}_{timestamp}_{fileName} and extracts it', async () => {
    const doc = (await owner.request({ method: 'GET', url: `/api/documents/${docId}` })).json();
    expect(doc).toMatchObject({
      status: 'completed',
      fileName: 'Fund AoV 2025.pdf',
      documentType: 'aov-report',
      fileType: 'application/pdf',
    });
    expect(doc.extraction).toMatchObject({ status: 'completed', pageCount: 3 });
    const files = fs.readdirSync(path.join(t.dataDir, 'files', ownerId));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[A-Za-z0-9_-]{8}_\d{13}_Fund_AoV_2025\.pdf$/);
    expect(
      fs.readFileSync(path.join(t.dataDir, 'files', ownerId, files[0]!)).includes(Buffer.from('%PDF')),
    ).toBe(false);
  });

  it('never shows a caller the storage path: not on upload, nor in the document, the list or its versions', async () => {
    const res = await upload(owner, { name: 'Path Probe.pdf', data: pdf, type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect(res.json()).not.toHaveProperty('filePath');
    const stored = fs
      .readdirSync(path.join(t.dataDir, 'files', ownerId))
      .find((f) => f.endsWith('_Path_Probe.pdf'))!;
    expect(stored).toBeDefined();
    await waitForStatus(owner, id);
    for (const [caller, url] of [
      [owner, `/api/documents/${id}`],
      [owner, '/api/documents?limit=100'],
      [owner, `/api/documents/${id}/versions`],
      [owner, `/api/documents/${id}/extraction`],
      [admin, `/api/documents?limit=100&clientId=${ownerId}`],
    ] as const) {
      const body = (await caller.request({ method: 'GET', url })).body;
      expect(body, url).not.toContain(stored);
      expect(body, url).not.toContain('filePath');
    }
    expect(res.body).not.toContain(stored);
  });

  it('returns the extracted text page by page', async () => {
    const extraction = (
      await owner.request({ method: 'GET', url: `/api/documents/${docId}/extraction` })
    ).json();
    expect(extraction.status).toBe('completed');
    expect(extraction.pageCount).toBe(3);
    expect(extraction.pages).toHaveLength(3);
    expect(extraction.text).toContain('Past performance is not a reliable indicator of future results.');
  });

  it('downloads the original, decrypted', async () => {
    const res = await owner.request({ method: 'GET', url: `/api/documents/${docId}/file` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it("hides a client's document from another client on every route", async () => {
    for (const [method, url] of [
      ['GET', `/api/documents/${docId}`],
      ['GET', `/api/documents/${docId}/file`],
      ['GET', `/api/documents/${docId}/extraction`],
      ['DELETE', `/api/documents/${docId}`],
    ] as const) {
      expect((await other.request({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    }
    const patch = await other.request({
      method: 'PATCH',
      url: `/api/documents/${docId}`,
      payload: { fileName: 'mine.pdf' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await other.request({ method: 'GET', url: '/api/documents' })).json().total).toBe(0);
    expect(
      (await other.request({ method: 'GET', url: `/api/documents?clientId=${ownerId}` })).statusCode,
    ).toBe(403);
  });

  it("lets an admin see and filter every client's documents", async () => {
    expect((await admin.request({ method: 'GET', url: `/api/documents/${docId}` })).statusCode).toBe(200);
    const list = (await admin.request({ method: 'GET', url: `/api/documents?clientId=${ownerId}` })).json();
    expect(list.items.map((d: { id: string }) => d.id)).toContain(docId);
  });

  it("refuses files whose name or content is not an allowed type, with the spec's message", async () => {
    const exe = await upload(owner, { name: 'setup.exe', data: Buffer.from('MZ\x90\x00binary') });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/^Invalid file type\. Allowed: \.pdf, \.docx, \.xlsx, \.csv/);
    const fake = await upload(owner, {
      name: 'report.pdf',
      data: Buffer.from('just some text pretending to be a pdf'),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/does not match/);
  });

  it("refuses a request without a file with the spec's message", async () => {
    const res = await upload(owner, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a file and ensure you are logged in.');
  });

  it('refuses files over MAX_UPLOAD_MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([makePdf([{ lines: ['x'] }]), Buffer.alloc(1.5 * 1024 * 1024)]);
    const before = (await owner.request({ method: 'GET', url: '/api/documents' })).json().total;
    const res = await upload(owner, { name: 'big.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than the 1 MB limit.');
    expect((await owner.request({ method: 'GET', url: '/api/documents' })).json().total).toBe(before);
  });

  it('refuses an unknown document type', async () => {
    const res = await upload(owner, { name: 'a.pdf', data: pdf }, { documentType: 'novel' });
    expect(res.statusCode).toBe(400);
  });

  it("fails a document whose text is shorter than 50 characters with the spec's message", async () => {
    const res = await upload(owner, { name: 'short.pdf', data: makePdf([{ lines: ['Hello'] }]) });
    const doc = await waitForStatus(owner, res.json().id);
    expect(doc.status).toBe('failed');
    expect(doc.extraction.error).toBe('Extracted text is too short, PDF may be image-based or corrupted.');
  });

  it('fails a truncated PDF with a message the user can act on, and stays up', async () => {
    const res = await upload(owner, {
      name: 'truncated.pdf',
      data: pdf.subarray(0, Math.floor(pdf.length / 2)),
    });
    expect(res.statusCode).toBe(201);
    const doc = await waitForStatus(owner, res.json().id);
    expect(doc.status).toBe('failed');
    expect(doc.extraction.error).toMatch(/\w/);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('searches, filters, sorts and pages the list', async () => {
    await upload(owner, { name: 'alpha sdr.pdf', data: pdf }, { documentType: 'sdr-report' });
    const sdr = (
      await owner.request({ method: 'GET', url: '/api/documents?documentType=sdr-report' })
    ).json();
    expect(sdr.items.map((d: { fileName: string }) => d.fileName)).toEqual(['alpha sdr.pdf']);
    const search = (await owner.request({ method: 'GET', url: '/api/documents?q=FUND%20aov' })).json();
    expect(search.items.map((d: { fileName: string }) => d.fileName)).toEqual(['Fund AoV 2025.pdf']);
    const byType = (await owner.request({ method: 'GET', url: '/api/documents?q=sdr-rep' })).json();
    expect(byType.total).toBe(1);
    const byName = (
      await owner.request({ method: 'GET', url: '/api/documents?sort=name&order=asc&limit=2' })
    ).json();
    expect(byName.items.map((d: { fileName: string }) => d.fileName)).toEqual([
      'alpha sdr.pdf',
      'Fund AoV 2025.pdf',
    ]);
    expect(byName.total).toBeGreaterThan(2);
    const page2 = (
      await owner.request({ method: 'GET', url: '/api/documents?sort=name&order=asc&limit=2&offset=2' })
    ).json();
    expect(page2.items).toHaveLength(Math.min(2, byName.total - 2));
  });

  it('renames a document and changes its type, recorded in the audit trail', async () => {
    const res = await owner.request({
      method: 'PATCH',
      url: `/api/documents/${docId}`,
      payload: { fileName: 'Renamed.pdf', documentType: 'sdr-report' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'Renamed.pdf', documentType: 'sdr-report' });
    const audit = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=document.updated' })
    ).json();
    expect(audit.items[0].details).toMatchObject({
      before: { fileName: 'Fund AoV 2025.pdf' },
      after: { fileName: 'Renamed.pdf' },
    });
  });

  it('downloads under its own name, non-ASCII letters and quotes included', async () => {
    const fileName = 'Fonds «Zürich» "final" 日本.pdf';
    const renamed = await owner.request({
      method: 'PATCH',
      url: `/api/documents/${docId}`,
      payload: { fileName },
    });
    expect(renamed.statusCode).toBe(200);
    const res = await owner.request({ method: 'GET', url: `/api/documents/${docId}/file` });
    const header = String(res.headers['content-disposition']);
    expect(parse(header)).toEqual({ type: 'inline', parameters: { filename: fileName } });
    // Clients that do not read filename* get a printable ASCII name with its quote escaped.
    expect(header).toMatch(/^inline; filename="Fonds \?Z\?rich\? \\"final\\" \?\?\.pdf"; filename\*=UTF-8''/);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('pushes progress over server-sent events until done', async () => {
    const res = await owner.request({ method: 'GET', url: `/api/documents/${docId}/events` });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.body).toContain('"stage":"done"');
    expect(res.body).toContain('"percent":100');
  });

  it('keeps the record and the stored file when asked to delete, and says to archive instead', async () => {
    const res = await upload(owner, { name: 'to-delete.pdf', data: pdf });
    const id = res.json().id;
    await waitForStatus(owner, id);
    const filesBefore = fs.readdirSync(path.join(t.dataDir, 'files', ownerId)).length;
    const refused = await owner.request({ method: 'DELETE', url: `/api/documents/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Archive it with a reason');
    expect((await owner.request({ method: 'GET', url: `/api/documents/${id}` })).statusCode).toBe(200);
    expect(fs.readdirSync(path.join(t.dataDir, 'files', ownerId)).length).toBe(filesBefore);
  });
});
