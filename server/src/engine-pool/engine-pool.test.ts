import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { readConceptModel, readRulePacks } from '../features/compliance/rule-packs.ts';
import { extractPdf } from '#engine/extraction/pdf.ts';
import { makeFundReportPdf } from '../../test/make-pdf.ts';
import { EnginePool, EnginePoolClosed } from './engine-pool.ts';

const pool = new EnginePool({ threads: 1, rulePacks: readRulePacks(), conceptModel: readConceptModel() });
afterAll(() => pool.close());

describe('EnginePool', () => {
  it('runs the engine in a worker thread, not on the event loop', async () => {
    const worker = await pool.run({ kind: 'threadId' }, { tenant: 'a' });
    expect(worker).not.toBe(threadId);
    const doc = await extractPdf(new Uint8Array(makeFundReportPdf(20)));
    // the event loop keeps ticking while the pool thread analyses and checks
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const [analysis, check] = await Promise.all([
      pool.run({ kind: 'analysis', document: doc, documentType: 'aov-report' }, { tenant: 'a' }),
      pool.run({ kind: 'compliance', document: doc, documentType: 'aov-report' }, { tenant: 'a' }),
    ]);
    clearInterval(timer);
    expect(analysis.findings).toBeInstanceOf(Array);
    expect(check.findings).toBeInstanceOf(Array);
    // the learned layer's tier travels with the check, apart from the rules' findings (ADR 022)
    expect(check.possible).toBeInstanceOf(Array);
    expect(ticks).toBeGreaterThan(0);
  });

  it('serves tenants in turn: one tenant with many tasks does not hold up another', async () => {
    const order: string[] = [];
    const task = (tenant: string) =>
      pool.run({ kind: 'threadId' }, { tenant }).then(() => order.push(tenant));
    await Promise.all([task('busy'), task('busy'), task('busy'), task('busy'), task('quiet')]);
    expect(order.indexOf('quiet')).toBeLessThanOrEqual(1);
  });

  it('ends an idle thread and starts another for the next task', async () => {
    const idle = new EnginePool({ threads: 1, rulePacks: [], idleMs: 100 });
    try {
      const first = await idle.run({ kind: 'threadId' }, { tenant: 'a' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // thread ids are never reused: another id is another thread
      expect(await idle.run({ kind: 'threadId' }, { tenant: 'a' })).not.toBe(first);
    } finally {
      await idle.close();
    }
  });

  it('refuses work once closed', async () => {
    const closed = new EnginePool({ threads: 1, rulePacks: [] });
    await closed.close();
    await expect(closed.run({ kind: 'threadId' }, { tenant: 'a' })).rejects.toBeInstanceOf(EnginePoolClosed);
  });
});
