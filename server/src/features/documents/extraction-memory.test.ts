import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  signIn,
  uploadDocument,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makeDeflateBombPdf, makeFundReportPdf } from '../../../test/make-pdf.ts';
import { processTreeRss, sampleProcessTreeRss } from '../../../test/process-tree.ts';

const GiB = 1024 ** 3;
const MB = 1024 * 1024;

async function upload(caller: Caller, name: string, data: Buffer): Promise<string> {
  const res = await uploadDocument(caller, data, { fileName: name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The parts of GET /api/documents/:id these tests read. */
type DocumentJson = { status: string; extraction: { error: string | null; pageCount: number } };

function waitForStatus(caller: Caller, id: string, timeoutMs: number) {
  return waitFor(
    async () => (await caller.request({ method: 'GET', url: `/api/documents/${id}` })).json(),
    (doc: DocumentJson) => doc.status === 'completed' || doc.status === 'failed',
    timeoutMs,
  );
}

// The audit's High 1: a 1 MB PDF inflating to 1 GiB took the process tree from 1.3 GB to 3.3 GB.
describe('extraction memory bound (decompression bombs)', () => {
  let t: TestApp;
  let owner: Caller;
  let idle: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createClientUser(t.app);
    owner = await signIn(t.app, user.email, user.password);
    // Warm: the extraction process has loaded pdf.js and read a document.
    const warm = await waitForStatus(owner, await upload(owner, 'warm.pdf', makeFundReportPdf(2)), 30_000);
    expect(warm.status).toBe('completed');
    idle = processTreeRss();
  });
  afterAll(async () => t.close());

  async function expectBombRefused(inflated: number, options: { hex?: boolean } = {}) {
    const bomb = makeDeflateBombPdf(inflated, options);
    expect(bomb.length).toBeLessThanOrEqual(t.config.maxUploadBytes);
    const sampler = sampleProcessTreeRss();
    let doc;
    try {
      doc = await waitForStatus(owner, await upload(owner, 'bomb.pdf', bomb), 200_000);
    } finally {
      const peak = sampler.stop();
      console.info(
        `bomb ${(bomb.length / MB).toFixed(1)} MB -> ${(inflated / GiB).toFixed(1)} GiB: tree idle ${Math.round(idle / MB)} MB, peak ${Math.round(peak / MB)} MB (+${Math.round((peak - idle) / MB)} MB)`,
      );
      expect(peak - idle).toBeLessThan(GiB);
    }
    expect(doc.status).toBe('failed');
    expect(doc.extraction.error).toMatch(/expands to more than \d+ MB when decompressed/);
  }

  it('fails a 1 MB PDF that inflates to 1 GiB, within idle + 1 GiB of memory', async () => {
    await expectBombRefused(GiB);
  }, 240_000);

  it('fails a bomb near the upload limit (~9.5 GiB inflated), within idle + 1 GiB of memory', async () => {
    await expectBombRefused(9.5 * GiB);
  }, 240_000);

  // Not a zlib stream on its face, so only the process's memory watchdog can stop it.
  it('fails a bomb behind ASCIIHexDecode (~4.5 GiB inflated) by killing the extraction process', async () => {
    await expectBombRefused(4.5 * GiB, { hex: true });
  }, 240_000);

  it('stays healthy: the next document extracts normally', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const doc = await waitForStatus(owner, await upload(owner, 'after.pdf', makeFundReportPdf(3)), 30_000);
    expect(doc.status).toBe('completed');
    expect(doc.extraction.pageCount).toBe(3);
  }, 60_000);
});
