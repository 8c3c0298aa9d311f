import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uploadAndCheck } from './firm-journey.ts';
import { numberIn, readReadingAgePanel } from './read-screens.ts';
import { CORPUS_KIID, expectAccessible, grantModule, registerClient } from './support.ts';

// Issue 30 item 2, "one source per measure": one corpus KIID, uploaded once, shows the same reading age and the
// same target (with the same reason) on the check report, the AoV Analysis page, a persona's results and
// Compare versions, where they used to read "not applicable", 15 against 9, 14.8 against 10-12 and 14.7 → 13.5.

const KIID_NAME = path.basename(CORPUS_KIID);
const PERSONA = 'Doreen Whitaker';

test('one KIID: the check, the analysis, the personas and Compare print one reading age and one target', async ({
  page,
  browser,
}) => {
  expect(fs.existsSync(CORPUS_KIID), `the corpus KIID at ${CORPUS_KIID}`).toBe(true);
  test.setTimeout(240_000);
  const client = await registerClient(page, 'Measures Agree Ltd');
  for (const module of ['personas', 'aov_analysis', 'compliance'] as const)
    await grantModule(browser, client.email, module);

  // The check report: the figure, the KIID's target and why.
  const { checkUrl, documentUrl } = await uploadAndCheck(page, CORPUS_KIID);
  const check = await readReadingAgePanel(page);
  console.log(`check: ${JSON.stringify(check)}`);
  expect(check.type).toBe('UCITS KII');
  expect(check.target).toBe(12);
  expect(check.reason).toContain('non-technical language');
  // measured and rated, not "not applicable": the reading-age rule's finding prints the same figure
  await expect(
    page.getByText(`Reading age ${check.readingAge.toFixed(1)} is above ${check.target}`).first(),
  ).toBeVisible();
  await expectAccessible(page);

  // The AoV Analysis page of the same document.
  await page.goto('/client/dashboard');
  await page.getByRole('link', { name: `Create analysis for ${KIID_NAME}` }).click();
  await expect(page).toHaveURL(/\/client\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const analysisUrl = page.url();
  const card = page
    .getByRole('term')
    .filter({ hasText: 'UK reading age' })
    .locator('xpath=following-sibling::dd');
  await expect(card.first()).toBeVisible({ timeout: 30_000 });
  const analysis = {
    readingAge: numberIn(await card.first().textContent()),
    target: numberIn(await card.nth(1).textContent(), /target of (\d+)/),
  };
  console.log(`analysis: ${JSON.stringify(analysis)}`);
  expect(analysis).toEqual({ readingAge: check.readingAge, target: check.target });
  await expect(card.nth(1)).toContainText(check.reason);
  await expect(
    page.getByText(`Reading age ${check.readingAge.toFixed(1)} (target ${check.target} for`).first(),
  ).toBeVisible();
  await expectAccessible(page);

  // A persona's results: the document's figure and target beside the persona's own answers.
  await page.goto('/client/personas/new');
  await page.getByRole('list', { name: 'Personas' }).getByRole('button').filter({ hasText: PERSONA }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('list', { name: 'Documents' })
    .getByRole('button', { name: new RegExp(KIID_NAME) })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Random Selection' }).click();
  await page.getByRole('button', { name: 'Start Interviews' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Stay here' }).click();
  await page.goto('/client/personas');
  await page.getByRole('link', { name: new RegExp(`^${PERSONA}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Interview Results: ${PERSONA}` })).toBeVisible({
    timeout: 15_000,
  });
  const personas = await readReadingAgePanel(page);
  console.log(`personas: ${JSON.stringify(personas)}`);
  expect(personas).toEqual(check);
  await expectAccessible(page);

  // Compare versions: the same file again as version 2, checked; each side is its check's own figure.
  await page.goto(`${documentUrl}/edit`);
  await page.getByLabel('New file').setInputFiles(CORPUS_KIID);
  await page.getByRole('button', { name: 'Replace file' }).click();
  // not submitted nor approved, and the same fund: replaced without a confirmation
  await expect(page).toHaveURL(new RegExp(`${documentUrl}$`), { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Extracted text' })).toBeVisible({ timeout: 30_000 });
  await page.goto(checkUrl);
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page).not.toHaveURL(checkUrl);
  await expect(page.getByRole('heading', { name: /^Overall rating: / })).toBeVisible({ timeout: 30_000 });
  const recheck = await readReadingAgePanel(page);
  expect(recheck).toEqual(check);

  await page.goto(documentUrl);
  await page.getByRole('link', { name: 'Compare versions' }).click();
  await expect(page.getByRole('heading', { name: 'Version 1 → version 2' })).toBeVisible({ timeout: 30_000 });
  const measure = (label: string | RegExp) =>
    page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  const change = (await measure('Reading age').textContent()) ?? '';
  console.log(`compare: ${change}; target ${await measure(/^Target/).textContent()}`);
  const [from, to] = [numberIn(change), numberIn(change, /→\s*(\d+(?:\.\d+)?)/)];
  expect([from, to]).toEqual([check.readingAge, recheck.readingAge]);
  expect(numberIn(await measure(/^Target \(UCITS KII\)$/).textContent())).toBe(check.target);
  await expect(page.getByText(check.reason).first()).toBeVisible();
  // the same file twice: nothing fixed, nothing new, the reading age listed in neither
  await expect(measure('Findings')).toContainText(/^0 fixed, 0 new, 0 changed, 0 dismissed, \d+ unchanged$/);
  await expectAccessible(page);

  // The AoV analysis of the same document, typed as an AoV report: its summary and its grid print one count
  // of considerations (they said 3 of 7 and 2 of 7), and the reading age and target are still the check's —
  // the content is a KIID's, so it is measured as one whatever it is filed as.
  await page.goto(`${documentUrl}/edit`);
  await page.getByLabel('Document type').selectOption({ label: 'AoV Report' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${documentUrl}$`), { timeout: 30_000 });
  await page.goto(analysisUrl);
  await page.getByRole('button', { name: 'Run again' }).click();
  // a KIID filed as an AoV report is not analysed as one without asking first (issue 30 item 7)
  const warning = page.getByRole('alert').filter({
    has: page.getByRole('heading', { name: 'This does not look like an Assessment of Value report' }),
  });
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await warning.getByRole('button', { name: 'Analyse it anyway' }).click();
  await expect(page).not.toHaveURL(analysisUrl, { timeout: 30_000 });
  const grid = page.getByRole('heading', { name: /^Assessment of Value: \d+ of 7 considerations/ });
  await expect(grid).toBeVisible({ timeout: 60_000 });
  const gridCount = /(\d+) of 7 considerations (assessed|covered)/.exec((await grid.textContent()) ?? '')!;
  const summary = page.getByText(/^\d+ of 7 COLL 6\.6\.21R considerations (assessed|covered)/);
  const summaryCount = /^(\d+) of 7 COLL 6\.6\.21R considerations (assessed|covered)/.exec(
    (await summary.textContent()) ?? '',
  )!;
  console.log(`aov: grid "${gridCount[0]}", summary "${summaryCount[0]}"`);
  expect([summaryCount[1], summaryCount[2]]).toEqual([gridCount[1], gridCount[2]]);
  await expect(card.first()).toHaveText(check.readingAge.toFixed(1));
  expect(numberIn(await card.nth(1).textContent(), /target of (\d+)/)).toBe(check.target);
  // where the analysis reports sustainability terms, the summary and the SDR checklist give one count
  const termLines = await page.getByText(/sustainability terms used \d+ times?/i).allTextContents();
  const termCounts = new Set(termLines.map((t) => numberIn(t, /terms used (\d+)/i)));
  console.log(`sustainability terms: ${JSON.stringify(termLines)}`);
  expect(termCounts.size).toBeLessThanOrEqual(1);
  await expectAccessible(page);
});
