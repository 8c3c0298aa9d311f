import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocx } from '#engine/extraction/testing/zip-builder.ts';
import { scannedPdf } from '#engine/extraction/testing/scanned-pdf.ts';
import { makeFundReportPdf } from '../../../test/make-pdf.ts';
import { ExtractionRunner } from './extraction-runner.ts';

const LONG = 'The fund aims to provide income and capital growth over any five-year period.';
const bytes = (data: Buffer | Uint8Array) => new Uint8Array(data);

/** The pids of this test process's extraction children (vitest runs each file in its own fork). */
function extractionChildren(): Set<number> {
  const pids = new Set<number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent pid; the name in brackets may hold spaces, so split after it.
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && cmd.includes('extraction.child')) pids.add(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

describe(ExtractionRunner.name, () => {
  const runners: ExtractionRunner[] = [];
  const runner = (options: ConstructorParameters<typeof ExtractionRunner>[0] = {}) => {
    const created = new ExtractionRunner(options);
    runners.push(created);
    return created;
  };
  afterAll(async () => Promise.all(runners.map((r) => r.close())));

  it('runs every extractor in the child process: OCR of a scan, Word and CSV', async () => {
    const r = runner();
    const scan = await r.run(await scannedPdf(), 'pdf', { tenant: 't' });
    expect(scan.method).toBe('ocr');
    expect(scan.text).toContain('Assessment of Value');
    const docx = await r.run(buildDocx([{ paragraph: LONG }]), 'docx', { tenant: 't' });
    expect(docx.text).toContain(LONG);
    const csv = await r.run(bytes(Buffer.from(`Objective\n"${LONG}"\n`)), 'csv', { tenant: 't' });
    expect(csv.method).toBe('csv');
    // Every thread of the child (pdf.js, the OCR engine's) runs below the API's priority, so that reading
    // documents does not take the CPU from requests on a small machine.
    const children = [...extractionChildren()];
    expect(children.length).toBeGreaterThan(0);
    for (const pid of children) {
      const threads = fs.readdirSync(`/proc/${pid}/task`);
      expect(threads.length).toBeGreaterThan(1);
      for (const tid of threads) {
        // Field 19 of stat is the nice value (the 17th after the name in brackets).
        const nice = Number(
          fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16],
        );
        expect(nice).toBeGreaterThanOrEqual(10);
      }
    }
  }, 120_000);

  it('serves waiting tenants in turn, one job each', async () => {
    const r = runner();
    const pdf = bytes(makeFundReportPdf(1));
    const done: string[] = [];
    const run = (name: string) => r.run(pdf, 'pdf', { tenant: name[0]! }).then(() => void done.push(name));
    // a1 starts at once; while it runs, a2 and a3 queue for tenant a, then b1 for tenant b.
    await Promise.all([run('a1'), run('a2'), run('a3'), run('b1')]);
    expect(done).toEqual(['a1', 'b1', 'a2', 'a3']);
  }, 120_000);

  it('ends a job over the time-out with a message, and extracts the next document in a fresh process', async () => {
    const r = runner({ timeoutMs: 1500 });
    const before = extractionChildren();
    expect((await r.run(bytes(makeFundReportPdf(1)), 'pdf', { tenant: 't' })).pageCount).toBe(1);
    const started = [...extractionChildren()].filter((pid) => !before.has(pid));
    expect(started).toHaveLength(1);
    // A stopped child never answers, so the job overruns its time on any machine, fast or slow.
    process.kill(started[0]!, 'SIGSTOP');
    await expect(r.run(bytes(makeFundReportPdf(1)), 'pdf', { tenant: 't' })).rejects.toMatchObject({
      code: 'TOO_LARGE',
      userFacing: true,
      message: expect.stringContaining('needs more memory or time to read than Clarion allows'),
    });
    expect((await r.run(bytes(makeFundReportPdf(1)), 'pdf', { tenant: 't' })).pageCount).toBe(1);
    expect(extractionChildren().has(started[0]!)).toBe(false);
  }, 120_000);

  it('starts the child on the first document, ends it when idle, and starts a fresh one for the next', async () => {
    const before = extractionChildren();
    const r = runner({ idleMs: 300 });
    const ours = () => [...extractionChildren()].filter((pid) => !before.has(pid));
    expect(ours()).toHaveLength(0);
    expect((await r.run(bytes(makeFundReportPdf(1)), 'pdf', { tenant: 't' })).pageCount).toBe(1);
    const [first] = ours();
    expect(first).toBeDefined();
    for (let waited = 0; ours().includes(first!) && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ours()).toHaveLength(0);
    expect((await r.run(bytes(makeFundReportPdf(2)), 'pdf', { tenant: 't' })).pageCount).toBe(2);
    expect(ours()).toHaveLength(1);
    expect(ours()).not.toContain(first);
  }, 120_000);

  it('keeps a warmed-up child running when idle', async () => {
    const before = extractionChildren();
    const r = runner({ idleMs: 100 });
    r.warmUp();
    expect((await r.run(bytes(makeFundReportPdf(1)), 'pdf', { tenant: 't' })).pageCount).toBe(1);
    const started = [...extractionChildren()].filter((pid) => !before.has(pid));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect([...extractionChildren()].filter((pid) => !before.has(pid))).toEqual(started);
  }, 120_000);
});
