import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, waitFor, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makeFundReportPdf } from '../../../test/make-pdf.ts';

// What a careless or hostile client can send in a multipart body or a file name: each must be refused with
// a 400 that says what is wrong, or cleaned, never a 500.

const BOUNDARY = '----clarion-edge';
// Unicode's bidirectional formatting characters: embeddings, overrides, isolates and marks.
const BIDI_CONTROLS = [
  ...'\u202A\u202B\u202C\u202D\u202E',
  ...'\u2066\u2067\u2068\u2069',
  ...'\u200E\u200F\u061C',
];
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function filePart(fileName: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\naov-report\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
      'utf8',
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('uploads with malformed bodies and hostile file names', () => {
  let t: TestApp;
  let owner: Caller;
  let docId: string;
  const pdf = makeFundReportPdf(2);

  const post = (payload: Buffer | string, headers: Record<string, string> = MULTIPART) =>
    owner.request({ method: 'POST', url: '/api/documents', payload, headers });
  const replace = (payload: Buffer | string, headers: Record<string, string> = MULTIPART) =>
    owner.request({ method: 'PUT', url: `/api/documents/${docId}/file`, payload, headers });
  const storedNames = async () =>
    (await owner.request({ method: 'GET', url: '/api/documents?limit=100' }))
      .json()
      .items.map((d: { fileName: string }) => d.fileName) as string[];

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createClientUser(t.app);
    owner = await signIn(t.app, user.email, user.password);
    const res = await post(filePart('first.pdf', pdf));
    expect(res.statusCode).toBe(201);
    docId = res.json().id;
  });
  afterAll(async () => t.close());

  const malformed: [string, () => Buffer | string, Record<string, string>][] = [
    [
      'a body cut off before its closing boundary',
      () => filePart('cut.pdf', pdf).subarray(0, 400),
      MULTIPART,
    ],
    ['a part without headers', () => `--${BOUNDARY}\r\ngarbage without a blank line`, MULTIPART],
    [
      'a multipart type without a boundary',
      () => filePart('x.pdf', pdf),
      { 'content-type': 'multipart/form-data' },
    ],
  ];
  for (const [what, body, headers] of malformed) {
    it(`answers 400 with a clear message to ${what}, on upload and on replace`, async () => {
      for (const send of [post, replace]) {
        const res = await send(body(), headers);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
        expect(res.json().message).toMatch(/multipart|form/i);
      }
    });
  }

  it('answers 400 to a NUL in the file name on upload, replace and rename, and stores nothing', async () => {
    const before = await storedNames();
    const upload = await post(filePart('evil\u0000.exe.pdf', pdf));
    expect(upload.statusCode, upload.body).toBe(400);
    expect(upload.json().message).toMatch(/file name/i);
    const replaced = await replace(filePart('evil\u0000.pdf', pdf));
    expect(replaced.statusCode, replaced.body).toBe(400);
    const renamed = await owner.request({
      method: 'PATCH',
      url: `/api/documents/${docId}`,
      payload: { fileName: 'evil\u0000.pdf' },
    });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json().message).toMatch(/file name/i);
    expect(await storedNames()).toEqual(before);
  });

  it('strips bidirectional control characters from names on upload and rename', async () => {
    // "invoice<RLO>fdp.exe" shows as "invoiceexe.pdf" in a right-to-left-aware list.
    const spoof = `invoice\u202Efdp.exe.pdf`;
    const res = await post(filePart(spoof, pdf));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe('invoicefdp.exe.pdf');
    for (const c of BIDI_CONTROLS) {
      const renamed = await owner.request({
        method: 'PATCH',
        url: `/api/documents/${docId}`,
        payload: { fileName: `a${c}b.pdf` },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().fileName).toBe('ab.pdf');
    }
    const onlyControls = await owner.request({
      method: 'PATCH',
      url: `/api/documents/${docId}`,
      payload: { fileName: '\u202E\u2066' },
    });
    expect(onlyControls.statusCode).toBe(400);
    const names = await storedNames();
    expect(names.join('')).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it('ends the extraction job quietly when the document is purged in the middle of it', async () => {
    // Every earlier upload's extraction is over, so the one below is the only one running.
    await waitFor(
      async () => (await owner.request({ method: 'GET', url: '/api/documents?limit=100' })).json().items,
      (items: { status: string }[]) => items.every((d) => d.status === 'completed' || d.status === 'failed'),
    );
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const extraction = t.app.deps.extraction;
    const run = extraction.run.bind(extraction);
    let deleted = 0;
    let pending = '';
    extraction.run = async (...args) => {
      const result = await run(...args);
      // The document is archived and purged while its text is being extracted.
      await owner.request({
        method: 'POST',
        url: `/api/documents/${pending}/archive`,
        payload: { reason: 'Uploaded by mistake' },
      });
      const res = await admin.request({
        method: 'POST',
        url: `/api/documents/${pending}/purge`,
        payload: { erasureRequestReason: 'Uploaded by mistake' },
      });
      if (res.statusCode === 204) deleted += 1;
      return result;
    };
    try {
      const res = await post(filePart('deleted-midway.pdf', pdf));
      expect(res.statusCode).toBe(201);
      pending = res.json().id;
      const jobs = async () =>
        (
          await t.app.deps.database.executor.executeSql(
            `select state, retry_count from pgboss.job where name = 'extract-document' and data->>'documentId' = $1`,
            [pending],
          )
        ).rows as { state: string; retry_count: number }[];
      const settled = await waitFor(
        jobs,
        (rows) => rows.length === 1 && rows[0]!.state !== 'active' && rows[0]!.state !== 'created',
      );
      expect(deleted).toBe(1);
      // Completed on its first run: not failed on a foreign key, not retried.
      expect(settled).toEqual([{ state: 'completed', retry_count: 0 }]);
    } finally {
      extraction.run = run;
    }
  });
});
