import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { makeFundReportPdf } from '../server/test/make-pdf.ts';
import { expectAccessible, registerClient, journeyFilePath, corpusKiidOr } from './support.ts';

/** A real third-party KIID from the shared corpus; a developer without the corpus gets a 2-page PDF made here. */
const KIID = corpusKiidOr(() => {
  const file = journeyFilePath('fund-report.pdf');
  fs.writeFileSync(file, makeFundReportPdf(2));
  return file;
});
const KIID_NAME = path.basename(KIID);

test.describe('documents', () => {
  test('a client uploads a corpus PDF, watches it reach 100%, views, renames, archives and restores it', async ({
    page,
  }) => {
    await registerClient(page, 'Document Journey Ltd');
    await page.getByLabel('Choose File').setInputFiles(KIID);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await expect(page.getByText(`${KIID_NAME} uploaded and its text extracted.`)).toBeVisible();
    await expect(page.getByText(/Document ID: [0-9a-f-]{36}/)).toBeVisible();
    await expectAccessible(page);

    // The list shows it; open it.
    await page.getByRole('link', { name: 'View Document' }).click();
    await expect(page).toHaveURL(/\/client\/document\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: KIID_NAME })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Original document' }).getByRole('img', { name: /^Page 1 of / }),
    ).toBeVisible();
    const text = page.getByRole('region', { name: 'Extracted text' });
    await expect(text).toContainText(/fall as well as rise/);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expectAccessible(page);

    // A highlighted passage opened from a link.
    await page.goto(`${page.url()}?page=1&highlight=${encodeURIComponent('fall as well as rise')}`);
    await expect(page.getByRole('region', { name: 'Extracted text' }).locator('mark').first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Original document' })
        .getByRole('img', { name: 'Highlighted passage on page 1' }),
    ).toBeVisible();
    await expectAccessible(page);

    // Rename.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Document' })).toBeVisible();
    await page.getByLabel('File name').fill('Fidelity World KIID 2025.pdf');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Fidelity World KIID 2025.pdf' })).toBeVisible();

    // Archive (Delete's replacement, ADR 013), with confirmation and a reason, from the list.
    await page.goto('/client/dashboard');
    await page.getByRole('button', { name: 'Archive Fidelity World KIID 2025.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive document' });
    await expect(dialog).toContainText('Archive Fidelity World KIID 2025.pdf?');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog.getByText('Give a reason for archiving the document.')).toBeVisible();
    await dialog.getByLabel(/Reason for archiving/).fill('Superseded by the 2026 KIID');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('No documents found')).toBeVisible();
    expect((await (await page.request.get('/api/documents')).json()).total).toBe(0);

    // Kept, and restorable: "Show archived" lists it again.
    await page.getByRole('checkbox', { name: 'Show archived' }).check();
    await expect(page.getByRole('link', { name: 'Fidelity World KIID 2025.pdf', exact: true })).toBeVisible();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Restore Fidelity World KIID 2025.pdf' }).click();
    await expect(page.getByRole('button', { name: 'Archive Fidelity World KIID 2025.pdf' })).toBeVisible();
    expect((await (await page.request.get('/api/documents')).json()).total).toBe(1);
  });

  test("a file of the wrong type is refused with the spec's message", async ({ page }) => {
    await registerClient(page, 'Wrong Type Ltd');
    await page.getByLabel('Choose File').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text, not a PDF at all'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid file type. Allowed: .pdf, .docx, .xlsx, .csv' }),
    ).toBeVisible();
  });
});
