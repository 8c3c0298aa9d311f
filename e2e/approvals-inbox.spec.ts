import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { makePdf } from '../server/test/make-pdf.ts';
import {
  dismissFinding,
  expectPersonCredited,
  findingCard,
  postComment,
  reviewPanel,
  setUpFirm,
  shot,
  uploadAndCheck,
} from './firm-journey.ts';
import { expectAccessible, journeyFilePath, outboxMailCount, readOutboxMail } from './support.ts';

// Issue 30's journeys 1-3 (the approvals inbox): a member submits a promotion to a named approver with a due
// date; the reviewer is e-mailed, comments and dismisses; the approver finds it in the inbox by the menu's count,
// reads the findings in the panel, attests and approves. Set E2E_SCREENSHOTS=<folder> to keep pictures.

const FILE_NAME = 'inbox-promotion.pdf';
const ABSOLUTE = 'No absolute claims';
const DISMISS_REASON = 'Agreed with legal: the guarantee is the capital guarantee described in the KFS.';
const COMMENT = 'The KFS reference is on page 2 of the pack.';
const OVERRIDE = 'Risk warnings are in the covering letter this promotion is sent with.';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const body = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test('approvals inbox: submit to a named approver with a due date; the reviewer is mailed and dismisses; the approver finds it in the inbox, reads the findings, attests and approves', async ({
  browser,
}) => {
  // Five people's sessions, an extraction and a check, and two accessibility scans, on a shared machine.
  test.setTimeout(360_000);
  const { people, as } = await setUpFirm(browser, {
    firmName: `Inbox Capital ${Date.now()}`,
    prefix: 'ib',
    invited: ['member', 'reviewer', 'approver', 'other'],
    signedIn: ['member', 'reviewer', 'approver'],
  });
  const [member, reviewer, approver] = [as('member'), as('reviewer'), as('approver')];
  // A member has no inbox: the menu offers Reviews to reviewers and approvers.
  await expect(
    member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Reviews/ }),
  ).toHaveCount(0);

  // The member uploads a promotion with a certainty claim and checks it.
  const file = journeyFilePath(FILE_NAME);
  fs.writeFileSync(
    file,
    makePdf([
      {
        heading: 'The Example Growth Fund',
        lines: [
          'Invest today for guaranteed returns with no risk to your money.',
          'It is the best fund in the market and returned 45% last year.',
        ],
      },
    ]),
  );
  const { checkUrl, documentUrl } = await uploadAndCheck(member, file, 'Overall rating: Red');

  // 1. The member submits it to a named approver and a named reviewer, due in three days.
  const dueDate = inDays(3);
  const reviewerMails = outboxMailCount(people.reviewer.email);
  const otherMails = outboxMailCount(people.other.email);
  await member.goto(documentUrl);
  const memberPanel = reviewPanel(member);
  const submitForm = memberPanel.getByRole('form', { name: 'Submit for approval' });
  await submitForm
    .getByLabel('Approver', { exact: true })
    .selectOption({ label: `${people.approver.name} (${people.approver.email})` });
  await submitForm.getByLabel(`${people.reviewer.name} (${people.reviewer.email})`).check();
  await submitForm.getByLabel('Decision due by').fill(dueDate);
  await submitForm.getByLabel('Note for the approver').fill('Spring campaign, for the website.');
  await submitForm.getByRole('button', { name: 'Submit version 1 for approval' }).click();
  await expect(memberPanel.locator('p').first()).toHaveText(/^Submitted\s*for version 1$/);
  await expect(memberPanel).toContainText(
    `Approver: ${people.approver.name}; reviewers: ${people.reviewer.name}`,
  );

  // 2. The reviewer is e-mailed, naming the assignees and the due date; the approver not named is not.
  const mail = body(await readOutboxMail(people.reviewer.email, 15_000, reviewerMails));
  expect(mail).toContain(`Approval requested: ${FILE_NAME}`);
  expect(mail).toContain(`Approver: ${people.approver.name} <${people.approver.email}>.`);
  expect(mail).toContain(`Decision due by: ${dueDate}.`);
  const link = /https?:\/\/\S+\/client\/document\/[0-9a-f-]{36}/.exec(mail)![0];
  expect(link).toContain(documentUrl);
  expect(outboxMailCount(people.other.email)).toBe(otherMails);

  // ...comments on the certainty claim and dismisses it, on the check report.
  await reviewer.goto(checkUrl);
  const card = findingCard(reviewer, ABSOLUTE);
  await postComment(card, COMMENT, people.reviewer);
  await dismissFinding(reviewer, ABSOLUTE, DISMISS_REASON);

  // 3. The approver finds it in the inbox: the menu counts one waiting, the queue shows who and when.
  await approver.goto('/client/dashboard');
  const inboxLink = approver
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Reviews/ });
  await expect(inboxLink).toHaveAccessibleName('Reviews 1 waiting for you');
  await inboxLink.click();
  await expect(approver.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await approver.getByLabel('Assigned to me').check();
  const row = approver.getByRole('row').filter({ hasText: FILE_NAME });
  await expect(row).toContainText(`Approver: ${people.approver.name}; reviewers: ${people.reviewer.name}`);
  await expect(row).toContainText('Waiting for you');
  await expect(row).toContainText('Submitted');
  await expectAccessible(approver);
  await shot(approver, 'inbox');

  // The panel shows the check's rating and its open and dismissed findings, linked to the check.
  await row.getByRole('link', { name: FILE_NAME, exact: true }).click();
  await expect(approver).toHaveURL(new RegExp(`${documentUrl}$`));
  const panel = reviewPanel(approver);
  await expect(panel.getByText('Rating: Red')).toBeVisible();
  const decided = panel.getByRole('heading', { name: /^Dismissed and resolved findings \(\d+\)$/ });
  await expect(decided).toBeVisible();
  await expect(panel).toContainText(`Dismissed: ${DISMISS_REASON} (${people.reviewer.name}`);
  await expectPersonCredited(panel.getByText(`Dismissed: ${DISMISS_REASON}`), people.reviewer);
  const findingLink = panel.getByRole('link', { name: ABSOLUTE });
  await expect(findingLink).toHaveAttribute('href', /\/client\/compliance\/analysis\/[0-9a-f-]{36}#finding-/);

  // It attests and approves: the Approve button waits for the attestation.
  const decision = panel.getByRole('form', { name: 'Decide on this communication' });
  const approve = decision.getByRole('button', { name: 'Approve' });
  const overrideNeeded = await decision.getByLabel('Override reason').count();
  if (overrideNeeded > 0) await decision.getByLabel('Override reason').fill(OVERRIDE);
  await expect(approve).toBeDisabled();
  const attestation = decision.getByLabel(/I have reviewed this communication and its findings/);
  await attestation.check();
  await expect(approve).toBeEnabled();
  await expectAccessible(approver);
  await shot(panel, 'panel');
  await approve.click();
  await expect(panel.locator('p').first()).toHaveText(/^Approved\s*for version 1$/);
  await expect(inboxLink).toHaveAccessibleName('Reviews');

  // The certificate records the attestation.
  const certificatePromise = approver.waitForEvent('popup');
  await panel.getByRole('link', { name: 'Approval certificate' }).click();
  const certificate = await certificatePromise;
  await expect(certificate.locator('body')).toContainText('Attestation');
  await expect(certificate.locator('body')).toContainText('fair, clear and not misleading');
  await certificate.close();

  // The finding's link opens the check on that finding.
  await findingLink.click();
  await expect(approver).toHaveURL(/#finding-/);
  await expect(findingCard(approver, ABSOLUTE)).toBeInViewport();
});
