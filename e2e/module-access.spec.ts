import { expect, test } from '@playwright/test';
import { expectAccessible, registerClient } from './support.ts';

// The e2e server runs with MODULE_PERMISSIONS=true; a new client has no product_access rows.
test('a client without access to a module sees Access Restricted, and the API refuses too', async ({
  page,
}) => {
  await registerClient(page, 'Restricted Funds');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Client Comms' }).click();
  await expect(page).toHaveURL(/\/client\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText(/Client Comms/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).modules.compliance).toBe(false);
});
