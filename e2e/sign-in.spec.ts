import { expect, test } from '@playwright/test';
import { E2E_ADMIN, expectAccessible, registerClient, signIn, signOut } from './support.ts';

test.describe('signing in and out', () => {
  test('an admin signs in, sees the admin dashboard with real counts, and signs out', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Clients', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await signOut(page);
    await page.goto('/admin/admin-dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the server message and keeps the e-mail typed', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Incorrect e-mail address or password.');
    await expect(page.getByLabel('Email address')).toHaveValue(E2E_ADMIN.email);
  });

  test('a client signs in to the client dashboard and role guards keep each role in its area', async ({
    page,
  }) => {
    const client = await registerClient(page, 'Role Test Funds');
    await signOut(page);
    await signIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Upload a document to get started')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/admin/admin-dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/client/no-such-screen');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await signOut(page);

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/nowhere');
    await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);
  });

  test('a session survives a page reload', async ({ page }) => {
    await registerClient(page);
    await page.reload();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
