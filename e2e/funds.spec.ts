import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FUND_NAME, ISIN, makeFactsheetPdf, makeKiidPdf } from '../server/test/fund-documents.ts';
import { expectAccessible, grantModule, journeyFilePath, registerClient } from './support.ts';

// Issue 28's journey: a firm uploads a KIID and a factsheet of one share class, makes a fund from the KIID
// (prefilled with what was read from it), sees both documents grouped into that fund and the three facts they
// disagree on, and dismisses one with a reason. axe on each funds screen.

const KIID = 'growth-kiid.pdf';
const FACTSHEET = 'growth-factsheet.pdf';
const REASON = 'The factsheet is being reissued with the KIID ongoing charge.';

/** Uploads a file through the API as the signed-in page, with a document type the tiles do not offer. */
async function uploadAs(page: Page, file: Buffer, name: string, documentType: string) {
  const csrf = ((await (await page.request.get('/api/auth/me')).json()) as { csrfToken: string }).csrfToken;
  const res = await page.request.post('/api/documents', {
    headers: { 'x-csrf-token': csrf },
    multipart: { documentType, file: { name, mimeType: 'application/pdf', buffer: file } },
  });
  expect(res.status()).toBe(201);
}

test('funds: a KIID and a factsheet are grouped into one fund, their three disagreements listed, one dismissed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(page, `Funds Journey ${Date.now()}`);
  await grantModule(browser, client.email, 'funds');
  await page.reload();

  // The nav offers Funds once the module is on; the list starts empty.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Funds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();
  await expect(page.getByText('No funds yet')).toBeVisible();
  await expectAccessible(page);

  // Upload the KIID (as a UCITS KII) and the factsheet (from the dashboard, as an investor communication).
  await uploadAs(page, makeKiidPdf(), KIID, 'ucits-kii');
  const factsheet = journeyFilePath(FACTSHEET);
  fs.writeFileSync(factsheet, makeFactsheetPdf());
  await page.goto('/client/dashboard');
  await page.getByRole('radio', { name: /Investor Comms/ }).check();
  await page.getByLabel('Choose File').setInputFiles(factsheet);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`${FACTSHEET} uploaded and its text extracted.`)).toBeVisible({
    timeout: 60_000,
  });

  // Both are unlinked until a fund claims them; once read, each shows the ISIN it quotes.
  await page.goto('/client/funds/unlinked');
  const kiidRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: KIID }) });
  await expect(async () => {
    await page.reload();
    await expect(kiidRow).toContainText(ISIN, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(page);

  // "New fund from this document": prefilled with the ISIN read from the KIID.
  await kiidRow.getByRole('button', { name: `New fund from ${KIID}` }).click();
  const form = page.getByRole('form', { name: 'New fund' });
  await expect(form.getByLabel('Share class 1 ISIN')).toHaveValue(ISIN);
  await form.getByLabel('Fund name').fill(FUND_NAME);
  await form.getByRole('button', { name: 'Create fund' }).click();

  // The fund page: both documents (the KIID by hand, the factsheet by its ISIN), three disagreements.
  await expect(page.getByRole('heading', { level: 1, name: FUND_NAME })).toBeVisible();
  const documents = page.getByRole('region', { name: "The fund's documents" });
  await expect(documents.getByRole('link', { name: KIID })).toBeVisible();
  await expect(documents.getByRole('link', { name: FACTSHEET })).toBeVisible();
  const disagreements = page.getByRole('list', { name: 'Disagreements' }).getByRole('article');
  await expect(disagreements).toHaveCount(3);
  for (const fact of ['Ongoing charge (OCF)', 'Risk indicator (SRRI / SRI)', 'Calendar-year return, 2023'])
    await expect(page.getByRole('article', { name: fact })).toBeVisible();
  // A value in the key facts table opens its evidence on the document's page.
  const evidence = page.getByRole('region', { name: 'Key facts by document' }).getByRole('link', {
    name: /0\.85%, page 1 of growth-kiid\.pdf, disagrees/,
  });
  await expect(evidence).toHaveAttribute('href', /\/client\/document\/[0-9a-f-]{36}\?page=1&highlight=/);
  await expectAccessible(page);

  // Dismiss the ongoing charge's disagreement with a reason, by keyboard.
  const charge = page.getByRole('article', { name: 'Ongoing charge (OCF)' });
  await charge.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await charge.getByLabel('Reason for dismissing').fill(REASON);
  await page.keyboard.press('Enter');
  await expect(charge.getByText(`Dismissed: ${REASON}`)).toBeVisible();
  await expectAccessible(page);

  // The list: one fund, two documents, two disagreements still open.
  await page.getByRole('link', { name: 'All funds' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: FUND_NAME }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toContainText('2');
  await page.getByLabel('Search by name or ISIN').fill(ISIN);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row).toBeVisible();
  await expectAccessible(page);
});
