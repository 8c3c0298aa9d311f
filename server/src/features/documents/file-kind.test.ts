import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem } from '#common/api/documents.ts';
import {
  buildTestApp,
  replaceDocumentFile,
  signIn,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';
import { makeFundReportPdf } from '../../../test/make-pdf.ts';
import { documents, documentVersions } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

const PDF = makeFundReportPdf(1);
const CSV = Buffer.from(
  'Fund,Ongoing charge,Risk indicator\n' +
    'Example Income Fund,0.85%,4\n' +
    'Example Growth Fund,0.95%,5\n' +
    'Example Cash Fund,0.15%,1\n',
);

/** A multipart upload whose file part claims `contentType`, whatever the bytes are. */
function multipart(file: Buffer, fileName: string, contentType: string) {
  const boundary = '----clarion-file-kind';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\naov-report\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the stored file kind (issue 16 item 5)', () => {
  let t: TestApp;
  let owner: Caller;
  const db = () => t.app.deps.database.db;

  const settled = (id: string) =>
    waitFor(
      async () => (await owner.request({ method: 'GET', url: `/api/documents/${id}` })).json(),
      (d: DocumentItem) => d.status === 'completed' || d.status === 'failed',
    );
  const documentRow = async (id: string) =>
    (await runAsSystem(() => db().select().from(documents).where(eq(documents.id, id))))[0]!;
  const versionKinds = async (id: string) =>
    (
      await runAsSystem(() =>
        db()
          .select({ n: documentVersions.n, fileKind: documentVersions.fileKind })
          .from(documentVersions)
          .where(eq(documentVersions.documentId, id))
          .orderBy(documentVersions.n),
      )
    ).map((v) => [v.n, v.fileKind]);

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createClientUser(t.app);
    owner = await signIn(t.app, a.email, a.password);
  });
  afterAll(async () => t.close());

  it('stores the kind detected from the content, not the MIME type the browser sent, and extracts by it', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/documents',
      ...multipart(PDF, 'report.pdf', 'text/csv'),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(await documentRow(id)).toMatchObject({ fileKind: 'pdf', fileType: 'application/pdf' });
    expect(await versionKinds(id)).toEqual([[1, 'pdf']]);
    expect((await settled(id)).extraction).toMatchObject({ status: 'completed', method: 'pdfjs' });
  });

  it('stores the new kind on the document and its new version when the file is replaced', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/documents',
      ...multipart(PDF, 'funds.pdf', 'application/pdf'),
    });
    const { id } = res.json();
    await settled(id);
    expect((await replaceDocumentFile(owner, id, CSV, 'funds.csv')).statusCode).toBe(200);
    expect(await documentRow(id)).toMatchObject({ fileKind: 'csv', fileType: 'text/csv' });
    expect(await versionKinds(id)).toEqual([
      [1, 'pdf'],
      [2, 'csv'],
    ]);
    expect((await settled(id)).extraction).toMatchObject({ status: 'completed', method: 'csv' });
  });

  it('reads the file as its stored kind even when its MIME type says otherwise', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/documents',
      ...multipart(PDF, 'mislabelled.pdf', 'application/pdf'),
    });
    const { id } = res.json();
    await settled(id);
    // a MIME type from which the old guess would have read this PDF as CSV text
    await runAsSystem(() =>
      db().update(documents).set({ fileType: 'text/plain' }).where(eq(documents.id, id)),
    );
    const again = await owner.request({ method: 'POST', url: `/api/documents/${id}/extraction` });
    expect(again.statusCode).toBe(202);
    expect((await settled(id)).extraction).toMatchObject({ status: 'completed', method: 'pdfjs' });
  });

  it('migration 0021 gives existing rows the kind extraction guessed from their MIME type', async () => {
    const row = await createDocumentRow(t.app, owner.userId);
    const cases = [
      ['application/pdf', 'pdf'],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
      ['text/csv', 'csv'],
    ] as const;
    const migration = readFileSync(
      new URL('../../db/migrations/0021_document_file_kind.sql', import.meta.url),
      'utf8',
    );
    const backfills = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gmu, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(backfills).toHaveLength(2);
    for (const [fileType, kind] of cases) {
      // as a row stood before 0021: the column's default, whatever the file is
      await runAsSystem(() =>
        db().update(documents).set({ fileType, fileKind: 'pdf' }).where(eq(documents.id, row.id)),
      );
      await runAsSystem(async () => {
        for (const statement of backfills) await db().execute(sql.raw(statement));
      });
      expect((await documentRow(row.id)).fileKind, fileType).toBe(kind);
    }
  });
});
