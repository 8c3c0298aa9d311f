import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../server/test/make-pdf.ts';
import { reviewPanel, reviewStatus, setUpFirm, shot, uploadAndCheck } from './firm-journey.ts';
import { expectAccessible, journeyFilePath, outboxMailCount, readOutboxMail } from './support.ts';

// Issue 30's journeys 4 and 5 ("honest states"): replacing the approved file asks first, says the approval is
// superseded, warns that the new file is another fund's and mails the approver; archiving a document waiting
// for approval withdraws the review with the reason and tells the submitter. Set E2E_SCREENSHOTS=<folder> to
// keep pictures of the two dialogs.

const FILE_NAME = 'world-equity-promotion.pdf';
const OTHER_NAME = 'cash-fund-promotion.pdf';
const promotion = (fund: string, isin: string) =>
  makePdf([
    {
      heading: fund,
      lines: [
        `ISIN: ${isin}`,
        'Invest today for guaranteed returns with no risk to your money.',
        'Past performance is not a guide to future returns.',
      ],
    },
  ]);
const OVERRIDE = 'Risk warnings are in the covering letter this promotion is sent with.';
const ARCHIVE_REASON = 'The client cancelled the campaign.';

test('honest states: replacing the approved file warns and mails; archiving a pending one withdraws it with a notice', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { people, admin, as } = await setUpFirm(browser, {
    firmName: `Honest States Capital ${Date.now()}`,
    prefix: 'hs',
    invited: ['member', 'approver'],
    signedIn: ['member', 'approver'],
  });
  const [member, approver] = [as('member'), as('approver')];

  // The member checks and submits a promotion of the world equity fund; the approver approves it.
  const file = journeyFilePath(FILE_NAME);
  fs.writeFileSync(file, promotion('Example World Equity Fund', 'GB00BJS8SJ34'));
  const { documentUrl } = await uploadAndCheck(member, file);
  await member.goto(documentUrl);
  await reviewPanel(member).getByRole('button', { name: 'Submit version 1 for approval' }).click();
  await expect(reviewStatus(member)).toHaveText(/^Submitted\s*for version 1$/);
  await approver.goto(documentUrl);
  const decision = reviewPanel(approver).getByRole('form', { name: 'Decide on this communication' });
  await decision.getByLabel('Override reason').fill(OVERRIDE);
  await decision.getByLabel(/I have reviewed this communication and its findings/).check();
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewStatus(approver)).toHaveText(/^Approved\s*for version 1$/);

  // Journey 4. The member picks the cash fund's promotion by mistake: the dialog says the approval is
  // superseded and that the file looks like another fund's, before anything is replaced.
  const other = journeyFilePath(OTHER_NAME);
  fs.writeFileSync(other, promotion('Example Sterling Cash Fund', 'GB00B0CNHB64'));
  const approverMails = outboxMailCount(people.approver.email);
  await member.goto(`${documentUrl}/edit`);
  await expect(member.getByText(/Version 1 is approved \(submitted by/)).toBeVisible();
  await member.getByLabel('New file').setInputFiles(other);
  await member.getByRole('button', { name: 'Replace file' }).click();
  const replaceDialog = member.getByRole('dialog', { name: 'Replace the approved file?' });
  await expect(replaceDialog).toBeVisible({ timeout: 30_000 });
  await expect(replaceDialog).toContainText('Replacing the file supersedes that approval');
  await expect(replaceDialog).toContainText(`${OTHER_NAME} looks like another fund’s document`);
  await expect(replaceDialog).toContainText("the new file's ISIN (GB00B0CNHB64) is not the current file's");
  await expect(replaceDialog).toContainText(`The document keeps its name, ${FILE_NAME}`);
  await expectAccessible(member);
  await shot(replaceDialog, 'replace-approved-dialog');
  await replaceDialog.getByRole('button', { name: 'Replace file' }).click();
  await expect(member).toHaveURL(new RegExp(`${documentUrl}$`));
  await expect(reviewStatus(member)).toHaveText(
    /^Approved\s*for version 1 — superseded \(the current version is 2\)$/,
  );
  // The document keeps its name, and version 1's certificate is still on the page.
  await expect(member.getByRole('heading', { level: 1 })).toContainText(FILE_NAME);
  await expect(reviewPanel(member).getByRole('link', { name: 'Approval certificate' })).toBeVisible();
  const mail = await readOutboxMail(people.approver.email, 15_000, approverMails);
  expect(mail).toContain(`File replaced: ${FILE_NAME}`);
  expect(mail.replace(/=\r?\n/g, '')).toContain('superseded');

  // The reviews list shows the approval under the approved version's file name.
  await admin.goto('/client/reviews');
  await admin.getByLabel('Status').selectOption({ value: '' });
  await expect(admin.getByRole('row').filter({ hasText: FILE_NAME })).toContainText('superseded');

  // Journey 5. Version 2 is checked and submitted; the firm admin archives the document while it waits.
  await member.goto(documentUrl);
  await expect(member.getByRole('region', { name: 'Extracted text' })).toContainText('Sterling Cash', {
    timeout: 30_000,
  });
  const memberMails = outboxMailCount(people.member.email);
  // Version 2's check, started as the Run again button would; its report was seen in journey 4's file.
  const checkStarted = await member.request.post('/api/compliance/checks', {
    headers: { 'x-csrf-token': await csrfOf(member) },
    data: { documentId: documentUrl.split('/').at(-1) },
  });
  expect(checkStarted.status()).toBe(202);
  await expect
    .poll(
      async () =>
        (
          (await (
            await member.request.get(`/api/documents/${documentUrl.split('/').at(-1)}/review`)
          ).json()) as {
            latestCheckId: string | null;
          }
        ).latestCheckId,
      { timeout: 30_000 },
    )
    .not.toBeNull();
  await member.reload();
  await reviewPanel(member).getByRole('button', { name: 'Submit version 2 for approval' }).click();
  await expect(reviewStatus(member)).toHaveText(/^Submitted\s*for version 2$/);

  await admin.goto(documentUrl);
  await admin.getByRole('button', { name: 'Archive', exact: true }).click();
  const archiveDialog = admin.getByRole('dialog', { name: 'Archive document' });
  await expect(archiveDialog).toContainText('Version 2 is waiting for approval');
  await expect(archiveDialog).toContainText('Archiving withdraws that review');
  await expectAccessible(admin);
  await shot(archiveDialog, 'archive-pending-dialog');
  await archiveDialog.getByLabel(/Reason for archiving/).fill(ARCHIVE_REASON);
  await archiveDialog.getByRole('button', { name: 'Archive' }).click();
  await expect(archiveDialog).toBeHidden();
  await expect(reviewStatus(admin)).toHaveText(/^Withdrawn\s*for version 2$/);
  await expect(reviewPanel(admin)).toContainText(`Document archived: ${ARCHIVE_REASON}`);
  const notice = (await readOutboxMail(people.member.email, 15_000, memberMails)).replace(/=\r?\n/g, '');
  expect(notice).toContain('Archived, review withdrawn');
  expect(notice).toContain('which you submitted for approval');
  expect(notice).toContain(ARCHIVE_REASON);

  // The member sees no Restore (a firm admin's); the firm admin restores, and the panel follows at once.
  await member.goto(documentUrl);
  await expect(member.getByRole('note').filter({ hasText: ARCHIVE_REASON })).toBeVisible();
  await expect(member.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await admin.getByRole('button', { name: /^Restore/ }).click();
  await expect(admin.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect(
    reviewPanel(admin).getByRole('button', { name: 'Submit version 2 for approval' }),
  ).toBeVisible();
});

async function csrfOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/me')).json()) as { csrfToken: string }).csrfToken;
}
