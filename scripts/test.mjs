// `npm test`: every test the project has, in the order that fails fastest.
//   1. unit and route tests (vitest) on the embedded database (PGlite)
//   2. the server tests again on a PostgreSQL server, when DATABASE_URL names one (CI does)
//   3. browser journeys (Playwright, Debian's Chromium) against the built app
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
};

run('Unit and route tests (PGlite)', 'npx', ['vitest', 'run']);

if (process.env.DATABASE_URL) {
  run('Server tests on PostgreSQL', 'npx', ['vitest', 'run', 'server'], { CLARION_TEST_DB: 'postgres' });
} else {
  console.log(
    '\n=== Server tests on PostgreSQL: not run (set DATABASE_URL to a PostgreSQL server to run them) ===',
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`\nBrowser journeys need Chromium at ${chromium} (Debian: apt-get install -y chromium).`);
  process.exit(1);
}
run('Build the web app', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
run('Browser journeys (Playwright)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
