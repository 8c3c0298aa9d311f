import { loadConfig } from '../config.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';

// `npm run backup [-- file]` and `npm run restore -- file [--force]`, for the embedded default.
const [command, ...args] = process.argv.slice(2);

try {
  const config = loadConfig();
  if (command === 'backup') {
    const out = args[0] ?? `clarion-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const manifest = await createBackup(config, out);
    process.stdout.write(
      `Backup written to ${out} (${manifest.contents.join(', ')}). Files stay encrypted; the key is not in ` +
        'the archive: keep DATA_DIR/encryption.key (or ENCRYPTION_KEY) safe separately.\n',
    );
  } else if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new BackupError('Name the backup file: npm run restore -- <file> [--force]');
    const manifest = await restoreBackup(config, file, { force: args.includes('--force') });
    process.stdout.write(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.\n`);
  } else {
    throw new BackupError('Usage: backup-main.ts backup [file] | restore <file> [--force]');
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
