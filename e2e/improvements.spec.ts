import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import mammoth from 'mammoth';
import { makePdf } from '../server/test/make-pdf.ts';
import { expectAccessible, grantModule, registerClient, journeyFilePath, corpusKiidOr } from './support.ts';

/** An Assessment of Value report with long sentences, an acronym and a passive, written for this journey. */
function report(): string {
  const file = journeyFilePath('value-report-2025.pdf');
  fs.writeFileSync(
    file,
    makePdf(
      [
        {
          heading: 'Assessment of Value 2025',
          lines: [
            'This report sets out our assessment of value for the Example Income Fund for the year to 31 March,',
            'and we assessed the fund against each of the considerations that the regulator requires us to review.',
            'The fees are charged by the fund manager.',
            'We compare the fund with the IA sector average every year.',
          ],
        },
        {
          heading: 'Costs',
          lines: [
            'The board reviewed the costs of the fund in detail during the year, and the board concluded that',
            'the charges remain reasonable for the services that investors receive from us and our suppliers.',
            'The Investment Association (IA) publishes the sector averages.',
          ],
        },
      ],
      { title: 'Assessment of Value 2025' },
    ),
  );
  return file;
}

const suggestion = (list: Locator, text: RegExp) => list.getByTestId('suggestion').filter({ hasText: text });

test('a client reviews the enhancements of a document never analysed and exports the revised DOCX', async ({
  page,
  browser,
}) => {
  // No AoV module and no analysis: the suggestions come from the document's own text (issue 30).
  const client = await registerClient(page, 'Plain Words Ltd');
  await grantModule(browser, client.email, 'document_improvements');
  await page.reload();

  await page.getByLabel('Choose File').setInputFiles(report());
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('value-report-2025.pdf uploaded and its text extracted.')).toBeVisible({
    timeout: 30_000,
  });

  // Enhancements home: the document list's Improve column opens the document's improvement view.
  await page.getByRole('navigation').getByRole('link', { name: 'Enhancements' }).click();
  await expect(page).toHaveURL(/\/client\/document-improvement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Document Enhancements' })).toBeVisible();
  await expect(page.getByText('No enhancements yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create improvements for value-report-2025.pdf' }).click();
  await expect(page).toHaveURL(/\/client\/document-improvement\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enhancements: value-report-2025.pdf' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Generate suggestions' }).click();
  const list = page.getByRole('region', { name: /^Suggestions/ });
  await expect(list.getByTestId('suggestion')).toHaveCount(4, { timeout: 30_000 });
  const impact = page.getByRole('region', { name: 'Predicted impact of the accepted changes' });
  // what accepting all of them would do, before any is accepted: here nothing gets worse, so no flag
  await expect(impact.getByText(/^If you accepted every suggestion as proposed: reading age/)).toBeVisible();
  await expect(impact.getByTestId('worse-set')).toHaveCount(0);
  await expect(
    list
      .getByTestId('suggestion')
      .first()
      .getByText(/^sentences over 25 words/),
  ).toBeVisible();

  // Suggestions start proposed: only a person accepts (issue #17).
  await expect(list.getByText('Proposed', { exact: true })).toHaveCount(4);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/improvements-review.png', fullPage: true });

  // Accept two, edit one, reject one; each decision re-measures the impact.
  const acronym = suggestion(list, /Spell out an acronym/);
  await acronym.getByRole('button', { name: /^Accept/ }).click();
  await expect(acronym.getByText('Accepted', { exact: true })).toBeVisible();
  const active = suggestion(list, /Say who does what/);
  await active.getByRole('button', { name: /^Accept/ }).click();
  await expect(active.getByText('Accepted', { exact: true })).toBeVisible();

  const costs = suggestion(list, /The board reviewed the costs/);
  await costs.getByRole('button', { name: /^Edit/ }).click();
  await costs
    .getByRole('textbox')
    .fill('The board reviewed the fund’s costs. It found the charges reasonable.');
  await costs.getByRole('button', { name: 'Save and accept' }).click();
  await expect(costs.getByText('Accepted (edited)')).toBeVisible();

  const intro = suggestion(list, /This report sets out our assessment/);
  await intro.getByRole('button', { name: /^Reject/ }).click();
  await expect(intro.getByText('Rejected', { exact: true })).toBeVisible();

  // The revision beside the original, changes marked.
  const comparison = page.getByRole('region', { name: 'Original and revised text' });
  await expect(comparison.locator('ins', { hasText: 'Investment Association (IA)' })).toBeVisible();
  await expect(comparison.locator('ins', { hasText: 'It found the charges reasonable.' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/improvements-decided.png', fullPage: true });

  // Export the revised text as DOCX and read it back: accepted and edited wording in, rejected out.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export revised DOCX' }).click();
  const file = await (await download).path();
  const { value: text } = await mammoth.extractRawText({ path: file });
  expect(text).toContain('We compare the fund with the Investment Association (IA) sector average');
  expect(text).toContain('The fund manager charges the fees.');
  expect(text).toContain('The board reviewed the fund’s costs. It found the charges reasonable.');
  expect(text).toContain('for the year to 31 March, and we assessed the fund');
  expect(text).not.toContain('the board concluded that');

  // The change report says what changed and why.
  const changes = await page.request.get(
    (await page.getByRole('link', { name: /Change report/ }).getAttribute('href'))!,
  );
  expect(await changes.text()).toContain('edited by the reviewer');

  // Closing returns to the dashboard; the Improve column now shows View.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('link', { name: 'View improvements for value-report-2025.pdf' })).toBeVisible();

  // The Enhancements home lists the run with what the accepted changes do.
  await page.goto('/client/document-improvement');
  const recent = page.getByRole('region', { name: 'Recent enhancements' });
  const row = recent.getByRole('row', { name: /value-report-2025\.pdf/ });
  await expect(row.getByText('4 (3 accepted, 1 rejected)')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/improvements-home.png', fullPage: true });
});

test("on a stale KIID, the fix for the check's open finding comes first and the prescribed labels stay", async ({
  page,
  browser,
}) => {
  const kiid = corpusKiidOr(() => {
    throw new Error('This journey needs the corpus KIID (its prescribed wording and its 2021 date).');
  });
  const kiidName = path.basename(kiid);
  const client = await registerClient(page, 'Key Facts Ltd');
  await grantModule(browser, client.email, 'compliance');
  await grantModule(browser, client.email, 'document_improvements');
  await page.reload();
  // the check finds the KIID of 16/06/2021 stale (a finding with no sentence to link); no analysis is run
  await page.goto('/client/compliance/new');
  await page.getByLabel('Choose File').setInputFiles(kiid);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`Selected document: ${kiidName}`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Run check' }).click();
  await expect(page.getByRole('heading', { name: /^Overall rating: / })).toBeVisible({ timeout: 30_000 });

  await page.goto('/client/document-improvement');
  await page.getByRole('link', { name: `Create improvements for ${kiidName}` }).click();
  await page.getByRole('button', { name: 'Generate suggestions' }).click();
  const list = page.getByRole('region', { name: /^Suggestions/ });
  const first = list.getByTestId('suggestion').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first.getByRole('heading', { name: /Update the date after review/ })).toBeVisible();
  await expect(first.getByText(/Fixes an open compliance finding/)).toBeVisible();
  await expect(first.getByText('This key investor information is accurate as at 16/06/2021.')).toBeVisible();
  await expect(first.getByRole('link', { name: /see the finding/ })).toHaveAttribute(
    'href',
    /\/client\/compliance\/analysis\/[0-9a-f-]{36}#finding-UCITS583-kii-review-date$/,
  );
  // the labels the KII regulation fixes are never rewritten
  await expect(list).not.toContainText(/Exit charge \(|ongoing charges figure \(/i);

  // Reopening the page shows the same run: nothing is generated again, and no second run is queued.
  const count = await list.getByTestId('suggestion').count();
  await page.reload();
  await expect(list.getByTestId('suggestion')).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Generate suggestions' })).toHaveCount(0);
  const documentId = /[0-9a-f-]{36}$/.exec(page.url())![0];
  expect((await (await page.request.get(`/api/improvements?documentId=${documentId}`)).json()).total).toBe(1);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/improvements-kiid.png', fullPage: true });
});
