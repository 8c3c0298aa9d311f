import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import type { ModuleName } from '#common/modules.ts';
import { E2E_ADMIN, E2E_DATA_DIR } from './playwright.config.ts';

export { E2E_ADMIN };

// Files a journey generates to upload: in the checkout's .tmp (as the e2e data is), one fixed name each, so a
// run overwrites the last one instead of leaving a new folder in the system temp directory each time.
const JOURNEY_FILES_DIR = path.resolve(import.meta.dirname, '../.tmp/e2e-files');

/** Where a journey writes a generated file named `name` before uploading it. */
export function journeyFilePath(name: string): string {
  fs.mkdirSync(JOURNEY_FILES_DIR, { recursive: true });
  return path.join(JOURNEY_FILES_DIR, name);
}

/** The shared corpus (DESIGN.md §10): CLARION_CORPUS_DIR when set, else shared/corpus beside the checkout. */
const CORPUS_DIR = process.env.CLARION_CORPUS_DIR
  ? path.resolve(process.env.CLARION_CORPUS_DIR)
  : path.resolve(import.meta.dirname, '../../shared/corpus');

/** The real third-party KIID the journeys upload (Fidelity Index World, from the shared corpus). */
export const CORPUS_KIID = path.join(CORPUS_DIR, 'financial', 'beanstalk_Fidelity-Index-World-KIID.pdf');

/**
 * The corpus KIID for a journey. Without the corpus a developer's run uses `fallback()` (a PDF made for the
 * journey) with a warning; under CI=true it fails instead, so CI never passes on less than the real document.
 */
export function corpusKiidOr(fallback: () => string): string {
  if (fs.existsSync(CORPUS_KIID)) return CORPUS_KIID;
  const message = `the shared corpus KIID is missing at ${CORPUS_KIID} (put ../shared beside the checkout or set CLARION_CORPUS_DIR)`;
  if (process.env.CI === 'true' || process.env.CI === '1')
    throw new Error(`${message}; CI=true: a missing part fails the run.`);
  console.warn(`[journeys] ${message}: using a generated PDF instead.`);
  return fallback();
}

let counter = 0;
/**
 * A name no other journey uses: journeys run in two worker processes against one server, so the time and this
 * process's counter alone could repeat in the other worker; its process id keeps them apart.
 */
export const uniqueId = (prefix: string) => `${prefix}-${Date.now()}-${process.pid}-${++counter}`;
export const uniqueEmail = (prefix: string) => `${uniqueId(prefix)}@e2e.example`;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[name="password"]').fill(password);
  // Wait for the answer (and its cookie): a goto straight after the click would cancel the sign-in.
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Registers a client through the UI: name and address, then the e-mailed link to choose the password
 * (ADR 010), then sign-in. Returns its credentials (lands on the client dashboard).
 */
export async function registerClient(page: Page, name = 'E2E Client Ltd') {
  const email = uniqueEmail('client');
  const password = 'e2e-client-password';
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Check your e-mail to finish creating your account/)).toBeVisible();
  await page.goto(resetLinkFrom(await readOutboxMail(email)));
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  return { email, password, name };
}

/** A request context signed in as the platform admin, with its CSRF header for writes. */
async function platformAdmin(browser: Browser) {
  const request = (await browser.newContext()).request;
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const headers = { 'x-csrf-token': (await login.json()).csrfToken as string };
  return { request, headers };
}

/** The e2e server gates modules: an admin grants one to a client through the API. */
export async function grantModule(browser: Browser, clientEmail: string, module: ModuleName) {
  const admin = await platformAdmin(browser);
  const access = await (await admin.request.get('/api/admin/product-access')).json();
  const row = access.items.find((i: { userEmail: string }) => i.userEmail === clientEmail);
  const put = await admin.request.put('/api/admin/product-access', {
    headers: admin.headers,
    data: { updates: [{ userId: row.userId, productName: module, hasAccess: true }] },
  });
  expect(put.status()).toBe(200);
}

/** The platform admin creates a client (a firm whose first account is its firm admin) through the API. */
export async function createClientAsAdmin(browser: Browser, name: string, email: string) {
  const admin = await platformAdmin(browser);
  const created = await admin.request.post('/api/admin/clients', {
    headers: admin.headers,
    data: { name, email },
  });
  expect(created.status()).toBe(201);
}

/**
 * Opens the newest invitation mailed to `email` (after `seen` mails): the accept page names the firm it joins,
 * then chooses `password` and signs in.
 */
export async function acceptLink(page: Page, email: string, password: string, seen = 0) {
  await page.goto(resetLinkFrom(await readOutboxMail(email, 10_000, seen)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ on Clarion$/);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
}

/** A firm admin on the Team page invites a colleague with a role; the invitation is mailed to them. */
export async function inviteColleague(
  adminPage: Page,
  person: { name: string; email: string; role: 'Member' | 'Reviewer' | 'Approver' | 'Firm admin' },
) {
  const invite = adminPage.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByLabel('Name').fill(person.name);
  await invite.getByLabel('Email address').fill(person.email);
  await invite.getByLabel('Role').selectOption({ label: person.role });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`${person.name} has been invited as`);
}

/**
 * The serious and critical axe-core violations on the current page, one line each. Run in axe's legacy mode
 * (axe.run in the page itself, same-origin frames included): the default mode finishes every scan in a new blank
 * tab, which made the 111 scans of the journeys take ~1.1 s each instead of ~0.6 s (issue 29). The app has no
 * cross-origin frames, the one thing legacy mode would not reach. Only violations are gathered: passes and
 * inapplicable rules are not read, and building their node lists is wasted work.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** No serious or critical axe-core violations on the current page. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The files of the mails to `to` in the e2e server's outbox, oldest first. */
function outboxFiles(to: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.includes(safe) && f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(outbox, f));
}

/** How many mails `to` has had so far: pass it to readOutboxMail to wait for the next one. */
export const outboxMailCount = (to: string): number => outboxFiles(to).length;

/** The newest mail to `to` in the e2e server's outbox, once there are more than `seen` of them. */
export async function readOutboxMail(to: string, timeoutMs = 10_000, seen = 0): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = outboxFiles(to);
    if (files.length > seen) return fs.readFileSync(files[files.length - 1]!, 'utf8');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

export function resetLinkFrom(eml: string): string {
  const body = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  // Resets and sign-ups open /reset-password; invitations /accept-invitation (issue 30).
  const match = body.match(/https?:\/\/\S+\/(?:reset-password|accept-invitation)\?token=[\w-]+/);
  if (!match) throw new Error('no password link in the mail');
  return match[0];
}
