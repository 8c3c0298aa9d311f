import { expect, test } from '@playwright/test';
import { expectAccessible } from './support.ts';

test.describe('public pages', () => {
  test('the landing page explains the product and offers sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
    await expectAccessible(page);
  });

  test('the privacy policy has its ten sections, contact and GDPR notice', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('5 May 2025').first()).toBeVisible();
    for (let section = 1; section <= 10; section++) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${section}\\.`) })).toBeVisible();
    }
    await expect(page.getByText(/GDPR/).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the terms of service state Scottish law and the liability cap', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms of Service');
    await expect(page.getByText(/Scot/).first()).toBeVisible();
    await expect(page.getByText(/twelve months|12 months/).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('login, register and reset pages are accessible', async ({ page }) => {
    for (const url of ['/login', '/register', '/reset-password', '/contact-success']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('unknown paths redirect to the landing page, and protected ones to it when signed out', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/admin-dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});
