import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { makePdf } from '../server/test/make-pdf.ts';
import {
  E2E_ADMIN,
  expectAccessible,
  grantModule,
  registerClient,
  signIn,
  journeyFilePath,
} from './support.ts';

/** An Assessment of Value report in miniature, written for this journey. */
function aovReport(): string {
  const file = journeyFilePath('income-fund-aov-2025.pdf');
  fs.writeFileSync(
    file,
    makePdf(
      [
        {
          heading: 'Assessment of Value 2025',
          lines: [
            'This report sets out our assessment of value for the Example Income Fund for the year to',
            '31 March 2025. We assessed the fund against the considerations the FCA requires.',
          ],
        },
        {
          heading: 'Quality of service',
          lines: [
            'Rating: Green. We reviewed the service investors receive from us and our suppliers.',
            'We concluded that the quality of service was good and no action is needed.',
          ],
        },
        {
          heading: 'Performance',
          lines: [
            'Rating: Amber. The fund returned 2.1% a year over five years against 3.4% for its benchmark.',
            'We have placed the fund on our watch list and will review the managers in six months.',
          ],
        },
      ],
      { title: 'Assessment of Value 2025' },
    ),
  );
  return file;
}

test('a client uploads an AoV report, analyses it, and follows a finding to the highlighted passage', async ({
  page,
  browser,
}) => {
  const client = await registerClient(page, 'Value Reports Ltd');
  await grantModule(browser, client.email, 'aov_analysis');

  await page.goto('/client/document-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'AoV Document Analysis' })).toBeVisible();
  await expect(page.getByText('No analyses yet')).toBeVisible();
  await expectAccessible(page);

  // A finished upload goes straight to its analysis, which opens its result when done.
  // The trigger page can pass in a blink on a fast machine, so the test records every URL
  // the tab visits and checks afterwards that the upload went through it.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.getByLabel('Choose File').setInputFiles(aovReport());
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  expect(visited.some((path) => /^\/client\/analyze-trigger\/[0-9a-f-]{36}$/.test(path))).toBe(true);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Analysis: income-fund-aov-2025.pdf' }),
  ).toBeVisible();

  // The grid of the seven considerations with the report's own ratings.
  const grid = page.getByRole('table', { name: 'Assessment of Value considerations (COLL 6.6.21R)' });
  await expect(grid.getByRole('row')).toHaveCount(8);
  const quality = grid.getByRole('row', { name: /Quality of service/ });
  await expect(quality.getByText('Green', { exact: false })).toBeVisible();
  await expect(quality.getByText('Assessed', { exact: true })).toBeVisible();
  const comparable = grid.getByRole('row', { name: /Comparable services/ });
  await expect(comparable.getByText('Not found', { exact: true })).toBeVisible();
  await expect(comparable.getByText('Not rated', { exact: true })).toBeVisible();
  await expect(page.getByText('UK reading age')).toBeVisible();
  await expectAccessible(page);

  // Export the whole result as JSON.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export JSON' }).click();
  const exported = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8'));
  expect(exported.result.aov.considerations).toHaveLength(7);

  // A finding's evidence opens the document at its page with the passage highlighted.
  const evidence = grid.getByRole('link', { name: /Page 2: .*quality of service/i }).first();
  const quote = ((await evidence.textContent()) ?? '').replace(/^Page 2: “|”$/g, '');
  await evidence.click();
  await expect(page).toHaveURL(/\/client\/document\/[0-9a-f-]{36}\?page=2&highlight=/);
  await expect(page.getByRole('region', { name: 'Extracted text' }).locator('mark').first()).toContainText(
    quote.slice(0, 30),
  );
  // ... and boxed on the original page, where keyboard focus lands
  await expect(page.getByRole('img', { name: 'Highlighted passage on page 2' })).toBeFocused();

  // Admins see every client's analyses.
  await page.context().clearCookies();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/analyses');
  await expect(page.getByRole('heading', { level: 1, name: 'AoV Analyses' })).toBeVisible();
  const row = page.getByRole('row', { name: /income-fund-aov-2025\.pdf/ }).first();
  await expect(row.getByText(client.email)).toBeVisible();
  await row.getByRole('link', { name: 'income-fund-aov-2025.pdf' }).click();
  await expect(page).toHaveURL(/\/admin\/analysis\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Analysis: income-fund-aov-2025.pdf' }),
  ).toBeVisible();
  await expectAccessible(page);
});
