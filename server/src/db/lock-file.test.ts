import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLockFile, LOCK_STALE_MS } from './lock-file.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another Node process that takes the lock of `dir` and keeps it until killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const module = pathToFileURL(path.join(import.meta.dirname, 'lock-file.ts')).href;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { acquireLockFile } = await import(${JSON.stringify(module)});
       await acquireLockFile(${JSON.stringify(dir)}, { waitMs: 0 });
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

describe(acquireLockFile.name, () => {
  it('refuses while another live process holds the data directory', async () => {
    const dir = tempDir();
    await holdInAnotherProcess(dir);
    await expect(acquireLockFile(dir, { waitMs: 2_000 })).rejects.toThrow(
      `The data directory ${dir} is in use by another Clarion process. Stop that process, use another DATA_DIR, or set DATABASE_URL`,
    );
  }, 30_000);

  it('refuses a second lock in the same process at once, and grants it again after release', async () => {
    const dir = tempDir();
    const lock = await acquireLockFile(dir);
    const started = Date.now();
    await expect(acquireLockFile(dir)).rejects.toThrow(/in use by another Clarion process/);
    expect(Date.now() - started).toBeLessThan(1_000);
    lock.release();
    (await acquireLockFile(dir, { waitMs: 0 })).release();
  });

  it('releases cleanly while a refresh of the lock is still in flight (not taken for a lost lock)', async () => {
    // proper-lockfile refreshes the lock every second with a stat, then a utimes. A stat that returns after
    // the release finds the lock gone; the CI run once crashed on exactly that. Slowing stat down makes the
    // release land inside it every time.
    const dir = tempDir();
    const module = pathToFileURL(path.join(import.meta.dirname, 'lock-file.ts')).href;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module';
         const gracefulFs = createRequire(${JSON.stringify(module)})('graceful-fs');
         const stat = gracefulFs.stat;
         gracefulFs.stat = (file, callback) => setTimeout(() => stat(file, callback), 400);
         const { acquireLockFile } = await import(${JSON.stringify(module)});
         const lock = await acquireLockFile(${JSON.stringify(dir)}, { waitMs: 0 });
         await new Promise((resolve) => setTimeout(resolve, 1200));
         lock.release();
         await new Promise((resolve) => setTimeout(resolve, 800));
         console.log('released');`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(output).not.toContain('lost the lock');
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'released' });
  });

  it('starts over an old pid file naming its own pid (pid 1 in a container) and releases the lock', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'clarion.lock');
    fs.writeFileSync(file, String(process.pid));
    const lock = await acquireLockFile(dir, { waitMs: 0 });
    expect(fs.statSync(file).isDirectory()).toBe(true);
    lock.release();
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over a lock its holder stopped refreshing, whatever pid that holder had', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'clarion.lock');
    fs.mkdirSync(file);
    const abandoned = new Date(Date.now() - LOCK_STALE_MS - 1_000);
    fs.utimesSync(file, abandoned, abandoned);
    const lock = await acquireLockFile(dir, { waitMs: 0 });
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(abandoned.getTime());
    lock.release();
  });

  it('takes the lock once a holder that died is gone, and keeps the next process out', async () => {
    const dir = tempDir();
    const holder = await holdInAnotherProcess(dir);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGTERM');
    await exited;
    const lock = await acquireLockFile(dir, { waitMs: 0 });
    await expect(acquireLockFile(dir, { waitMs: 0 })).rejects.toThrow(/in use/);
    lock.release();
  }, 30_000);
});
