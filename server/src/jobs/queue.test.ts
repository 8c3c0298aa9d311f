import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForOutboxMail, type TestApp } from '../../test/helpers.ts';
import { sendMailJob } from '../mail/send-mail.job.ts';
import { Queue } from './queue.ts';
import { JOBS } from './registry.ts';
import { expectNone } from '#common/testing/expect-every.ts';

describe('job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('runs a job enqueued in a committed transaction', async () => {
    await t.app.deps.database.db.transaction(async (tx) => {
      await t.app.deps.queue.send(
        sendMailJob,
        { to: 'committed@test.example', subject: 'Hi', text: 'Committed' },
        { tx },
      );
    });
    expect(await waitForOutboxMail(t.dataDir, 'committed@test.example')).toContain('Committed');
  });

  it('drops a job whose transaction rolled back', async () => {
    await expect(
      t.app.deps.database.db.transaction(async (tx) => {
        await t.app.deps.queue.send(
          sendMailJob,
          { to: 'rolledback@test.example', subject: 'Hi', text: 'x' },
          { tx },
        );
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    await t.app.deps.queue.send(sendMailJob, { to: 'after@test.example', subject: 'Hi', text: 'after' });
    await waitForOutboxMail(t.dataDir, 'after@test.example');
    const files = fs.existsSync(path.join(t.dataDir, 'outbox'))
      ? fs.readdirSync(path.join(t.dataDir, 'outbox'))
      : [];
    expectNone(files, (f) => f.includes('rolledback'));
  });

  it('rejects an invalid payload before it reaches the queue', async () => {
    await expect(
      t.app.deps.queue.send(sendMailJob, { to: 'not-an-email', subject: '', text: '' }),
    ).rejects.toThrow();
  });

  it('reports queue statistics', async () => {
    const stats = await t.app.deps.queue.stats();
    expect(stats.find((s) => s.name === 'send-mail')).toBeDefined();
  });
  describe('settings when several processes start', () => {
    const expiry = async (name: string) => (await t.app.deps.queue.boss.getQueue(name))?.expireInSeconds;
    /** Another process starting on the same database with its own settings. */
    const startAnother = async (options: { jobExpireSeconds?: number }) => {
      const other = new Queue(t.app.deps.database, t.app.log, JOBS, options);
      await other.start();
      await other.stop();
    };

    it('creates missing queues with the short lease, so a job a dead worker held returns within a minute', async () => {
      expect(await expiry('extract-document')).toBe(30);
      expect(await expiry('send-mail')).toBe(30);
    });

    it('keeps settings chosen by an explicit JOB_EXPIRE_SECONDS when a process without it starts', async () => {
      await startAnother({ jobExpireSeconds: 45 });
      expect(await expiry('extract-document')).toBe(45);
      await startAnother({});
      expect(await expiry('extract-document')).toBe(45);
      expect(await expiry('send-mail')).toBe(45);
    });

    it('changes them when a process is configured with another JOB_EXPIRE_SECONDS', async () => {
      await startAnother({ jobExpireSeconds: 90 });
      expect(await expiry('extract-document')).toBe(90);
    });
  });
});
