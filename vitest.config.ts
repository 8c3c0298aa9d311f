import { defineConfig } from 'vitest/config';

// Three projects (issue 29). The pure tests (common and engine; web's components) need no database, so they
// skip the global set-up (which loads Fastify, pg-boss and PGlite and prepares the template database); common
// and engine run in worker threads that share their loaded modules across files. The server tests keep forks,
// which hold each file's PGlite WebAssembly heap in a process of its own.
// `npx vitest run server` (the PostgreSQL pass of `npm test`) still selects the server files by path.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on CI.
    maxWorkers: 2,
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
        },
      },
    ],
  },
});
