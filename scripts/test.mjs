// `npm test`: every test the project has, in the order that fails fastest.
//   0. types (both tsc projects) and lint: vitest runs TypeScript without checking its types
//   1. unit and route tests (vitest) on the embedded database (PGlite), and beside them
//   2. the server tests again on a PostgreSQL server, when DATABASE_URL names one (CI does)
//   3. browser journeys (Playwright, Debian's Chromium) against the built app: the web build and the
//      compiled server (ADR 017), as `npm start` runs them
// Steps 1 and 2 include the S3 storage tests, run against a real S3 server (Ceph radosgw) that is started
// once here and stopped at the end (scripts/s3-test-server.sh).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

// How long each phase took, printed as a table when the run ends, passed or failed (issue 29): where the
// time goes is the first thing to know when the suite gets slower.
const phases = [];
const suiteStarted = performance.now();
const seconds = (ms) => (ms / 1000).toFixed(1);
process.on('exit', (code) => {
  if (phases.length === 0) return;
  const width = Math.max(...phases.map((p) => p.label.length), 'Total'.length);
  console.log('\n=== Phase timings ===');
  for (const phase of phases) {
    console.log(`${phase.label.padEnd(width)}  ${seconds(phase.ms).padStart(7)} s  ${phase.outcome}`);
  }
  console.log(
    `${'Total'.padEnd(width)}  ${seconds(performance.now() - suiteStarted).padStart(7)} s  ${code === 0 ? 'passed' : 'failed'}`,
  );
});

/** Starts a phase of the table; `end(outcome)` closes it (before any process.exit, which skips `finally`). */
const phase = (label) => {
  const entry = { label, ms: 0, outcome: 'interrupted' };
  phases.push(entry);
  const at = performance.now();
  return {
    end(outcome = 'passed') {
      entry.ms = performance.now() - at;
      entry.outcome = outcome;
    },
  };
};

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const timing = phase(label);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timing.end(result.status === 0 ? 'passed' : 'FAILED');
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
};

/**
 * Runs a command with its output held back and printed whole when it ends, so that phases running side by side
 * do not interleave. Resolves with the exit code.
 */
const runBuffered = (label, command, args, env = {}) =>
  new Promise((resolve) => {
    const timing = phase(label);
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(Buffer.concat(output));
      timing.end(code === 0 ? 'passed' : 'FAILED');
      resolve(code ?? 1);
    });
  });

// One Ceph for both vitest runs (it takes ~15-35 s to start). Exit code 3: Ceph cannot be installed on this
// machine; the S3 tests then say so and skip (under CI=true they fail instead). A server someone already
// started (S3_TEST_*) is used as is.
async function startS3() {
  if (process.env.S3_TEST_ENDPOINT) return;
  const timing = phase('Start the S3 server (Ceph)');
  const wasRunning = spawnSync('bash', ['scripts/s3-test-server.sh', 'status']).status === 0;
  const { code, stdout } = await new Promise((resolve) => {
    const child = spawn('bash', ['scripts/s3-test-server.sh', 'start'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.on('close', (exit) => resolve({ code: exit, stdout: Buffer.concat(out).toString('utf8') }));
  });
  console.log('\n=== Real S3 server for the storage tests (Ceph radosgw) ===');
  if (code === 0) {
    for (const [, name, value] of stdout.matchAll(/^export (S3_TEST_\w+)=(.*)$/gm)) {
      process.env[name] = value;
    }
    // Left running if it was running before this run; stopped on every exit path otherwise.
    const stop = () => spawnSync('bash', ['scripts/s3-test-server.sh', 'stop'], { stdio: 'inherit' });
    if (!wasRunning) process.on('exit', stop);
    timing.end(wasRunning ? 'already running' : 'passed');
  } else if (code === 3) {
    timing.end('cannot be installed here');
    console.log(
      process.env.CI === 'true'
        ? 'Ceph cannot be installed here: under CI=true the S3 storage tests fail the run.'
        : 'Ceph cannot be installed here: the S3 storage tests will be skipped.',
    );
  } else {
    timing.end('FAILED');
    console.error(`scripts/s3-test-server.sh start failed (exit ${code}).`);
    process.exit(1);
  }
}

// The type check and lint are single-threaded: on two cores they run side by side, with Ceph starting (mostly
// waiting) beside them. Measured: 40 s + 30 s + 35 s one after another (issue 29).
const [typecheck, lint] = await Promise.all([
  runBuffered('Type check', 'npm', ['run', '--silent', 'typecheck']),
  runBuffered('Lint', 'npx', ['eslint', '.']),
  startS3(),
]);
if (typecheck !== 0 || lint !== 0) {
  console.error(`\n${typecheck !== 0 ? 'Type check' : 'Lint'} failed.`);
  process.exit(typecheck !== 0 ? typecheck : lint);
}

// The PGlite pass and the PostgreSQL pass run side by side: each alone left a quarter to a half of the two cores
// idle (the PostgreSQL pass waits on the server's round trips, the PGlite one on its tests' timers and child
// processes). Measured on the 2-core machine, quiet: 250 s + 195 s one after the other, 369 s side by side
// (issue 29). Each one's output is printed whole when it ends.
const pglitePass = runBuffered('Unit and route tests (PGlite)', 'npx', ['vitest', 'run']);
let postgresPass = Promise.resolve(0);
if (process.env.DATABASE_URL) {
  postgresPass = runBuffered('Server tests on PostgreSQL', 'npx', ['vitest', 'run', 'server'], {
    CLARION_TEST_DB: 'postgres',
  });
} else {
  phase('Server tests on PostgreSQL').end('not run: no DATABASE_URL');
  console.log(
    '\n=== Server tests on PostgreSQL: not run (set DATABASE_URL to a PostgreSQL server to run them) ===',
  );
}
const [pglite, postgres] = await Promise.all([pglitePass, postgresPass]);
if (pglite !== 0 || postgres !== 0) {
  console.error(`\n${pglite !== 0 ? 'Unit and route tests (PGlite)' : 'Server tests on PostgreSQL'} failed.`);
  process.exit(pglite !== 0 ? pglite : postgres);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`\nBrowser journeys need Chromium at ${chromium} (Debian: apt-get install -y chromium).`);
  process.exit(1);
}
run('Build the web app', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
run('Build the server', 'node', ['scripts/build-server.mjs']);
run('Browser journeys (Playwright)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
