import { expect, type Locator, type Page } from '@playwright/test';
import { MODULE_ACTIONS, type ModuleAction } from '#common/api/analytics.ts';

// Readers of what a screen prints, for journeys that compare one screen's figures with another's.

/** A score badge's whole text, as a screen reader hears it: "2.8 (Average)". */
export async function badgeText(badge: Locator): Promise<string> {
  return ((await badge.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The first number in a text (or the one `pattern`'s group captures). */
export function numberIn(text: string | null, pattern = /(\d+(?:\.\d+)?)/): number {
  const match = pattern.exec(text ?? '');
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[1]);
}

/** A table as text: its row headers mapped to their cells' texts, and its column headers. */
export async function readTable(table: Locator): Promise<{ columns: string[]; rows: Map<string, string[]> }> {
  const columns = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const rows = new Map<string, string[]>();
  for (const row of await table.getByRole('row').all()) {
    const header = row.getByRole('rowheader');
    if ((await header.count()) === 0) continue;
    const cells = await row.getByRole('cell').all();
    rows.set(
      ((await header.textContent()) ?? '').trim(),
      await Promise.all(cells.map((cell) => badgeText(cell))),
    );
  }
  return { columns, rows };
}

/** The admin's analytics screen: each module action's count now (0 when it has no row yet). */
export async function moduleActionCounts(page: Page): Promise<Record<ModuleAction, number>> {
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals for the last 30 days' })).toBeVisible();
  const events = page.getByRole('table', { name: 'Counts of other events by type and name' });
  const counts = {} as Record<ModuleAction, number>;
  const hasTable = (await events.count()) > 0;
  for (const [action, { label }] of Object.entries(MODULE_ACTIONS) as [ModuleAction, { label: string }][]) {
    const row = events.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    counts[action] =
      hasTable && (await row.count()) > 0
        ? Number(((await row.getByRole('cell').last().textContent()) ?? '').replace(/,/g, ''))
        : 0;
  }
  return counts;
}

export const PLATFORM_COUNTS = ['Analyses', 'Persona interviews', 'Compliance checks'] as const;
export type PlatformCount = (typeof PLATFORM_COUNTS)[number];

/** The admin dashboard's counts of rows in the database. */
export async function platformCounts(page: Page): Promise<Record<PlatformCount, number>> {
  await page.goto('/admin/admin-dashboard');
  const activity = page.getByRole('region', { name: 'Platform activity' });
  await expect(activity).toBeVisible();
  const counts = {} as Record<PlatformCount, number>;
  for (const label of PLATFORM_COUNTS)
    counts[label] = numberIn(
      await activity
        .getByRole('term')
        .filter({ hasText: label })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    );
  return counts;
}

/**
 * The analysis page's figures under the labels the Enhancements impact panel gives them: the reading age,
 * the findings, the long sentences, the unexplained acronyms and the uses of jargon terms (the sum of the
 * jargon table's Uses column).
 */
export async function readAnalysisFigures(page: Page): Promise<Map<string, number>> {
  const metric = (label: string) =>
    page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  // The Uses column of the body rows (the header row has th cells only); read with locators, since the DOM
  // types are not part of this project (React's global stubs leave HTMLElement empty here).
  const jargonUses = (
    await page
      .getByRole('table', { name: 'Financial terms and plain-English alternatives' })
      .getByRole('row')
      .locator('td:nth-of-type(3)')
      .allTextContents()
  ).reduce((n, uses) => n + Number(uses), 0);
  expect(jargonUses).toBeGreaterThan(0);
  return new Map([
    ['UK reading age', numberIn(await metric('UK reading age').textContent())],
    [
      'Analysis findings',
      numberIn(await page.getByRole('heading', { name: /^Findings \(\d+\)$/ }).textContent()),
    ],
    [
      'Sentences over 25 words',
      numberIn(
        await page.getByText(/\d+ sentences? (is|are) over 25 words/).textContent(),
        /(\d+) sentences? (?:is|are) over/,
      ),
    ],
    [
      'Acronyms not explained',
      numberIn(
        await page.getByRole('heading', { name: /^Acronyms used before they are explained/ }).textContent(),
      ),
    ],
    ['Uses of jargon terms', jargonUses],
  ]);
}

/** The Enhancements impact panel's "before" figures by label, and its persona scores by category. */
export async function readImpactPanel(
  impact: Locator,
): Promise<{ figures: Map<string, number>; personaScores: Map<string, string> }> {
  const figures = new Map<string, number>();
  for (const term of await impact.locator('dl').first().locator('dt').all())
    figures.set(
      ((await term.textContent()) ?? '').trim(),
      numberIn(await term.locator('xpath=following-sibling::dd[1]').textContent()),
    );
  const personaScores = new Map<string, string>();
  for (const term of await impact.locator('dl').last().locator('dt').all())
    personaScores.set(
      ((await term.textContent()) ?? '').trim(),
      await badgeText(term.locator('xpath=following-sibling::dd[1]/span[1]')),
    );
  return { figures, personaScores };
}

/** The reading age panel (web/src/components/measures): the figure, the target and the reason it gives. */
export async function readReadingAgePanel(
  scope: Page | Locator,
): Promise<{ readingAge: number; target: number; type: string; reason: string }> {
  const panel = scope.getByRole('region', { name: 'Reading age and target' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const valueOf = (label: string | RegExp) =>
    panel.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  const targetTerm = (
    (await panel
      .getByRole('term')
      .filter({ hasText: /^Target/ })
      .textContent()) ?? ''
  ).trim();
  return {
    readingAge: numberIn(await valueOf('UK reading age').textContent()),
    target: numberIn(await valueOf(/^Target/).textContent()),
    type: /^Target \((.+)\)$/.exec(targetTerm)?.[1] ?? '',
    reason: ((await panel.locator('p').textContent()) ?? '').replace(/^Why this target:\s*/, '').trim(),
  };
}
