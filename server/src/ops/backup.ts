import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.ts';
import { acquireLockFile } from '../db/lock-file.ts';
import { APP_VERSION } from '../version.ts';

/**
 * Cold backup and restore of the embedded default (PGlite database and encrypted files in DATA_DIR). The
 * data directory's lock is held throughout, so no Clarion process writes while the archive is made: the
 * database and the files are from one moment. Files are archived as stored (encrypted); the key is left
 * out on purpose — an archive that carried its own key would make the encryption pointless — and the
 * manifest records its fingerprint so restore can refuse a key that cannot read the files.
 */

const MANIFEST = 'clarion-backup.json';
// Asynchronous, so the data directory's lock stays fresh (its mtime is refreshed by a timer) while tar runs.
const run = promisify(execFile);
const CONTENTS = ['db', 'files', 'outbox'] as const;

export type BackupManifest = {
  format: 1;
  appVersion: string;
  createdAt: string;
  keyFingerprint: string | null;
  contents: string[];
};

export class BackupError extends Error {
  override name = 'BackupError';
}

/** sha256 of the key, shortened: identifies the key without revealing it. */
function fingerprint(key: Buffer): string {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** The key the app would use, without generating one (a restore must not invent a key). */
function currentKeyFingerprint(config: Pick<Config, 'encryptionKey' | 'dataDir'>): string | null {
  if (config.encryptionKey) return fingerprint(Buffer.from(config.encryptionKey, 'hex'));
  const file = path.join(config.dataDir, 'encryption.key');
  if (!fs.existsSync(file)) return null;
  return fingerprint(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex'));
}

function assertEmbedded(config: Pick<Config, 'databaseUrl'>): void {
  if (config.databaseUrl)
    throw new BackupError(
      "npm run backup and restore are for the embedded database. With DATABASE_URL, back up PostgreSQL with pg_dump (or your provider's snapshots) and the object store with its own versioning; see docs/deployment.md.",
    );
}

async function lockDataDir(dataDir: string) {
  try {
    // No wait: a running Clarion is the usual holder, and the person at the terminal is told to stop it.
    return await acquireLockFile(dataDir, { waitMs: 0 });
  } catch (error) {
    throw new BackupError(
      `${error instanceof Error ? error.message : String(error)} Stop Clarion before a backup or restore.`,
    );
  }
}

export async function createBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'encryptionKey'>,
  outFile: string,
): Promise<BackupManifest> {
  assertEmbedded(config);
  if (!fs.existsSync(path.join(config.dataDir, 'db')))
    throw new BackupError(`There is no Clarion database in ${config.dataDir} to back up.`);
  const lock = await lockDataDir(config.dataDir);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-backup-'));
  try {
    const contents = CONTENTS.filter((name) => fs.existsSync(path.join(config.dataDir, name)));
    const manifest: BackupManifest = {
      format: 1,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      keyFingerprint: currentKeyFingerprint(config),
      contents,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    await run('tar', [
      '-czf',
      path.resolve(outFile),
      '-C',
      staging,
      MANIFEST,
      '-C',
      config.dataDir,
      ...contents,
    ]);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

/**
 * Restores an archive into DATA_DIR. An existing database is only replaced with `force`, and is kept
 * beside it (renamed) rather than deleted. Refuses when the encryption key in use is not the one the
 * files were written with.
 */
export async function restoreBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'encryptionKey'>,
  archive: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  assertEmbedded(config);
  if (!fs.existsSync(archive)) throw new BackupError(`No backup file at ${archive}.`);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = await lockDataDir(config.dataDir);
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    try {
      await run('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    } catch {
      throw new BackupError(`${archive} is not a readable Clarion backup (tar could not extract it).`);
    }
    const manifestFile = path.join(staging, MANIFEST);
    if (!fs.existsSync(manifestFile))
      throw new BackupError(`${archive} is not a Clarion backup (no manifest).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}.`);
    const key = currentKeyFingerprint(config);
    if (manifest.keyFingerprint && key !== manifest.keyFingerprint)
      throw new BackupError(
        key === null
          ? "The backup's files are encrypted, but there is no encryption key here. Put the original DATA_DIR/encryption.key in place (or set ENCRYPTION_KEY) and restore again."
          : "The encryption key here is not the one the backup's files were encrypted with. Use the original key (DATA_DIR/encryption.key or ENCRYPTION_KEY) and restore again.",
      );
    const existing = CONTENTS.filter((name) => fs.existsSync(path.join(config.dataDir, name)));
    if (existing.includes('db') && !options.force)
      throw new BackupError(
        `${config.dataDir} already holds a Clarion database. Restore with --force to replace it (the current data is kept beside it).`,
      );
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const name of existing) {
      fs.renameSync(
        path.join(config.dataDir, name),
        path.join(config.dataDir, `${name}.before-restore-${stamp}`),
      );
    }
    for (const name of manifest.contents) {
      fs.renameSync(path.join(staging, name), path.join(config.dataDir, name));
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
