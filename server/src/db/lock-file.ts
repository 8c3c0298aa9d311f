import fs from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database with no directory lock of its own: two processes opening the same
// DATA_DIR would corrupt it. A pid file taken with O_EXCL makes the second process fail with a clear message.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type LockFile = { release(): void };

export function acquireLockFile(dir: string): LockFile {
  const file = path.join(dir, 'clarion.lock');
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `The data directory ${dir} is in use by another Clarion process (pid ${pid}${pid === process.pid ? ', this one' : ''}). Stop that process, ` +
            'use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      // Left behind by a process that crashed: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}.`);
}
