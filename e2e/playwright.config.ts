import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from '../server/test/oidc-test-client.ts';

// Overridable so that two checkouts on one machine can run their journeys side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(
  process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../.tmp/e2e-data'),
);
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password' };
// The local OpenID provider for the single sign-on journey; every journey's app has SSO beside passwords.
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 1000);
export const E2E_SSO_PROVIDER_NAME = 'Firm ID';
const APP_URL = `http://127.0.0.1:${E2E_PORT}`;
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'] as const;
const E2E_TRACE = TRACE_MODES.find((mode) => mode === (process.env.E2E_TRACE || 'off'));
if (!E2E_TRACE)
  throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')} (got "${process.env.E2E_TRACE}")`);
const ROOT = path.resolve(import.meta.dirname, '..');

// Journeys at once (Playwright worker processes, each with its own browser) against the one server. Most of a
// journey's time is waiting (jobs, the screens' 2 s polls), so two overlap well on two cores (issue 29).
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(E2E_WORKERS) || E2E_WORKERS < 1)
  throw new Error(`E2E_WORKERS must be a whole number of at least 1 (got "${process.env.E2E_WORKERS}")`);
const chromiumUse = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};
/** Journeys that count platform-wide rows before and after their own work: they run alone, after the rest. */
const PLATFORM_WIDE = ['records-agree.spec.ts'];

// One server for every journey, on a fresh data directory, with module gating on (so the Access
// Restricted journey has something to show). Journeys create their own clients (with names no other worker
// uses), so they can run in any order and side by side; a file's tests run in order in one worker.
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list']],
  outputDir: path.resolve(import.meta.dirname, '../test-results'),
  use: {
    baseURL: APP_URL,
    // No trace by default: recording one for every journey (DOM snapshots and screencast at each step, kept
    // only on failure) cost about a quarter of the journeys' time (issue 29: 128 s -> 98 s on three of them).
    // A failure still leaves its screenshot and page snapshot; to trace, E2E_TRACE=retain-on-failure (or on).
    trace: E2E_TRACE,
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromiumUse, testIgnore: PLATFORM_WIDE },
    // Started once every other journey has finished, so no other journey's rows land in its counts.
    { name: 'platform-wide', use: chromiumUse, testMatch: PLATFORM_WIDE, dependencies: ['chromium'] },
  ],
  // Started in this order: the app discovers the provider when it starts.
  webServer: [
    {
      command: 'npx tsx e2e/oidc-provider-server.ts',
      cwd: ROOT,
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { E2E_OIDC_PORT: String(E2E_OIDC_PORT), E2E_APP_URL: APP_URL },
    },
    {
      // The real built app, as `npm start` runs it: the compiled server with plain node (ADR 017), built
      // first if its sources changed (npm test has just built it).
      command: `rm -rf "${E2E_DATA_DIR}" && node scripts/ensure-build.mjs server && node dist/server/main.js`,
      cwd: ROOT,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: '',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        MODULE_PERMISSIONS: 'true',
        LOGIN_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        // The built web app to serve (default web/dist, as `npm test` builds it).
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
        OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
        OIDC_CLIENT_ID: TEST_CLIENT_ID,
        OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
        OIDC_SCOPES: 'openid email profile roles',
        OIDC_ROLES_CLAIM: 'roles',
        OIDC_PROVIDER_NAME: E2E_SSO_PROVIDER_NAME,
      },
    },
  ],
});
