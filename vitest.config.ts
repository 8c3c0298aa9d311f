import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Where the tests' temporary files go: a RAM-backed directory (Linux's /dev/shm) when there is one. Every route
 * test copies a PGlite database of ~1,300 files into a temporary directory and PGlite then writes there; on this
 * machine's disk creating a file costs ~0.7 ms of kernel time (1,300 files: 0.9 s per copy, against 0.06 s on
 * tmpfs), which cost the server tests about a third of their time (issue 29). The product itself still runs on
 * the DATA_DIR it is given, and the browser journeys on a directory on disk. TMPDIR, when set, is left alone.
 */
function testTempDir(): string | undefined {
  if (process.env.TMPDIR) return undefined;
  const TMPFS_MAGIC = 0x01021994;
  try {
    if (fs.statfsSync('/dev/shm').type !== TMPFS_MAGIC) return undefined;
    const dir = '/dev/shm/clarion-tests';
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    return dir;
  } catch {
    return undefined;
  }
}
const tempDir = testTempDir();

// Three projects (issue 29). The pure tests (common and engine; web's components) need no database, so they
// skip the global set-up (which loads Fastify, pg-boss and PGlite and prepares the template database); common
// and engine run in worker threads that share their loaded modules across files. The server tests keep forks
// (each PGlite WebAssembly heap in a process, not a thread), also without per-file isolation.
// `npx vitest run server` (the PostgreSQL pass of `npm test`) still selects the server files by path.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on CI.
    maxWorkers: 2,
    // os.tmpdir() reads TMPDIR, in the tests and in the processes they start.
    env: tempDir ? { TMPDIR: tempDir } : {},
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'engine/**/*.test.ts'],
          pool: 'threads',
          // Pure code with no module state worth resetting: each thread loads the engine (pdf.js, rule packs,
          // word lists) once for all its files instead of once per file. Measured on these 79 files: 508 s →
          // 363 s wall under the same load (docs/deployment.md).
          isolate: false,
        },
      },
      {
        extends: true,
        // Forks, as before: threads were no faster for these 67 files (128 s against 113 s, same load).
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], pool: 'forks' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          pool: 'forks',
          // Each fork runs file after file with its modules loaded once (Fastify, pg-boss, PGlite, the engine):
          // each file still builds its own app on its own database copied from the template, and no server
          // test mocks a module or changes process.env, so nothing a file leaves in a module is read by the
          // next. Measured on the 81 server files alone, same machine, quiet: 484 s → 296 s on PGlite (imports
          // 198 s → 42 s), 418 s → 280 s on PostgreSQL (docs/deployment.md).
          isolate: false,
        },
      },
    ],
  },
});
