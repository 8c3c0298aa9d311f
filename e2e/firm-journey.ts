import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { acceptLink, createClientAsAdmin, grantModule, inviteColleague, uniqueEmail } from './support.ts';

// What the four-eyes journeys share: a firm with named people in the roles of ADR 015, each in their own
// browser session, and the review panel and finding cards they act on. One set-up, so a change to how a firm
// is created or a person joins is made once.

export type Role = 'member' | 'reviewer' | 'approver' | 'other';
export type Person = { name: string; email: string; password: string };
type FirmPeople = { admin: { email: string; password: string } } & Record<Role, Person>;

const ROLE_LABEL = {
  member: 'Member',
  reviewer: 'Reviewer',
  approver: 'Approver',
  other: 'Approver',
} as const;

/** The people of a journey's firm; `prefix` keeps each journey's addresses apart in the shared outbox. */
export function firmPeople(prefix: string): FirmPeople {
  return {
    admin: { email: uniqueEmail(`${prefix}-admin`), password: 'granite-meadow-falcon-4' },
    member: {
      name: 'Mia Member',
      email: uniqueEmail(`${prefix}-member`),
      password: 'silver-kettle-orchid-8',
    },
    reviewer: {
      name: 'Rory Reviewer',
      email: uniqueEmail(`${prefix}-reviewer`),
      password: 'amber-tunnel-pigeon-2',
    },
    approver: {
      name: 'Ava Approver',
      email: uniqueEmail(`${prefix}-approver`),
      password: 'cobalt-willow-lantern-6',
    },
    other: {
      name: 'Otto Approver',
      email: uniqueEmail(`${prefix}-other`),
      password: 'copper-harbour-meadow-5',
    },
  };
}

/** A fresh browser session: each person signs in on their own. */
export async function personPage(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<Page> {
  return (await browser.newContext(viewport ? { viewport } : {})).newPage();
}

/**
 * The platform admin creates the firm with Client Comms on; its firm admin accepts and invites the `invited`
 * roles; those in `signedIn` accept their mailed link and sign in, each in a session of their own.
 */
export async function setUpFirm(
  browser: Browser,
  options: {
    firmName: string;
    prefix: string;
    invited: Role[];
    signedIn: Role[];
    viewport?: { width: number; height: number };
  },
) {
  const people = firmPeople(options.prefix);
  await createClientAsAdmin(browser, options.firmName, people.admin.email);
  await grantModule(browser, people.admin.email, 'compliance');
  const admin = await personPage(browser, options.viewport);
  await acceptLink(admin, people.admin.email, people.admin.password);
  await admin.goto('/client/team');
  for (const role of options.invited)
    await inviteColleague(admin, { ...people[role], role: ROLE_LABEL[role] });
  const pages: Partial<Record<Role, Page>> = {};
  await Promise.all(
    options.signedIn.map(async (role) => {
      const page = await personPage(browser, options.viewport);
      await acceptLink(page, people[role].email, people[role].password);
      pages[role] = page;
    }),
  );
  /** The signed-in session of `role`; a journey asks only for those it signed in. */
  const as = (role: Role): Page => {
    const page = pages[role];
    if (!page) throw new Error(`${role} was not signed in by setUpFirm`);
    return page;
  };
  return { people, admin, as };
}

/** Saves a picture of `target` when E2E_SCREENSHOTS names a folder. */
export async function shot(target: Page | Locator, name: string, fullPage = false) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

export const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Review and approval' });
/** The panel's first line: the status badge and the version it is for. */
export const reviewStatus = (page: Page) => reviewPanel(page).locator('p').first();
export const findingCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** Dismisses the finding titled `title` on the open check report, with `reason`. */
export async function dismissFinding(page: Page, title: string, reason: string) {
  const card = findingCard(page, title);
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await card.getByLabel('Why dismiss it').selectOption({ label: 'Accepted with reason' });
  await card.getByLabel('Reason for dismissing').fill(reason);
  await card.getByRole('button', { name: 'Confirm dismissal' }).click();
  await expect(card.getByText(`Dismissed: ${reason}`).first()).toBeVisible();
}

/** Posts `text` on a finding card: it joins the thread under `author`, and the box is emptied for the next one. */
/** Expects `person` credited by name, with their e-mail on hover (title) and read out after it (issue 30). */
export async function expectPersonCredited(scope: Locator, person: Pick<Person, 'name' | 'email'>) {
  const credit = scope.getByTitle(person.email, { exact: true });
  await expect(credit.first()).toBeVisible();
  await expect(credit.first()).toHaveText(`${person.name} (${person.email})`);
  // the e-mail is in the accessible text, not in what is seen: the name is
  await expect(credit.first().locator('.sr-only')).toHaveText(` (${person.email})`);
}

export async function postComment(card: Locator, text: string, author: Pick<Person, 'name' | 'email'>) {
  await card.getByLabel('Add a comment').fill(text);
  await card.getByRole('button', { name: 'Post comment' }).click();
  const comment = card.getByRole('listitem').filter({ hasText: text });
  await expect(comment).toContainText(author.name);
  await expectPersonCredited(comment, author);
  await expect(card.getByLabel('Add a comment')).toHaveValue('');
}

/**
 * Uploads `file` from the Client Comms page and runs its check until `rating` shows; returns the check's URL and
 * the document's page, read from the first evidence link.
 */
export async function uploadAndCheck(
  page: Page,
  file: string,
  rating: string | RegExp = /^Overall rating: /,
) {
  const fileName = path.basename(file);
  await page.goto('/client/compliance/new');
  await page.getByLabel('Choose File').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`Selected document: ${fileName}`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Run check' }).click();
  await expect(page.getByRole('heading', { name: rating })).toBeVisible({ timeout: 30_000 });
  const checkUrl = page.url();
  const evidence = page.getByRole('link', { name: /^Page \d+: / }).first();
  const id = /\/client\/document\/([0-9a-f-]{36})\?/.exec((await evidence.getAttribute('href'))!)![1]!;
  return { checkUrl, documentId: id, documentUrl: `/client/document/${id}` };
}
