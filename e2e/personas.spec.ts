import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeFundReportPdf } from '../server/test/make-pdf.ts';
import {
  E2E_ADMIN,
  expectAccessible,
  registerClient,
  signIn,
  journeyFilePath,
  corpusKiidOr,
} from './support.ts';

/** A real third-party KIID from the shared corpus; a developer without the corpus gets a 2-page PDF made here. */
const KIID = corpusKiidOr(() => {
  const file = journeyFilePath('fund-report.pdf');
  fs.writeFileSync(file, makeFundReportPdf(2));
  return file;
});
const KIID_NAME = path.basename(KIID);
const PERSONAS = ['Doreen Whitaker', 'Priya Raman', 'Oliver Bennett'];
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The e2e server gates modules: an admin grants Persona Interviews through the API. */
async function grantPersonas(page: Page, email: string) {
  const admin = page.context().browser()!;
  const request = (await admin.newContext()).request;
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const csrf = (await login.json()).csrfToken as string;
  const access = await (await request.get('/api/admin/product-access')).json();
  const row = access.items.find((i: { userEmail: string }) => i.userEmail === email);
  const put = await request.put('/api/admin/product-access', {
    headers: { 'x-csrf-token': csrf },
    data: { updates: [{ userId: row.userId, productName: 'personas', hasAccess: true }] },
  });
  expect(put.status()).toBe(200);
}

test('a client interviews three personas about a KIID, reads a transcript and compares them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(page, 'Persona Journey Ltd');
  await grantPersonas(page, client.email);

  // The personas dashboard: counts, empty recent list, and the upload form.
  await page.goto('/client/personas-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Personas Dashboard' })).toBeVisible();
  const counts = page.getByRole('region', { name: 'Persona interview counts' });
  await expect(counts.getByText('Total Interviews')).toBeVisible();
  await expect(page.getByText('No interviews found. Start by creating a new interview.')).toBeVisible();
  await page.getByRole('radio', { name: /Investor Comms/ }).check();
  await page.getByLabel('Choose File').setInputFiles(KIID);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`${KIID_NAME} uploaded and its text extracted.`)).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);

  // Setup 1: personas, with the filters and the max-5 rule.
  await page.goto('/client/personas/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Persona Interview System' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Interview progress' })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  await expect(page.getByRole('button', { name: '2. Interviews' })).toBeDisabled();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Knowledge Level').selectOption('Expert');
  const personaCards = page.getByRole('list', { name: 'Personas' }).getByRole('button');
  await expect(personaCards.filter({ hasText: 'Oliver Bennett' })).toBeVisible();
  await expect(personaCards.filter({ hasText: 'Doreen Whitaker' })).toHaveCount(0);
  await page.getByLabel('Vulnerability Status').selectOption('vulnerable');
  await page.getByLabel('Knowledge Level').selectOption('all');
  await expect(personaCards.filter({ hasText: 'Oliver Bennett' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear All Filters' }).first().click();
  await expectAccessible(page);

  const all = await personaCards.all();
  expect(all.length).toBeGreaterThanOrEqual(6);
  for (const card of all.slice(0, 5)) await card.click();
  await expect(page.getByText('5 of 5 max selected')).toBeVisible();
  await all[5]!.click();
  await expect(page.getByRole('alert')).toContainText('Maximum 5 personas can be selected at once');
  for (const card of all.slice(0, 5)) await card.click();
  for (const name of PERSONAS) await personaCards.filter({ hasText: name }).click();
  await expect(page.getByText('3 of 5 max selected')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Setup 2: the document.
  await expect(page.getByRole('heading', { level: 2, name: 'Select Document' })).toBeFocused();
  await page
    .getByRole('list', { name: 'Documents' })
    .getByRole('button', { name: new RegExp(KIID_NAME) })
    .click();
  await expect(page.getByText(`Document selected: ${KIID_NAME}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Setup 3: questions by category; Random Selection takes one per category (six categories).
  await expect(page.getByRole('heading', { level: 2, name: 'Select Questions' })).toBeVisible();
  await expect(page.getByText('We recommend 5-10 questions.')).toBeVisible();
  await page.getByRole('button', { name: 'Random Selection' }).click();
  await expect(page.getByText('6 questions selected')).toBeVisible();
  await expect(page.getByRole('button', { name: /Cost Clarity/ })).toContainText('1 of');
  await expectAccessible(page);
  await shot(page, 'wizard-questions');
  await page.getByRole('button', { name: 'Start Interviews' }).click();

  // Interviews: counts and per-persona rows until all three have completed (polled every 3 s).
  await expect(page.getByRole('heading', { level: 2, name: /Interviews|Results/ })).toBeVisible();
  await expect(page.getByTestId('count-completed')).toHaveText('3', { timeout: 60_000 });
  await expect(page.getByTestId('count-failed')).toHaveText('0');
  await expect(page.getByText('All interviews have finished.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Interview progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // The wizard is about to open Report Effectiveness; stay to read the outcome (the end of this journey
  // lets it go).
  await expect(page.getByText('Opening Report Effectiveness in a few seconds.')).toBeVisible();
  await page.getByRole('button', { name: 'Stay here' }).click();
  await expect(page.getByText('Opening Report Effectiveness in a few seconds.')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'wizard-results');
  await page.getByRole('button', { name: 'View Report Effectiveness' }).click();
  await expect(page.getByText('Focused on the 3 interviews you just ran.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Personas to compare' }).getByRole('checkbox')).toHaveCount(3);
  await page.goBack();

  // A transcript. The first read is made to answer "processing", to show the processing screen, which
  // polls every 5 s until the interview has completed.
  let reads = 0;
  await page.route(/\/api\/interviews\/[0-9a-f-]{36}$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (reads++ === 0)
      Object.assign(body, { status: 'processing', transcript: [], completedAt: null, meanScore: null });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/client/personas');
  await page.getByRole('link', { name: /^Doreen Whitaker/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Interview in progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Doreen Whitaker is reading' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'transcript-processing');

  // Completed: per-question scores, feedback, the persona profile and the JSON export.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interview Results: Doreen Whitaker' }),
  ).toBeVisible({ timeout: 15_000 });
  await page.unroute(/\/api\/interviews\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Document: ${KIID_NAME}`)).toBeVisible();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem').filter({ hasText: 'QA score' })).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Persona Profile' })).toContainText('Financial snapshot');
  // The simulator's feedback runs past the 80-character cut, so the first one has a working see more.
  const seeMore = transcript.getByRole('button', { name: 'see more' }).first();
  await expect(seeMore).toBeVisible();
  await seeMore.click();
  await expect(transcript.getByRole('button', { name: 'show less' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessible(page);
  await shot(page, 'transcript');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Results' }).click();
  const exported = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8'));
  expect(exported.persona.name).toBe('Doreen Whitaker');
  expect(exported.transcript).toHaveLength(6);

  // Report Effectiveness, focused on this interview, then all three personas and the three tabs.
  await page.getByRole('button', { name: 'Compare Personas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Effectiveness' })).toBeVisible();
  await expect(page.getByText('Focused on one interview.')).toBeVisible();
  const picker = page.getByRole('group', { name: 'Personas to compare' });
  await expect(picker.getByRole('checkbox')).toHaveCount(3);
  await expect(picker.getByRole('checkbox', { name: /Doreen Whitaker/ })).toBeChecked();
  await expect(picker.getByRole('checkbox', { name: /Oliver Bennett/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Show all personas' }).click();
  for (const name of PERSONAS) await expect(picker.getByRole('checkbox', { name })).toBeChecked();

  const comparison = page.getByRole('table', { name: 'Scores by category and persona' });
  await expect(comparison.getByRole('columnheader')).toHaveCount(5);
  await expect(page.getByText('Excellent').first()).toBeVisible();
  await expect(page.getByText('3.5-4.4')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'report-comparison');

  await page.getByRole('tab', { name: 'Heatmap' }).click();
  await expect(page.getByRole('tab', { name: 'Heatmap' })).toHaveAttribute('aria-selected', 'true');
  const heatmap = page.getByRole('table', { name: 'Heatmap of scores by persona and category' });
  await expect(heatmap.getByRole('rowheader')).toHaveCount(4);
  await expect(page.getByText('3.5-4.4')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'report-heatmap');

  // Arrow keys move between tabs too.
  await page.getByRole('tab', { name: 'Heatmap' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Demographics' })).toHaveAttribute('aria-selected', 'true');
  const demographics = page.getByRole('table', { name: 'Average scores by knowledge level' });
  await expect(demographics.getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'report-demographics');

  // No persona chosen: the spec's empty state.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('No Data to Display')).toBeVisible();

  // Without a document chosen: the client's only interviewed document is shown at once (issue #17).
  await page.goto('/client/report-effectiveness');
  const documentPicker = page.getByLabel('Document', { exact: true });
  await expect(documentPicker.locator('option:checked')).toHaveText(KIID_NAME);
  await expect(page.getByRole('table', { name: 'Scores by category and persona' })).toBeVisible();
  await expectAccessible(page);

  // The interview list now shows the three interviews.
  await page.goto('/client/personas');
  await expect(page.getByRole('heading', { level: 1, name: 'Persona Interview System' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent interviews' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await shot(page, 'interview-list');

  await page.goto('/client/personas-dashboard');
  await expect(counts.getByText('Completed Interviews')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent interviews' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await shot(page, 'dashboard');

  // The browsers: personas by knowledge level, questions by category; a persona opens the wizard chosen.
  await page.goto('/client/personas/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Personas' })).toBeVisible();
  await page.getByLabel('Knowledge Level').selectOption('Beginner');
  await expect(page.getByRole('article', { name: 'Oliver Bennett' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Doreen Whitaker' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'persona-browser');
  await page.getByRole('button', { name: 'Interview Doreen Whitaker' }).click();
  await expect(page.getByText('1 of 5 max selected')).toBeVisible();

  await page.goto('/client/personas/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Questions' })).toBeVisible();
  await page.getByLabel('Category').selectOption('cost');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Cost Clarity']);
  await expectAccessible(page);

  // A second run with no question picked: one question per category is asked, and once the interview
  // has finished the wizard opens Report Effectiveness by itself, focused on it.
  await page.goto('/client/personas/new');
  await page
    .getByRole('list', { name: 'Personas' })
    .getByRole('button', { name: /Jamal Hussain/ })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('list', { name: 'Documents' })
    .getByRole('button', { name: new RegExp(KIID_NAME) })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('0 questions selected')).toBeVisible();
  await page.getByRole('button', { name: 'Start Interviews' }).click();
  await expect(page).toHaveURL(/\/client\/report-effectiveness\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText('Focused on the interview you just ran.')).toBeVisible();
  const focused = page.getByRole('group', { name: 'Personas to compare' });
  await expect(focused.getByRole('checkbox')).toHaveCount(4);
  await expect(focused.getByRole('checkbox', { name: /Jamal Hussain/ })).toBeChecked();
  await expect(focused.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(
    page.getByRole('table', { name: 'Scores by category and persona' }).getByRole('row'),
  ).toHaveCount(8);
});

test('an administrator adds an interview question and a persona, and edits the persona', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);

  await page.goto('/admin/personas/questions');
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByRole('button', { name: 'Add Question' }).last().click();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(page.getByLabel('Category', { exact: true }).first()).toBeFocused();
  const form = page.getByRole('form', { name: 'Add Question' });
  await form.getByLabel('Category').selectOption('cost');
  await form.getByLabel('Question').fill('Would you know how much you paid in pounds last year?');
  await form.getByLabel('Regulatory mapping').fill('COBS 6.1ZA — costs and charges disclosure');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Would you know how much you paid in pounds last year?', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/personas/manage');
  await page.getByRole('button', { name: 'Add Persona' }).click();
  const personaForm = page.getByRole('form', { name: 'Add Persona' });
  await personaForm.getByLabel(/^Name/).fill('Ruth Ellis');
  await personaForm.getByLabel(/^Age/).fill('58');
  await personaForm.getByLabel('Investment time').fill('Until she retires in seven years');
  await personaForm.getByLabel('Financial snapshot').fill('Part-time librarian with a workplace pension.');
  await personaForm.getByLabel('Investment style').fill('Cautious');
  await personaForm.getByLabel('Financial knowledge').fill('Intermediate: reads the money pages');
  await personaForm.getByLabel('Personality traits').fill('methodical\nsceptical');
  await personaForm.getByLabel('Motivations').fill('Retiring on time');
  await personaForm.getByLabel('Concerns').fill('Hidden charges');
  await expectAccessible(page);
  await personaForm.getByRole('button', { name: 'Add Persona' }).click();
  await expect(page.getByText('Ruth Ellis saved.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Ruth Ellis' });
  await expect(card).toContainText('Intermediate');

  await card.getByRole('button', { name: 'Edit Ruth Ellis' }).click();
  const editForm = page.getByRole('form', { name: 'Edit Ruth Ellis' });
  await editForm.getByLabel('Financial knowledge').fill('Expert: former actuary');
  await editForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Ruth Ellis saved.')).toBeVisible();
  await expect(card).toContainText('Expert');

  // The admin area reuses the persona screens: the interview list (every client's) and the report.
  await page.goto('/admin/personas');
  await expect(page.getByRole('heading', { level: 1, name: 'Persona Interview System' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Investor Personas' })).toHaveAttribute(
    'href',
    '/admin/personas/manage',
  );
  await expectAccessible(page);
  await shot(page, 'admin-interviews');
  await page.getByRole('link', { name: 'Report Effectiveness' }).click();
  await expect(page).toHaveURL(/\/admin\/report-effectiveness$/);
  // The report opens on the only interviewed document (issue #17); with several (other journeys share this
  // server) it waits for a choice. Either way the rule is asserted for the documents the picker offers.
  const picker = page.getByLabel('Document', { exact: true });
  await expect(picker).toBeVisible();
  const offered = picker.locator('option:not([value=""])');
  // the first journey of this file interviewed a KIID, so the picker offers at least that once loaded
  await expect(offered.first()).toBeAttached();
  const documents = await offered.count();
  if (documents === 1)
    await expect(page.getByRole('table', { name: 'Scores by category and persona' })).toBeVisible();
  else await expect(page.getByText('No Data to Display')).toBeVisible();
  await expectAccessible(page);
});
