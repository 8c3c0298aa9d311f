import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { makePdf } from '../server/test/make-pdf.ts';
import { expectAccessible, grantModule, registerClient, journeyFilePath } from './support.ts';

test('a client checks a promotion PDF, dismisses a finding with a reason, re-runs it and exports CSV', async ({
  page,
  browser,
}) => {
  const client = await registerClient(page, 'Promotion Checks Ltd');

  await grantModule(browser, client.email, 'compliance');

  const file = journeyFilePath('spring-promotion.pdf');
  fs.writeFileSync(
    file,
    makePdf([
      {
        heading: 'The Example Growth Fund',
        lines: [
          'Invest today for guaranteed returns with no risk to your money.',
          'It is the best fund in the market and returned 45% last year.',
          'Our green approach makes this the sustainable choice for every investor.',
        ],
      },
    ]),
  );

  await page.goto('/client/compliance/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Compliance Check' })).toBeVisible();
  await page.getByLabel('Choose File').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Selected document: spring-promotion.pdf')).toBeVisible({ timeout: 30_000 });
  const packs = page.getByRole('group', { name: 'Rule packs' });
  await expect(packs.getByRole('checkbox', { name: /COBS 4/ })).toBeChecked();
  // Every shipped pack is offered, including the KID/KII templates (which apply only to those documents).
  await expect(packs.getByRole('checkbox', { name: /PRIIPs KID and UCITS KII/ })).toBeVisible();
  await expect(packs.getByRole('checkbox')).toHaveCount(6);
  await page.getByRole('button', { name: 'Run check' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Compliance Check: spring-promotion.pdf' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overall rating: Red' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('COBS 4.2.1R').first()).toBeVisible();
  const evidence = page.getByRole('link', { name: /Page 1: .*guaranteed returns/ }).first();
  await expect(evidence).toBeVisible();
  await expectAccessible(page);

  // Dismiss one finding with a reason; the decision survives running the check again.
  const card = page.getByRole('article').filter({ hasText: 'guaranteed returns' }).first();
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await card.getByLabel('Why dismiss it').selectOption({ label: 'Accepted with reason' });
  await card.getByLabel('Reason for dismissing').fill('Approved by compliance committee, ref 42');
  await card.getByRole('button', { name: 'Confirm dismissal' }).click();
  // A dismissed finding is shown apart, with who and why, and no longer counts in the rating (issue 15).
  await expect(page.getByRole('heading', { name: 'Dismissed and resolved (1)' })).toBeVisible();
  await expect(page.getByText('Dismissed: Approved by compliance committee, ref 42').first()).toBeVisible();
  await expect(page.getByText('Dismissed: 1', { exact: true })).toBeVisible();
  // The same evidence on a re-run: the dismissal carries.
  const firstUrl = page.url();
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByRole('heading', { name: /^Overall rating: / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Dismissed and resolved (1)' })).toBeVisible();
  await expect(page.getByText('Dismissed: Approved by compliance committee, ref 42').first()).toBeVisible();
  // A comment on the finding, with its author.
  const dismissedCard = page.getByRole('article').filter({ hasText: 'guaranteed returns' }).first();
  await dismissedCard.getByLabel('Add a comment').fill('Wording agreed with legal.');
  await dismissedCard.getByRole('button', { name: 'Post comment' }).click();
  await expect(dismissedCard.getByText('Wording agreed with legal.')).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('ruleId');
  expect(csv).toMatch(/COBS4\.2\.1R-absolute-claims.*dismissed,"?Approved by compliance committee, ref 42/);

  await page.goto('/client/compliance/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trend by week' })).toBeVisible();
  // The failure itself, in its row of the table: its title, and its citation in that row's citation cell.
  const failure = page
    .getByRole('table', { name: 'Most frequent failures' })
    .getByRole('row')
    .filter({ hasText: 'No absolute claims' });
  await expect(failure).toHaveCount(1);
  await expect(failure.getByRole('cell').nth(1)).toHaveText(/^COBS 4\.2\.1R/);
  await expectAccessible(page);
  await page.goBack();

  // The evidence opens the document at the quoted passage.
  await evidence.click();
  await expect(page).toHaveURL(/\/client\/document\/[0-9a-f-]{36}\?page=1&highlight=/);
  await expect(page.getByRole('region', { name: 'Extracted text' }).locator('mark').first()).toContainText(
    /guaranteed returns/,
  );
  await expect(page.getByRole('img', { name: 'Highlighted passage on page 1' })).toBeFocused();
});
