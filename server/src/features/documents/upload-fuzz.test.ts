import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, textPage } from '#engine/extraction/testing/pdf-builder.ts';
import { buildDocx, buildZip } from '#engine/extraction/testing/zip-builder.ts';
import { buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makeFundReportPdf } from '../../../test/make-pdf.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

// Hostile and malformed uploads: every one must end in a clear refusal or a final status with a message;
// the server must stay up; and no stored file may be left without its record (or the other way round).

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

type Case = { kind: string; name: string; data: Buffer };

function hostileFiles(): Case[] {
  const rand = prng(20261122);
  const int = (n: number) => Math.floor(rand() * n);
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
  const pdf = makeFundReportPdf(2);
  const docx = Buffer.from(
    buildDocx([
      { heading: 1, text: 'Fund update' },
      { paragraph: 'The fund returned 4% this year after charges of 0.8%.' },
    ]),
  );
  const cases: Case[] = [];
  const exts = ['.pdf', '.docx', '.xlsx', '.csv'];
  for (let i = 0; i < 100; i++)
    cases.push({ kind: 'random-bytes', name: `noise${i}${exts[i % 4]}`, data: bytes(1 + int(4000)) });
  for (let i = 0; i < 80; i++)
    cases.push({
      kind: 'truncated-pdf',
      name: `cut${i}.pdf`,
      data: pdf.subarray(0, 1 + int(pdf.length - 2)),
    });
  for (let i = 0; i < 80; i++) {
    const copy = Buffer.from(pdf);
    for (let f = 0; f < 1 + int(30); f++) copy[20 + int(copy.length - 40)] = int(256);
    cases.push({ kind: 'corrupted-pdf', name: `flip${i}.pdf`, data: copy });
  }
  for (let i = 0; i < 30; i++) {
    cases.push({
      kind: 'encrypted-pdf',
      name: `locked${i}.pdf`,
      data: Buffer.from(
        buildPdf({
          pages: [textPage(['Confidential fund report for the board, with charges and performance.'])],
          userPassword: `pw${i}`,
        }),
      ),
    });
  }
  for (let i = 0; i < 30; i++) {
    cases.push({
      kind: 'zip-bomb',
      name: `bomb${i}${i % 2 ? '.xlsx' : '.docx'}`,
      data: Buffer.from(
        buildZip([
          { name: '[Content_Types].xml', data: '<Types/>' },
          {
            name: i % 2 ? 'xl/workbook.xml' : 'word/document.xml',
            data: new Uint8Array(8 * 1024 * 1024 + int(1024)),
          },
        ]),
      ),
    });
  }
  for (let i = 0; i < 30; i++) {
    cases.push({
      kind: 'lying-zip',
      name: `liar${i}.docx`,
      data: Buffer.from(
        buildZip([{ name: 'word/document.xml', data: 'x'.repeat(100), declaredSize: 2 ** 31 }]),
      ),
    });
  }
  for (let i = 0; i < 40; i++) {
    const copy = Buffer.from(docx);
    for (let f = 0; f < 1 + int(20); f++) copy[int(copy.length)] = int(256);
    cases.push({ kind: 'corrupted-docx', name: `broken${i}.docx`, data: copy });
  }
  for (let i = 0; i < 40; i++) {
    cases.push({ kind: 'wrong-type', name: `renamed${i}${exts[i % 4]}`, data: i % 2 ? pdf : docx });
  }
  for (let i = 0; i < 30; i++)
    cases.push({
      kind: 'binary-csv',
      name: `bin${i}.csv`,
      data: Buffer.concat([Buffer.from('a,b\n'), Buffer.alloc(10 + int(50)), bytes(50)]),
    });
  for (let i = 0; i < 20; i++)
    cases.push({ kind: 'empty', name: `empty${i}${exts[i % 4]}`, data: Buffer.alloc(i % 2) });
  for (let i = 0; i < 20; i++) {
    cases.push({
      kind: 'huge-dimensions',
      name: `giant${i}.pdf`,
      data: Buffer.from(
        buildPdf({
          pages: [
            {
              width: 14400,
              height: 14400,
              ...textPage(['A very large page with a little text on it for the extraction fuzz test.']),
            },
          ],
        }),
      ),
    });
  }
  return cases;
}

function multipart(name: string, data: Buffer) {
  const boundary = '----clarionfuzz';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nother\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('upload fuzzing', () => {
  let t: TestApp;
  let caller: Caller;
  let clientId: string;
  beforeAll(async () => {
    t = await buildTestApp({ MAX_UPLOAD_MB: '2' });
    const c = await createClientUser(t.app);
    clientId = c.id;
    caller = await signIn(t.app, c.email, c.password);
  });
  afterAll(async () => t.close());

  it('answers 500+ hostile files with a clear error or a final status, stays up and orphans nothing', async () => {
    const cases = hostileFiles();
    expect(cases.length).toBeGreaterThanOrEqual(500);
    const accepted: string[] = [];
    const outcomes = new Map<string, number>();
    for (const c of cases) {
      const res = await caller.request({
        method: 'POST',
        url: '/api/documents',
        ...multipart(c.name, c.data),
      });
      const key = `${c.kind}:${res.statusCode}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      expect([201, 400, 413, 415], `${c.name}: ${res.body}`).toContain(res.statusCode);
      const body = res.json();
      if (res.statusCode === 201) accepted.push(body.id);
      else expect(body.message, c.name).toMatch(/\w{3,}/);
    }

    const deadline = Date.now() + 90_000;
    let pending = accepted.length;
    while (pending > 0 && Date.now() < deadline) {
      const res = (await runAsSystem(
        async () =>
          await t.app.deps.database.db.execute(
            sql`select count(*)::int as n from documents where client_id = ${clientId} and status not in ('completed', 'failed')`,
          ),
      )) as unknown as { rows: { n: number }[] };
      pending = Number(res.rows[0]!.n);
      if (pending > 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(pending, 'documents still processing').toBe(0);

    const failed = (await runAsSystem(
      async () =>
        await t.app.deps.database.db.execute(
          sql`select d.file_name, e.error from documents d join document_extractions e on e.document_id = d.id where d.client_id = ${clientId} and d.status = 'failed'`,
        ),
    )) as unknown as { rows: { file_name: string; error: string | null }[] };
    for (const row of failed.rows) expect(row.error, row.file_name).toMatch(/\w{3,}/);

    // Every stored file has its record and every record its file.
    const rows = (await runAsSystem(
      async () =>
        await t.app.deps.database.db.execute(
          sql`select file_path from documents where client_id = ${clientId}`,
        ),
    )) as unknown as {
      rows: { file_path: string }[];
    };
    const dir = path.join(t.dataDir, 'files', clientId);
    const stored = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((f) => `${clientId}/${f}`)
          .sort()
      : [];
    expect(stored).toEqual(rows.rows.map((r) => r.file_path).sort());
    expect(rows.rows.length).toBe(accepted.length);

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
    console.log('upload fuzz outcomes', Object.fromEntries([...outcomes].sort()), {
      accepted: accepted.length,
      failed: failed.rows.length,
    });
  }, 180_000);
});
