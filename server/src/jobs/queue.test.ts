import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForOutboxMail, type TestApp } from '../../test/helpers.ts';
import { sendMailJob } from '../mail/send-mail.job.ts';

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
    expect(files.some((f) => f.includes('rolledback'))).toBe(false);
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
});
