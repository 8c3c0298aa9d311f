import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptLink,
  createClientAsAdmin,
  expectAccessible,
  outboxMailCount,
  uniqueEmail,
} from './support.ts';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test('a firm admin invites a reviewer, who joins and sees the team read-only; the admin changes their role and removes them', async ({
  browser,
}) => {
  // Two people's sessions and five accessibility scans.
  test.setTimeout(150_000);
  const adminPage = await (await browser.newContext()).newPage();
  const reviewerPage = await (await browser.newContext()).newPage();
  const firmName = `Juniper Funds ${Date.now()}`;
  const adminEmail = uniqueEmail('firm-admin');
  const reviewerEmail = uniqueEmail('reviewer');
  const reviewerName = 'Rita Reviewer';

  // 1. The client the platform admin made is the firm's firm admin: they choose a password and open Team.
  await createClientAsAdmin(browser, firmName, adminEmail);
  await acceptLink(adminPage, adminEmail, 'copper-lantern-orchard-7');
  await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(adminPage).toHaveURL(/\/client\/team$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const members = adminPage.getByRole('table', { name: `Members of ${firmName}` });
  await expect(members.getByRole('row', { name: /\(you\)/ })).toContainText('Active');
  await expectAccessible(adminPage);

  // 2. They invite a reviewer; the role's description shows under the select.
  const invite = adminPage.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByLabel('Name').fill(reviewerName);
  await invite.getByLabel('Email address').fill(reviewerEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Reviewer' });
  await expect(invite.getByText('Does what a member does, and decides on findings.')).toBeVisible();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(
    `${reviewerName} has been invited as reviewer. We've e-mailed ${reviewerEmail} a link to choose a password.`,
  );
  const reviewerRow = members.getByRole('row', { name: new RegExp(reviewerName) });
  await expect(reviewerRow).toContainText('Invitation sent');
  await expect(adminPage.getByRole('combobox', { name: `Role of ${reviewerName}` })).toHaveValue('reviewer');

  // The invitation can be sent again; the newest link works.
  await expect.poll(() => outboxMailCount(reviewerEmail)).toBe(1);
  await reviewerRow.getByRole('button', { name: `Resend invitation to ${reviewerName}` }).click();
  await expect(adminPage.getByText(`We've e-mailed ${reviewerEmail} a new invitation link.`)).toBeVisible();
  await shot(adminPage, 'team-firm-admin');

  // 3. The reviewer accepts through the e-mailed link, signs in and sees the team read-only.
  await acceptLink(reviewerPage, reviewerEmail, 'maple-harbour-violin-3', 1);
  await reviewerPage.goto('/client/team');
  const readOnly = reviewerPage.getByRole('table', { name: `Members of ${firmName}` });
  await expect(readOnly.getByRole('row', { name: /\(you\)/ })).toContainText('Reviewer');
  await expect(
    reviewerPage.getByText(
      'Only a firm admin can invite people, change roles or remove members. To change something, ask',
    ),
  ).toBeVisible();
  await expect(reviewerPage.getByRole('combobox')).toHaveCount(0);
  await expect(reviewerPage.getByRole('button', { name: /Remove|Resend|Send invitation/ })).toHaveCount(0);
  await expect(reviewerPage.getByRole('heading', { name: 'Firm audit trail' })).toHaveCount(0);
  await expectAccessible(reviewerPage);
  await shot(reviewerPage, 'team-reviewer');

  // 4. The firm admin sees them active and makes them approver; the firm's only firm admin cannot step down.
  await adminPage.reload();
  await expect(reviewerRow).toContainText('Active');
  await adminPage
    .getByRole('combobox', { name: `Role of ${reviewerName}` })
    .selectOption({ label: 'Approver' });
  await expect(adminPage.getByText(`${reviewerName} is now approver.`)).toBeVisible();
  await expect(adminPage.getByRole('combobox', { name: `Role of ${reviewerName}` })).toHaveValue('approver');
  const self = adminPage.getByRole('combobox', { name: `Role of ${firmName}` });
  await self.selectOption({ label: 'Member' });
  await expect(adminPage.getByRole('alert')).toContainText("is the firm's only firm admin");
  await expect(self).toHaveValue('firm_admin');
  await reviewerPage.reload();
  await expect(readOnly.getByRole('row', { name: /\(you\)/ })).toContainText('Approver');

  // 5. Removing asks first; Cancel keeps them, Remove member removes them and ends their session.
  await reviewerRow.getByRole('button', { name: `Remove ${reviewerName}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Remove ${reviewerName}?` });
  await expect(dialog).toContainText('will be signed out and can no longer sign in');
  await expectAccessible(adminPage);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviewerRow).toContainText('Active');
  await reviewerRow.getByRole('button', { name: `Remove ${reviewerName}` }).click();
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminPage.getByText(`${reviewerName} has been removed from the firm.`)).toBeVisible();
  await expect(reviewerRow).toContainText('Removed');
  await expect(reviewerRow.getByRole('combobox')).toHaveCount(0);
  expect((await reviewerPage.request.get('/api/auth/me')).status()).toBe(401);

  // 6. The firm's audit trail names each step in words.
  const trail = adminPage.getByRole('table', { name: /Firm audit entries/ });
  for (const action of [
    'Member invited to the firm',
    'Member role changed',
    'Request refused',
    'Member removed from the firm',
  ])
    await expect(trail.getByRole('cell', { name: action }).first()).toBeVisible();
  await expect(trail).toContainText('Reviewer → Approver');
  await expect(trail).not.toContainText('firm.member');
  await expectAccessible(adminPage);
  await shot(adminPage, 'team-after-removal');
});
