import { expect, test, type Page } from '@playwright/test';
import { stepAt, totpCode } from '../server/src/features/auth/totp.ts';
import {
  expectAccessible,
  readOutboxMail,
  registerClient,
  resetLinkFrom,
  signIn,
  signOut,
} from './support.ts';

/** What an authenticator app shows `offset` 30-second steps from now (the server's own TOTP code). */
const codeFor = (secret: string, offset = 0) => totpCode(secret, stepAt(Date.now()) + offset);

async function openTwoFactorSettings(page: Page) {
  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/client\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
}

test('a client turns on two-factor sign-in, signs in with a code and with a recovery code, and turns it off', async ({
  page,
}) => {
  const client = await registerClient(page, 'Two Factor Funds');

  // 1. Set-up: the key is shown once, a code from the app confirms it, the recovery codes are shown once.
  await openTwoFactorSettings(page);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await page.locator('code').first().innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText(/That code is not right/).first()).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.nth(0).innerText()).trim();
  const spareRecoveryCode = (await codes.nth(1).innerText()).trim();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Two-factor sign-in is on. You have 10 unused recovery codes.')).toBeVisible();
  await signOut(page);

  // 2. The password alone is not enough: a wrong code is refused, the app's next code signs in.
  await signIn(page, client.email, client.password);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').first()).toContainText('That code is not right.');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await codeField.fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await signOut(page);

  // 3. Without the phone: a recovery code signs in once.
  await signIn(page, client.email, client.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  // 4. Turning it off needs the password and a code (a used recovery code is no code); afterwards the
  // password alone signs in again.
  await openTwoFactorSettings(page);
  await expect(page.getByText('You have 9 unused recovery codes.')).toBeVisible();
  await page.getByLabel('Password').fill(client.password);
  await page.getByLabel('Authentication code or recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByRole('alert').first()).toContainText('The password or the code is not right.');
  await page.getByLabel('Authentication code or recovery code').fill(spareRecoveryCode);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await signOut(page);
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
});

test('a new account refuses a common password for its sign-up link and says why', async ({ page }) => {
  const email = `weak-${Date.now()}@e2e.example`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Harbour Lane Ltd');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Check your e-mail to finish creating your account/)).toBeVisible();
  await page.goto(resetLinkFrom(await readOutboxMail(email)));
  await page.getByLabel('New password').fill('password12');
  await expect(page.getByText(/Strength: (Very weak|Weak)\./)).toBeVisible();
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/commonly used password/).first()).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});
