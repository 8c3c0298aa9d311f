import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite is a single-process database with no directory lock of its own: two processes opening the same
// DATA_DIR would corrupt it. proper-lockfile takes the lock with mkdir (atomic) and keeps its mtime fresh
// while the holder runs; a lock whose mtime has not moved for STALE_MS was left by a process that died, and
// is taken over. No pid is involved: in a container every start is pid 1, so a pid says nothing.

/** A lock untouched this long belongs to a dead process (the holder refreshes it every UPDATE_MS). */
export const LOCK_STALE_MS = 10_000;
const UPDATE_MS = 1_000;

export type LockFile = { release(): void };

/** Data directories this process holds: a second open here is refused at once, not after the wait. */
const heldHere = new Set<string>();

const inUse = (dir: string) =>
  new Error(
    `The data directory ${dir} is in use by another Clarion process. Stop that process, ` +
      'use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes.',
  );

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Versions before proper-lockfile wrote a pid file at the same path. Honour one whose process still runs
 * (not this one: pid 1 in a container is every start's pid); remove any other, as mkdir cannot replace it.
 */
function clearLegacyPidFile(file: string, dir: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return;
  }
  if (!stat.isFile()) return;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw inUse(dir);
  fs.rmSync(file, { force: true });
}

/**
 * Takes DATA_DIR's lock. When another process holds it, waits up to `waitMs` (by default long enough for
 * the lock of a process that just died to go stale, so a restart after a crash starts), then refuses.
 */
export async function acquireLockFile(
  dir: string,
  { waitMs = LOCK_STALE_MS + 2 * UPDATE_MS }: { waitMs?: number } = {},
): Promise<LockFile> {
  const file = path.join(dir, 'clarion.lock');
  if (heldHere.has(path.resolve(dir))) throw inUse(dir);
  fs.mkdirSync(dir, { recursive: true });
  clearLegacyPidFile(file, dir);
  const options = { lockfilePath: file, realpath: false };
  let released = false;
  try {
    await lockfile.lock(dir, {
      ...options,
      stale: LOCK_STALE_MS,
      update: UPDATE_MS,
      retries: { retries: Math.ceil(waitMs / 1000), factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      // Another process took the lock while this one could not refresh it: two writers on one database.
      // proper-lockfile's refresh can still be in flight when we release (its stat callback does not check
      // for a release), and then finds the lock gone: that is our own release, not a compromise.
      onCompromised: (error) => {
        if (released) return;
        throw new Error(
          `Clarion lost the lock of the data directory ${dir} (${error.message}); stopping so that two processes never write to one database.`,
        );
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw inUse(dir);
    throw error;
  }
  heldHere.add(path.resolve(dir));
  return {
    release() {
      if (released) return;
      released = true;
      heldHere.delete(path.resolve(dir));
      try {
        lockfile.unlockSync(dir, options);
      } catch (error) {
        // Already given up (compromised): nothing of ours left to remove.
        if ((error as NodeJS.ErrnoException).code !== 'ENOTACQUIRED') throw error;
      }
    },
  };
}
