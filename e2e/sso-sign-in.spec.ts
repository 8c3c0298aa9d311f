import { expect, test, type Page } from '@playwright/test';
import { E2E_SSO_PROVIDER_NAME } from './playwright.config.ts';
import { E2E_ADMIN, expectAccessible, signIn, uniqueId as uniqueLogin } from './support.ts';

/** From Clarion's login page through the provider's own login form. */
async function signInThroughProvider(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: `Sign in with ${E2E_SSO_PROVIDER_NAME}` }).click();
  // The provider's page (oidc-provider's development login form), on another origin.
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password-at-the-provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function signOutEverywhere(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('single sign-on through an OpenID Connect provider', () => {
  test('a new user signs in at the provider, lands on the client dashboard, and signs out there too', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: `Sign in with ${E2E_SSO_PROVIDER_NAME}` })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expectAccessible(page);

    const login = uniqueLogin('sso-client');
    await signInThroughProvider(page, login);
    // The callback's code and state never stay in the address bar.
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Upload a document to get started')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('clarion_oidc_tx');
    expect(cookies.find((c) => c.name === 'clarion_session')).toMatchObject({ httpOnly: true });

    // A reload keeps the Clarion session.
    await page.reload();
    await expect(page).toHaveURL(/\/client\/dashboard$/);

    // Sign Out ends the Clarion session, then the provider's own (RP-initiated logout) and comes back to /.
    await signOutEverywhere(page);
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a second sign-in reuses the account, which the admin client list shows as single sign-on', async ({
    page,
  }) => {
    const login = uniqueLogin('sso-again');
    await signInThroughProvider(page, login);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await signOutEverywhere(page);
    await signInThroughProvider(page, login);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await signOutEverywhere(page);

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);
    await page.goto(`/admin/clients?q=${encodeURIComponent(login)}`);
    const rows = page.getByRole('row').filter({ hasText: `${login}@firm.example` });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('cell', { name: 'Single sign-on' })).toBeVisible();
  });

  test('the roles claim makes an administrator', async ({ page }) => {
    // The user "sso-admin" carries roles: ["admin"] at the test provider (e2e/oidc-provider-server.ts).
    await signInThroughProvider(page, 'sso-admin');
    await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('a sign-in cancelled at the provider returns to the login page with a message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${E2E_SSO_PROVIDER_NAME}` }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled at your identity provider.');
    await expectAccessible(page);
  });

  test('a callback that was not started here is refused with a message', async ({ page }) => {
    await page.goto('/api/auth/oidc/callback?code=forged&state=forged');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toContainText('This sign-in has expired or was already completed.');
  });
});
