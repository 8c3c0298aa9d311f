import { expect, test } from '@playwright/test';
import {
  outboxMailCount,
  readOutboxMail,
  registerClient,
  resetLinkFrom,
  signIn,
  signOut,
} from './support.ts';

test('a client resets a forgotten password with the e-mailed link', async ({ page }) => {
  const client = await registerClient(page, 'Forgetful Funds');
  await signOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The sign-up mail is already there: wait for the reset mail after it.
  const seen = outboxMailCount(client.email);
  await page.getByLabel('Email address').fill(client.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that e-mail address/)).toBeVisible();

  const link = resetLinkFrom(await readOutboxMail(client.email, 10_000, seen));
  await page.goto(link);
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signIn(page, client.email, client.password);
  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail address or password.');
  await signIn(page, client.email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  // The link works once.
  await signOut(page);
  await page.goto(link);
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or has already been used');
});
