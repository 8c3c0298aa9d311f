import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MODULE_ACTIONS, type ModuleAction } from '#common/api/analytics.ts';
import { AUDIT_ACTION_LABELS } from '#common/audit-actions.ts';
import { meanScore, scoreLabel } from '#common/persona-scores.ts';
import {
  badgeText,
  moduleActionCounts,
  numberIn,
  platformCounts,
  readAnalysisFigures,
  readImpactPanel,
  readTable,
  type PlatformCount,
} from './read-screens.ts';
import { CORPUS_KIID, E2E_ADMIN, expectAccessible, grantModule, registerClient, signIn } from './support.ts';

// Issue #17's "Done when": one real KIID through interviews, Report Effectiveness, Enhancements and the
// admin area, checking that every screen prints the same persona score and label, that suggestions wait
// for a person, that the audit trail is in words, and that analytics counts what was created.

const KIID = CORPUS_KIID;
const KIID_NAME = path.basename(KIID);
const PERSONAS = ['Doreen Whitaker', 'Priya Raman', 'Oliver Bennett'];
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** How a score must read on every screen: one decimal, then its band from the one scale. */
const shownAs = (score: number) => `${score.toFixed(1)} (${scoreLabel(score)})`;

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);
  return page;
}

test('one KIID through interviews, Report Effectiveness, Enhancements and the admin area: the records agree', async ({
  page,
  browser,
}) => {
  expect(fs.existsSync(KIID), `the corpus KIID at ${KIID}`).toBe(true);
  test.setTimeout(240_000);
  if (SCREENSHOTS) fs.mkdirSync(SCREENSHOTS, { recursive: true });

  // What analytics counted before this journey: the server is shared with other journeys.
  const admin = await adminPage(browser);
  const before = await moduleActionCounts(admin);
  const rowsBefore = await platformCounts(admin);

  const client = await registerClient(page, 'Records Agree Ltd');
  for (const module of ['personas', 'aov_analysis', 'compliance', 'document_improvements'] as const)
    await grantModule(browser, client.email, module);

  // Upload the KIID as an investor communication, and interview three personas about it.
  await page.goto('/client/personas-dashboard');
  await page.getByRole('radio', { name: /Investor Comms/ }).check();
  await page.getByLabel('Choose File').setInputFiles(KIID);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`${KIID_NAME} uploaded and its text extracted.`)).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/client/personas/new');
  const personaCards = page.getByRole('list', { name: 'Personas' }).getByRole('button');
  for (const name of PERSONAS) await personaCards.filter({ hasText: name }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('list', { name: 'Documents' })
    .getByRole('button', { name: new RegExp(KIID_NAME) })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Random Selection' }).click();
  await expect(page.getByText('6 questions selected')).toBeVisible();
  await page.getByRole('button', { name: 'Start Interviews' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('3', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Stay here' }).click();
  await expectAccessible(page);
  await shot(page, '01-wizard-results');

  // The interview list: each persona's score.
  await page.goto('/client/personas');
  const list = page.getByRole('table', { name: 'Recent interviews' });
  await expect(list.getByRole('row')).toHaveCount(4);
  const listed = new Map<string, string>();
  for (const name of PERSONAS) {
    const row = list
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: new RegExp(`^${name}`) }) });
    listed.set(name, await badgeText(row.getByRole('cell').nth(2)));
  }
  await expectAccessible(page);
  await shot(page, '02-interview-list');

  // Each transcript: its average is the mean of its answers' scores, and the list printed the same.
  const answers = new Map<string, Map<string, string>>();
  for (const name of PERSONAS) {
    await page.goto('/client/personas');
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Interview Results: ${name}` })).toBeVisible({
      timeout: 15_000,
    });
    const transcript = page.getByRole('region', { name: 'Transcript' });
    const items = transcript.getByRole('listitem').filter({ hasText: 'QA score' });
    await expect(items).toHaveCount(6);
    const qaScores: number[] = [];
    const byCategory = new Map<string, string>();
    for (const item of await items.all()) {
      const score = Number(/QA score\s*(\d(?:\.\d)?)/.exec((await item.textContent()) ?? '')![1]);
      qaScores.push(score);
      byCategory.set(((await item.locator('span').first().textContent()) ?? '').trim(), shownAs(score));
    }
    answers.set(name, byCategory);
    const average = await badgeText(
      transcript
        .getByText(/^Average score/)
        .locator('span')
        .first(),
    );
    expect(average).toBe(shownAs(meanScore(qaScores)!));
    expect(listed.get(name)).toBe(average);
    await expectAccessible(page);
    await shot(page, `03-transcript-${name.split(' ')[0]!.toLowerCase()}`);
  }

  // Report Effectiveness: the only interviewed document is chosen; every persona's Overall, on both tabs,
  // is the list's number and label; the category cells agree between Comparison and Heatmap.
  await page.goto('/client/report-effectiveness');
  await expect(page.getByLabel('Document', { exact: true }).locator('option:checked')).toHaveText(KIID_NAME);
  const picker = page.getByRole('group', { name: 'Personas to compare' });
  for (const name of PERSONAS) await expect(picker.getByRole('checkbox', { name })).toBeChecked();
  const comparison = await readTable(page.getByRole('table', { name: 'Scores by category and persona' }));
  const personaColumns = comparison.columns.slice(1, -1);
  expect(personaColumns.toSorted()).toEqual(PERSONAS.toSorted());
  const overall = comparison.rows.get('Overall')!;
  personaColumns.forEach((name, i) => expect(overall[i], name).toBe(listed.get(name)));
  const categories = [...comparison.rows.keys()].filter((k) => k !== 'Overall');
  expect(categories).toHaveLength(6);
  // One question per category: a persona's category score is that answer's score in the transcript.
  for (const category of categories)
    personaColumns.forEach((name, i) =>
      expect(comparison.rows.get(category)![i], `${name}, ${category}`).toBe(
        answers.get(name)!.get(category),
      ),
    );
  await expectAccessible(page);
  await shot(page, '04-report-comparison');

  await page.getByRole('tab', { name: 'Heatmap' }).click();
  const heatmap = await readTable(
    page.getByRole('table', { name: 'Heatmap of scores by persona and category' }),
  );
  expect(heatmap.columns.slice(1, -1)).toEqual(categories);
  for (const name of personaColumns) {
    const row = [...heatmap.rows].find(([header]) => header.startsWith(name))![1];
    const column = personaColumns.indexOf(name);
    categories.forEach((category, i) =>
      expect(row[i], `${name}, ${category}`).toBe(comparison.rows.get(category)![column]),
    );
    expect(row.at(-1), `${name}, average`).toBe(listed.get(name));
  }
  const heatAverages = heatmap.rows.get('Average')!;
  categories.forEach((category, i) =>
    expect(heatAverages[i], `${category} average`).toBe(comparison.rows.get(category)!.at(-1)),
  );
  expect(heatAverages.at(-1)).toBe(overall.at(-1));
  await expectAccessible(page);
  await shot(page, '05-report-heatmap');

  // Demographics: a knowledge level with one persona has that persona's figures.
  await page.getByRole('tab', { name: 'Demographics' }).click();
  const demographics = await readTable(
    page.getByRole('table', { name: 'Average scores by knowledge level' }),
  );
  expect(demographics.columns.slice(1, -1)).toEqual(categories);
  const singleLevels = [...demographics.rows].filter(([level]) => level.endsWith('1 persona'));
  expect(singleLevels).toHaveLength(3);
  for (const [level, figures] of singleLevels) {
    const name = level.replace(/1 persona$/, '');
    const [, personaRow] = [...heatmap.rows].find(([header]) => header.includes(name))!;
    expect(figures, `${name} investors`).toEqual(personaRow);
  }
  await expectAccessible(page);
  await shot(page, '06-report-demographics');

  // The category averages Report Effectiveness shows are the "before" of the Enhancements impact panel.
  const categoryAverages = new Map(categories.map((c) => [c, comparison.rows.get(c)!.at(-1)!]));

  // The AoV analysis and the Compliance check of the same document.
  await page.goto('/client/dashboard');
  await page.getByRole('link', { name: `Create analysis for ${KIID_NAME}` }).click();
  await expect(page).toHaveURL(/\/client\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByText('UK reading age')).toBeVisible();
  // The figures the Enhancements impact panel must start from, as this page prints them.
  const analysisFigures = await readAnalysisFigures(page);
  await expectAccessible(page);
  await shot(page, '07-analysis');

  await page.goto('/client/compliance/new');
  await page.getByRole('button', { name: KIID_NAME, exact: true }).click();
  await expect(page.getByText(`Selected document: ${KIID_NAME}`)).toBeVisible();
  await page.getByRole('button', { name: 'Run check' }).click();
  await expect(page.getByRole('heading', { name: /^Overall rating: / })).toBeVisible({ timeout: 30_000 });
  analysisFigures.set(
    'Compliance findings',
    numberIn(await page.getByRole('heading', { name: /^Open findings \(\d+\)$/ }).textContent()),
  );
  await expectAccessible(page);
  await shot(page, '08-compliance');

  // Enhancements: every suggestion waits for a person, and the persona scores are Report Effectiveness's.
  await page.goto('/client/document-improvement');
  await page.getByRole('link', { name: `Create improvements for ${KIID_NAME}` }).click();
  await page.getByRole('button', { name: 'Generate suggestions' }).click();
  const suggestions = page.getByRole('region', { name: /^Suggestions/ });
  await expect(suggestions.getByTestId('suggestion').first()).toBeVisible({ timeout: 30_000 });
  const suggestionCount = await suggestions.getByTestId('suggestion').count();
  await expect(suggestions.getByText('Proposed', { exact: true })).toHaveCount(suggestionCount);
  await expect(suggestions.getByText(/^Accepted/)).toHaveCount(0);
  const impact = page.getByRole('region', { name: 'Predicted impact of the accepted changes' });
  await expect(
    impact.getByText('No suggestion is accepted yet, so the document is unchanged.'),
  ).toBeVisible();
  // Its "before" figures are the analysis and Compliance pages' own.
  const panel = await readImpactPanel(impact);
  expect(panel.figures).toEqual(analysisFigures);
  expect(panel.personaScores).toEqual(categoryAverages);
  await expectAccessible(page);
  await shot(page, '09-enhancements');

  // One decision, so the audit trail and analytics have one to show.
  await suggestions
    .getByTestId('suggestion')
    .first()
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(suggestions.getByText(/^Accepted/)).toHaveCount(1);
  await expect(suggestions.getByText('Proposed', { exact: true })).toHaveCount(suggestionCount - 1);
  await shot(page, '10-enhancements-accepted');

  // The administrator's Report Effectiveness of the document prints the client's table, figure for figure.
  const documentId = /document-improvement\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await admin.goto(`/admin/report-effectiveness/${documentId}`);
  for (const name of PERSONAS)
    await expect(
      admin.getByRole('group', { name: 'Personas to compare' }).getByRole('checkbox', { name }),
    ).toBeChecked();
  expect(await readTable(admin.getByRole('table', { name: 'Scores by category and persona' }))).toEqual(
    comparison,
  );
  await expectAccessible(admin);

  // The admin audit trail for this client, in words: no event code, no JSON.
  await admin.goto('/admin/audit');
  const clientOption = admin.getByLabel('User').locator('option', { hasText: client.email });
  await admin.getByLabel('User').selectOption({ label: ((await clientOption.textContent()) ?? '').trim() });
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  const entries = admin.getByRole('table', { name: /^Audit entries/ });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  const auditText = (await entries.textContent()) ?? '';
  // No event code at all: neither one with an underscore nor a plain one such as `document.uploaded`.
  expect(auditText).not.toMatch(/\b[a-z]+\.[a-z]+_[a-z_]+\b/);
  for (const code of Object.keys(AUDIT_ACTION_LABELS)) expect(auditText).not.toContain(code);
  expect(auditText).not.toContain('{"');
  expect(auditText).toContain(KIID_NAME);
  // Every entry names its person and the check names its rule packs, not their ids.
  expect(auditText).not.toContain('Unknown user');
  await expect(entries.getByRole('row').filter({ hasText: 'Compliance check run' })).toContainText(
    'rule packs: COBS 4;',
  );
  await expectAccessible(admin);
  await shot(admin, '11-audit');

  // Analytics counts what this journey created, as many as the rows the admin dashboard counts.
  const rowsAfter = await platformCounts(admin);
  await expectAccessible(admin);
  await shot(admin, '12-admin-dashboard');
  const after = await moduleActionCounts(admin);
  const rowsCreated = (label: PlatformCount) => rowsAfter[label] - rowsBefore[label];
  expect(rowsCreated('Persona interviews')).toBe(3);
  expect(after.interview_completed - before.interview_completed).toBe(rowsCreated('Persona interviews'));
  expect(rowsCreated('Analyses')).toBe(1);
  expect(after.analysis_completed - before.analysis_completed).toBe(rowsCreated('Analyses'));
  expect(rowsCreated('Compliance checks')).toBe(1);
  expect(after.compliance_check_run - before.compliance_check_run).toBe(rowsCreated('Compliance checks'));
  const created: Partial<Record<ModuleAction, number>> = {
    interview_started: 3,
    interview_completed: 3,
    analysis_started: 1,
    analysis_completed: 1,
    compliance_check_run: 1,
    suggestions_requested: 1,
    suggestion_decided: 1,
  };
  for (const [action, count] of Object.entries(created) as [ModuleAction, number][])
    expect(after[action] - before[action], MODULE_ACTIONS[action].label).toBe(count);
  await expectAccessible(admin);
  await shot(admin, '13-analytics');
});
