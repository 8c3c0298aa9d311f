import { expect, test, type Page } from '@playwright/test';
import {
  E2E_ADMIN,
  expectAccessible,
  readOutboxMail,
  resetLinkFrom,
  signIn,
  uniqueEmail,
} from './support.ts';

// The e2e server runs with MODULE_PERMISSIONS=true.
test('an admin creates a client, the client sets a password, and module access follows the switches at once', async ({
  browser,
}) => {
  const adminPage: Page = await (await browser.newContext()).newPage();
  const clientPage: Page = await (await browser.newContext()).newPage();
  const email = uniqueEmail('created');
  const name = `Heather Funds ${Date.now()}`;

  // 1. Create the client.
  await signIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin\/admin-dashboard$/);
  await adminPage.goto('/admin/create-client');
  await expectAccessible(adminPage);
  await adminPage.getByLabel('Client name').fill(name);
  await adminPage.getByLabel("Firm admin's name").fill('Heather Admin');
  await adminPage.getByLabel('Email address').fill(email);
  await adminPage.getByRole('button', { name: 'Create client' }).click();
  await expect(
    adminPage.getByText(`${name} has been created. We've e-mailed ${email} a link to choose a password.`),
  ).toBeVisible();

  // A duplicate e-mail gets the 409 message and keeps the form.
  await adminPage.getByRole('link', { name: /create another/i }).click();
  await adminPage.getByLabel('Client name').fill('Duplicate');
  await adminPage.getByLabel("Firm admin's name").fill('Dee Duplicate');
  await adminPage.getByLabel('Email address').fill(email);
  await adminPage.getByRole('button', { name: 'Create client' }).click();
  await expect(adminPage.getByRole('alert')).toContainText('already exists');
  await expect(adminPage.getByLabel('Client name')).toHaveValue('Duplicate');

  // 2. The client's firm admin lands on an invitation that names the firm, and accepts it by choosing a password.
  await clientPage.goto(resetLinkFrom(await readOutboxMail(email)));
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(`Join ${name} on Clarion`);
  await expect(clientPage.getByText(`has invited you to join ${name}`)).toBeVisible();
  await expectAccessible(clientPage);
  await clientPage.getByLabel('Choose a password').fill('heather-password-1');
  await clientPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(clientPage.getByText(`Your account is ready. Sign in with ${email}`)).toBeVisible();
  await signIn(clientPage, email, 'heather-password-1');
  await expect(clientPage).toHaveURL(/\/client\/dashboard$/);
  // The firm admin has a name of their own, not the firm's (issue 30).
  expect((await (await clientPage.request.get('/api/auth/me')).json()).user.name).toBe('Heather Admin');
  await clientPage.goto('/client/compliance');
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();

  // 3. The admin switches Client Comms on.
  await adminPage.goto('/admin/product-access');
  await expectAccessible(adminPage);
  const clientCommsSwitch = adminPage.getByRole('switch', { name: `Client Comms for ${name}` });
  await expect(clientCommsSwitch).toHaveAttribute('aria-checked', 'false');
  await clientCommsSwitch.click();
  await adminPage.getByRole('button', { name: 'Save changes (1)' }).click();
  await expect(adminPage.getByText('Access updated for 1 client.')).toBeVisible();

  // The client sees the module on the next request, not after the five-minute cache.
  expect((await (await clientPage.request.get('/api/auth/me')).json()).modules.compliance).toBe(true);
  expect((await clientPage.request.get('/api/compliance/checks')).status()).toBe(200);
  await clientPage.goto('/client/compliance');
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Access Restricted' })).toHaveCount(0);
  await expect(clientPage.getByRole('heading', { level: 1 })).toBeVisible();

  // 4. Switched off again: Access Restricted at once.
  await adminPage.reload();
  await adminPage.getByRole('switch', { name: `Client Comms for ${name}` }).click();
  await adminPage.getByRole('button', { name: 'Save changes (1)' }).click();
  await expect(adminPage.getByText('Access updated for 1 client.')).toBeVisible();
  expect((await (await clientPage.request.get('/api/auth/me')).json()).modules.compliance).toBe(false);
  expect((await clientPage.request.get('/api/compliance/checks')).status()).toBe(403);
  await clientPage.goto('/client/compliance');
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();
  await expect(clientPage.getByText(/Client Comms/).first()).toBeVisible();

  // 5. The audit trail recorded each step.
  const audit = await (await adminPage.request.get('/api/admin/audit?limit=200')).json();
  const steps = audit.items
    .filter(
      (e: { targetId: string | null; actorEmail: string | null }) =>
        e.actorEmail === email ||
        e.targetId ===
          audit.items.find(
            (x: { action: string; details: { email?: string } | null }) =>
              x.action === 'account.created' && x.details?.email === email,
          )?.targetId,
    )
    .map((e: { action: string }) => e.action);
  for (const action of [
    'account.created',
    'auth.password_link_sent',
    'auth.password_changed',
    'auth.sign_in',
    'access.changed',
  ]) {
    expect(steps, action).toContain(action);
  }
  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: 'Module access changed' }).first()).toBeVisible();
  // Records in words: no raw event names, no JSON (issue #17).
  await expect(adminPage.getByRole('table')).not.toContainText('access.changed');
  await expect(adminPage.getByRole('table')).not.toContainText('{"');
  await expectAccessible(adminPage);

  // 6. Analytics: the client's page views reach the admin view; anonymous visits store nothing.
  // The anonymous page's clock is ours: its flush tick runs on demand instead of after 5 s of waiting.
  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.newPage();
  await anonymous.clock.install();
  const anonymousSends: Promise<unknown>[] = [];
  anonymous.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/events')) anonymousSends.push(request.response());
  });
  // Until /api/auth/me answers the session is unknown and events wait: run the tick once it is known.
  const sessionKnown = anonymous.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
  await anonymous.goto('/privacy-policy');
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
  await sessionKnown;
  await anonymous.clock.runFor(10_000);
  await Promise.all(anonymousSends);
  // Even a hand-made request from an anonymous caller is stored nowhere.
  const forged = await anonymousContext.request.post('/api/analytics/events', {
    data: { events: [{ type: 'page_view', name: 'page_view', path: '/privacy-policy' }] },
  });
  expect(forged.status()).toBe(202);
  expect(await forged.json()).toEqual({ stored: 0 });
  const topPaths = async () =>
    (await (await adminPage.request.get('/api/admin/analytics?days=1')).json()).topPages.map(
      (p: { path: string }) => p.path,
    );
  await clientPage.goto('/client/dashboard'); // leaving the page flushes the queued page views
  // The signed-in client's batch arrives within one flush interval; wait for it, not for a fixed time.
  await expect.poll(topPaths, { timeout: 15_000 }).toContain('/client/compliance');
  expect(await topPaths()).not.toContain('/privacy-policy');
  await adminPage.goto('/admin/analytics');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expectAccessible(adminPage);
});
