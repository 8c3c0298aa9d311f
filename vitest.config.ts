import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'common/**/*.test.ts',
      'engine/**/*.test.ts',
      'server/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on CI: forks keep PGlite's WASM heaps isolated per file.
    pool: 'forks',
    maxWorkers: 2,
  },
});
