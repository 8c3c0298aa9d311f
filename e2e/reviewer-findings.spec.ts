import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../server/test/make-pdf.ts';
import { expectPersonCredited, reviewPanel, reviewStatus, setUpFirm, shot } from './firm-journey.ts';
import { expectAccessible, journeyFilePath } from './support.ts';

// Issue 26's browser journey: the review workspace. A member checks a promotion and submits it; a reviewer, in
// the workspace, opens a finding from its box, dismisses it as "not a breach" and raises a high finding on a
// sentence the checker missed; approval is refused until that finding is resolved; the approver approves; the
// certificate and the register count the reviewer's finding, and Checker accuracy shows the dismissal and the
// miss against their rules. Set E2E_SCREENSHOTS=<folder> to keep a picture of the workspace.

const FILE_NAME = 'reviewer-findings-promotion.pdf';
// A service promise the checker reads as an absolute claim: a reviewer dismisses it as not a breach.
const GUARANTEE = 'Our fund managers are guaranteed to answer every call within one working day.';
const MISSED = 'Thousands of our investors have already doubled their money in a single year.';
const PROMOTION = makePdf([
  {
    heading: 'The Example Growth Fund',
    lines: [
      GUARANTEE,
      MISSED,
      'Capital at risk. The value of your investment can go down as well as up and you may get back less than you invest.',
      'Issued by Example Fund Managers Limited. The ongoing charge is 0.85% a year.',
    ],
  },
]);
const ABSOLUTE = /^No absolute claims/;
const ABSOLUTE_RULE = 'COBS4.2.1R-absolute-claims';
const TESTIMONIAL_RULE = 'COBS4.2.1R-unrepresentative-testimonials';
const NOT_A_BREACH = 'A promise about our service, not about the investment or its returns.';
const MISSED_COMMENT = 'Presents exceptional gains as typical: remove, or show them as unrepresentative.';

const findingsList = (page: Page) => page.getByRole('list', { name: 'Findings', exact: true });
const findingItem = (page: Page, title: RegExp | string) =>
  findingsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

// The little of the DOM selectSentence uses: the journeys are type-checked without the DOM's types.
type TextNode = { textContent: string | null };
type BrowserWindow = {
  document: {
    createTreeWalker(root: unknown, show: number): { nextNode(): TextNode | null };
    createRange(): { setStart(node: TextNode, at: number): void; setEnd(node: TextNode, at: number): void };
  };
  getSelection(): { removeAllRanges(): void; addRange(range: unknown): void } | null;
};

/** Selects `sentence` inside the workspace's text of the page, as a reviewer's mouse would. */
async function selectSentence(page: Page, sentence: string) {
  const found = await page.getByRole('region', { name: /^Text of page/ }).evaluate((region, wanted) => {
    const win = globalThis as unknown as BrowserWindow;
    const SHOW_TEXT = 4; // NodeFilter.SHOW_TEXT
    const walker = win.document.createTreeWalker(region, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = win.document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      win.getSelection()?.removeAllRanges();
      win.getSelection()?.addRange(range);
      return true;
    }
    return false;
  }, sentence);
  expect(found, `"${sentence}" is in the page's text`).toBe(true);
}

test('reviewer findings: a reviewer dismisses a finding from its box and raises one the checker missed; it blocks approval until resolved and is counted on the record', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { people, admin, as } = await setUpFirm(browser, {
    firmName: `Workspace Partners ${Date.now()}`,
    prefix: 'ws',
    invited: ['member', 'reviewer', 'approver'],
    signedIn: ['member', 'reviewer', 'approver'],
    viewport: { width: 1440, height: 1000 },
  });
  const [member, reviewer, approver] = [as('member'), as('reviewer'), as('approver')];

  // 1. The member checks the promotion, opens the workspace from the report, and submits it there.
  const file = journeyFilePath(FILE_NAME);
  fs.writeFileSync(file, PROMOTION);
  await member.goto('/client/compliance/new');
  await member.getByLabel('Choose File').setInputFiles(file);
  await member.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(member.getByText(`Selected document: ${FILE_NAME}`)).toBeVisible({ timeout: 30_000 });
  await member.getByRole('button', { name: 'Run check' }).click();
  await expect(member.getByRole('heading', { name: 'Overall rating: Red' })).toBeVisible({ timeout: 30_000 });
  await member.getByRole('link', { name: 'Open the review workspace' }).click();
  await expect(member).toHaveURL(/\/client\/document\/[0-9a-f-]{36}\/review$/);
  const workspaceUrl = new URL(member.url()).pathname;
  const documentId = /document\/([0-9a-f-]{36})\//.exec(workspaceUrl)![1]!;
  await expect(member.getByRole('heading', { level: 1, name: `Review: ${FILE_NAME}` })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Overall rating: Red' })).toBeVisible();
  await reviewPanel(member).getByLabel('Note for the approver').fill('Summer campaign, for the website.');
  await reviewPanel(member).getByRole('button', { name: 'Submit version 1 for approval' }).click();
  await expect(reviewStatus(member)).toHaveText(/^Submitted\s*for version 1$/);

  // 2. The reviewer opens the workspace: the page has the finding boxed as a button named after it.
  await reviewer.goto(workspaceUrl);
  const guaranteeBox = reviewer.getByRole('button', {
    name: /^Finding: No absolute claims.*high severity, open/,
  });
  await expect(guaranteeBox).toBeVisible({ timeout: 30_000 });
  await expectAccessible(reviewer);
  // Choosing the box opens its finding in the list, with the focus, and says so.
  await guaranteeBox.click();
  const guarantee = findingItem(reviewer, ABSOLUTE);
  await expect(guarantee).toBeFocused();
  await expect(guarantee).toHaveAttribute('aria-current', 'true');
  await expect(
    reviewer.getByRole('status').filter({ hasText: 'Selected finding: No absolute claims' }),
  ).toBeAttached();
  // ...and the other way: choosing the finding in the list highlights its box on its page, with the focus.
  await guarantee.getByRole('button', { name: /on page 1$/ }).click();
  await expect(guaranteeBox).toBeFocused();
  await expect(guaranteeBox).toHaveAttribute('aria-pressed', 'true');
  // The reviewer dismisses it as not a breach.
  await guarantee.getByRole('button', { name: 'Dismiss' }).click();
  await guarantee.getByLabel('Why dismiss it').selectOption({ label: 'Not a breach' });
  await guarantee.getByLabel('Reason for dismissing').fill(NOT_A_BREACH);
  await guarantee.getByRole('button', { name: 'Confirm dismissal' }).click();
  await expect(guarantee.getByText(`Dismissed: ${NOT_A_BREACH}`).first()).toBeVisible();
  await expect(
    reviewer.getByRole('button', { name: /^Finding: No absolute claims.*high severity, dismissed/ }),
  ).toBeVisible();
  // The filters narrow the list (and the boxes): the dismissed finding is not open.
  await reviewer.getByLabel('Status').selectOption({ label: 'Open' });
  await expect(findingItem(reviewer, ABSOLUTE)).toHaveCount(0);
  await reviewer.getByLabel('Status').selectOption({ label: 'Dismissed' });
  await expect(findingItem(reviewer, ABSOLUTE)).toHaveCount(1);
  await reviewer.getByLabel('Status').selectOption({ label: 'All statuses' });

  // It selects the sentence the checker missed in the page's text and raises a high finding on it.
  await reviewer.getByRole('button', { name: 'Raise a finding the checker missed' }).click();
  const raise = reviewer.getByRole('form', { name: 'Raise a finding' });
  await selectSentence(reviewer, MISSED);
  await raise.getByRole('button', { name: 'Use the text selected on the page' }).click();
  await expect(raise.getByLabel(/^Passage/)).toHaveValue(MISSED);
  await raise.getByLabel('Rule').selectOption({ value: TESTIMONIAL_RULE });
  await raise.getByLabel('Severity').selectOption({ value: 'high' });
  await raise.getByLabel('Comment').fill(MISSED_COMMENT);
  await raise.getByRole('button', { name: 'Raise finding' }).click();
  await expect(raise).toBeHidden();
  const raised = findingItem(reviewer, /^Testimonials of individual gains/);
  await expect(raised).toContainText(`Raised by a reviewer: ${people.reviewer.name}`);
  await expectPersonCredited(raised, people.reviewer);
  // Its passage is boxed on the page too.
  await expect(
    reviewer.getByRole('button', { name: /^Finding: Testimonials of individual gains.*high severity, open/ }),
  ).toBeVisible();
  await expect(reviewer.getByRole('heading', { name: 'Overall rating: Red' })).toBeVisible();
  await expectAccessible(reviewer);
  await shot(reviewer, 'review-workspace', true);

  // 3. Approval is refused while the reviewer's high finding is open: the panel asks for an override, and the
  // API refuses an approval without one.
  await approver.goto(workspaceUrl);
  const decision = reviewPanel(approver).getByRole('form', { name: 'Decide on this communication' });
  await expect(decision).toContainText('Testimonials of individual gains');
  await expect(decision).toContainText('Approving needs an override reason.');
  await expect(decision.getByRole('button', { name: 'Approve' })).toBeDisabled();
  const reviewId = (
    (await (await approver.request.get(`/api/documents/${documentId}/review`)).json()) as {
      current: { id: string };
    }
  ).current.id;
  const csrf = ((await (await approver.request.get('/api/auth/me')).json()) as { csrfToken: string })
    .csrfToken;
  const refused = await approver.request.post(`/api/reviews/${reviewId}/decision`, {
    headers: { 'x-csrf-token': csrf },
    data: { outcome: 'approved', attestation: true },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain(
    'Testimonials of individual gains',
  );

  // The member's copy is fixed offline; the reviewer marks the finding resolved.
  await raised.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(raised.getByText(/^Resolved/).first()).toBeVisible();

  // 4. The approver approves, with no override needed.
  await approver.reload();
  await expect(decision).not.toContainText('Approving needs an override reason.');
  await decision.getByLabel(/I have reviewed this communication and its findings/).check();
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewStatus(approver)).toHaveText(/^Approved\s*for version 1$/);
  await expectAccessible(approver);

  // 5. The certificate and the register count the reviewer's finding apart.
  const certificatePromise = approver.waitForEvent('popup');
  await reviewPanel(approver).getByRole('link', { name: 'Approval certificate' }).click();
  const certificate = await certificatePromise;
  const body = certificate.locator('body');
  await expect(body).toContainText('Testimonials of individual gains');
  await expect(body).toContainText(
    `raised by a reviewer (${people.reviewer.name} <${people.reviewer.email}>)`,
  );
  await certificate.close();
  const register = await (await admin.request.get('/api/reviews/register.csv')).text();
  const [header, ...rows] = register.trim().split(/\r?\n/);
  const column = header!.split(',').indexOf('Raised by a reviewer');
  expect(column).toBeGreaterThan(-1);
  const row = rows.find((line) => line.includes(FILE_NAME));
  expect(row, 'the approval is on the register').toBeDefined();
  expect(row!.split(',').at(column - header!.split(',').length)).toBe('1');

  // 6. Checker accuracy shows the dismissal against the absolute-claims rule and the miss against the
  // testimonials rule.
  await admin.goto('/client/checker-accuracy');
  const ruleRow = (ruleId: string) => admin.getByRole('row').filter({ hasText: ruleId });
  // Columns after the rule: kept, not a breach, missed.
  await expect(ruleRow(ABSOLUTE_RULE).getByRole('cell').nth(1)).toHaveText('1');
  await expect(ruleRow(TESTIMONIAL_RULE).getByRole('cell').nth(2)).toHaveText('1');
  await expectAccessible(admin);
});
