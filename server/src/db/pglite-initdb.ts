import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A first start on an empty DATA_DIR runs PostgreSQL's initdb inside PGlite. Run in this process, it left
// ~400 MB behind (920 MB for the tree 8 s after healthy, 526 MB once V8 got round to it, issue 29); run in a
// short-lived child, that memory goes back to the system when the child exits, and this process only opens
// the directory the child created, as every restart does.

/** The file PGlite (like PostgreSQL) looks for to decide whether a directory already holds a database. */
const MARKER = 'PG_VERSION';

// The child imports the same PGlite this process loads (resolved here, so neither the working directory nor
// the compiled layout matters), creates the database and closes it cleanly.
const CHILD_SCRIPT = `
const { PGlite } = await import(process.argv[1]);
const db = await PGlite.create({ dataDir: process.argv[2] });
await db.close();
`;

/** Whether `dir` still needs initdb (no database in it yet). */
export function needsInitdb(dir: string): boolean {
  return !fs.existsSync(path.join(dir, MARKER));
}

/**
 * PGlite's entry, as this process would import it. Vitest's module runner (the test suite's global set-up) has
 * no import.meta.resolve; there the package's require entry (its CommonJS build of the same version) serves.
 */
function resolvePglite(): string {
  try {
    return import.meta.resolve('@electric-sql/pglite');
  } catch {
    return pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  }
}

/** Creates the empty database in `dir` in a child process; the caller holds the data directory's lock. */
export async function initdbInChild(dir: string): Promise<void> {
  const pgliteUrl = resolvePglite();
  let stderr = '';
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SCRIPT, pgliteUrl, dir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || needsInitdb(dir)) {
    throw new Error(`Creating the embedded database in ${dir} failed (exit ${code}): ${stderr.trim()}`);
  }
}
