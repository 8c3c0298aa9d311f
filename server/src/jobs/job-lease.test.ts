import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitFor, type TestApp } from '../../test/helpers.ts';
import { sendMailJob } from '../mail/send-mail.job.ts';

const LEASE_SECONDS = 2;

describe('the lease of a running job', () => {
  let t: TestApp;
  const maintenanceRuns: number[] = [];
  beforeAll(async () => {
    // No workers: the test takes jobs itself, as a worker would, and decides whether it stays alive.
    t = await buildTestApp({
      RUN_WORKERS: 'false',
      JOB_EXPIRE_SECONDS: String(LEASE_SECONDS),
      QUEUE_MAINTENANCE_SECONDS: '1',
    });
    t.app.deps.queue.boss.on('maintenance', () => maintenanceRuns.push(Date.now()));
  });
  afterAll(async () => t.close());

  const takeJob = async (to: string) => {
    const { queue } = t.app.deps;
    await queue.send(sendMailJob, { to, subject: 'Hi', text: 'x' });
    const [job] = await queue.boss.fetch(sendMailJob.name);
    expect(job).toBeDefined();
    return job!.id;
  };
  const state = async (id: string) => (await t.app.deps.queue.boss.getJobById(sendMailJob.name, id))?.state;

  it('keeps a slow job with its live worker, then hands it on within a lease once the heartbeats stop', async () => {
    const { queue } = t.app.deps;
    const id = await takeJob('slow@test.example');
    const lease = queue.holdLease(sendMailJob, id, t.app.log);
    // Two expiry sweeps after the lease would have run out without heartbeats.
    const lapsed = Date.now() + LEASE_SECONDS * 1000;
    await waitFor(
      async () => maintenanceRuns.filter((at) => at > lapsed).length,
      (n) => n >= 2,
    );
    expect(await state(id)).toBe('active');

    // The worker dies: nothing renews the lease any more.
    lease.stop();
    const died = Date.now();
    await waitFor(
      () => state(id),
      (s) => s === 'retry',
      10_000,
    );
    // One lease (the last beat may have just renewed it) plus one sweep, with room for a slow machine.
    expect(Date.now() - died).toBeLessThan((LEASE_SECONDS + 1 + 2) * 1000);
  });

  it('gives a retried job a short lease again at its first beat, whatever the dead worker had stretched it to', async () => {
    const { queue } = t.app.deps;
    const id = await takeJob('stretched@test.example');
    await queue.boss
      .getDb()
      .executeSql(`update pgboss.job set expire_in = interval '1 hour' where id = $1`, [id]);
    const lease = queue.holdLease(sendMailJob, id, t.app.log);
    try {
      const expiresIn = async () => {
        const { rows } = await queue.boss
          .getDb()
          .executeSql(`select extract(epoch from expire_in)::int as s from pgboss.job where id = $1`, [id]);
        return Number(rows[0]!.s);
      };
      expect(await waitFor(expiresIn, (s) => s <= LEASE_SECONDS + 1)).toBeLessThanOrEqual(LEASE_SECONDS + 1);
    } finally {
      lease.stop();
    }
  });
});
