import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, uploadAndExtract, ADMIN } from '../../test/helpers.ts';
import { makePdf } from '../../test/make-pdf.ts';
import { createClientUser } from '../../test/factories.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe(createBackup.name, () => {
  it('backs up and restores the embedded database and the files, which stay encrypted', async () => {
    const t = await buildTestApp({}, {}, { embedded: true });
    const client = await createClientUser(t.app);
    const owner = await signIn(t.app, client.email, client.password);
    const pdf = makePdf([{ heading: 'Backup me', lines: ['A sentence worth keeping in the backup.'] }]);
    const doc = await uploadAndExtract(owner, pdf, { fileName: 'kept.pdf' });
    const config = t.config;
    // refuses while the app holds the data directory: the archive must be from one moment
    await expect(createBackup(config, path.join(work, 'busy.tar.gz'))).rejects.toThrow(/Stop Clarion/);
    await t.app.close();

    const archive = path.join(work, 'backup.tar.gz');
    const manifest = await createBackup(config, archive);
    expect(manifest.contents).toEqual(expect.arrayContaining(['db', 'files']));
    expect(manifest.keyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    const listing = (await import('node:child_process')).execFileSync('tar', ['-tzf', archive], {
      encoding: 'utf8',
    });
    expect(listing).not.toContain('encryption.key');
    // the stored file in the archive is the encrypted one (CLR1 header), never the plain PDF
    const stored = listing.split('\n').find((l) => l.startsWith('files/') && l.endsWith('kept.pdf'))!;
    expect(stored).toBeDefined();

    // lose the data, keep the key; restore; the document and its file are back
    fs.rmSync(path.join(config.dataDir, 'db'), { recursive: true });
    fs.rmSync(path.join(config.dataDir, 'files'), { recursive: true });
    await restoreBackup(config, archive);
    const raw = fs.readFileSync(path.join(config.dataDir, stored));
    expect(raw.subarray(0, 4).toString()).toBe('CLR1');
    await t.restart();
    const again = await signIn(t.app, ADMIN.email, ADMIN.password);
    const res = await again.request({ method: 'GET', url: `/api/documents/${doc.id}/file` });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.rawPayload).equals(pdf)).toBe(true);
    await t.app.close();

    // restoring over a database needs --force and keeps the current data beside it
    await expect(restoreBackup(config, archive)).rejects.toThrow(/--force/);
    await restoreBackup(config, archive, { force: true });
    expect(fs.readdirSync(config.dataDir).some((n) => n.startsWith('db.before-restore-'))).toBe(true);

    // a different key cannot read the files: refused, nothing replaced
    fs.writeFileSync(path.join(config.dataDir, 'encryption.key'), `${'ab'.repeat(32)}\n`);
    await expect(restoreBackup(config, archive, { force: true })).rejects.toThrow(/not the one/);
    await t.close();
    // An app start, an extraction, two restarts and two archives: slow on a busy CI machine.
  }, 120_000);

  it('points PostgreSQL deployments to pg_dump instead', async () => {
    const config = { databaseUrl: 'postgres://db.example/clarion', dataDir: work, encryptionKey: undefined };
    await expect(createBackup(config, path.join(work, 'x.tar.gz'))).rejects.toThrow(BackupError);
    await expect(createBackup(config, path.join(work, 'x.tar.gz'))).rejects.toThrow(/pg_dump/);
  });

  it('refuses a file that is not a Clarion backup', async () => {
    const bogus = path.join(work, 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'not an archive');
    const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
    await expect(
      restoreBackup({ databaseUrl: undefined, dataDir, encryptionKey: undefined }, bogus),
    ).rejects.toThrow(/not a readable Clarion backup/);
  });
});
