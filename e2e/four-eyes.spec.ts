import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { makePdf } from '../server/test/make-pdf.ts';
import {
  dismissFinding,
  findingCard,
  postComment,
  reviewPanel,
  reviewStatus,
  setUpFirm,
  shot,
  uploadAndCheck,
} from './firm-journey.ts';
import { expectAccessible, journeyFilePath } from './support.ts';

// Issue 15's browser journey (ADR 013, 015, 018, 019): a firm's member submits a promotion, a reviewer decides
// its findings, an approver who is not the member approves it, and the record survives a new version, an
// archive and a restore. Set E2E_SCREENSHOTS=<folder> to keep pictures of the review panel in each state.

const FILE_NAME = 'four-eyes-promotion.pdf';
const CERTAINTY = 'Invest today for guaranteed returns with no risk to your money.';
/** Version 2 changes only the superlative's sentence: the certainty claim's evidence is the same. */
const superlative = (market: string) => `It is the best fund in ${market} and returned 45% last year.`;
const promotion = (market: string) =>
  makePdf([
    {
      heading: 'The Example Growth Fund',
      lines: [
        CERTAINTY,
        superlative(market),
        'Our green approach makes this the sustainable choice for every investor.',
      ],
    },
  ]);
const ABSOLUTE = 'No absolute claims';
const SUPERLATIVES = 'Superlatives and rankings are qualified';
const CERTAINTY_REASON = 'Agreed with legal: the guarantee is the capital guarantee described in the KFS.';
const SUPERLATIVE_REASON = 'Ranking sourced from the Morningstar sector table, 31 March.';
const OVERRIDE = 'Risk warnings are in the covering letter this promotion is sent with.';

test('four eyes: a member submits a promotion, a reviewer dismisses and comments, an approver approves; a new version supersedes it', async ({
  browser,
}) => {
  // Four people's sessions, two extractions and checks, and five accessibility scans.
  test.setTimeout(240_000);

  // 1. The platform admin creates the firm; its firm admin accepts and invites a member, a reviewer and an
  // approver, who each accept through their e-mailed link.
  const { people, admin, as } = await setUpFirm(browser, {
    firmName: `Four Eyes Capital ${Date.now()}`,
    prefix: 'fe',
    invited: ['member', 'reviewer', 'approver'],
    signedIn: ['member', 'reviewer', 'approver'],
  });
  const [member, reviewer, approver] = [as('member'), as('reviewer'), as('approver')];

  // 2. The member uploads a promotion with a certainty claim and checks it.
  const version1 = promotion('the market');
  const file = journeyFilePath(FILE_NAME);
  fs.writeFileSync(file, version1);
  const { checkUrl, documentId, documentUrl } = await uploadAndCheck(member, file, 'Overall rating: Red');

  // ...and submits it from the document page's Review and approval panel.
  await member.goto(documentUrl);
  const memberPanel = reviewPanel(member);
  await expect(reviewStatus(member)).toHaveText('Draft');
  await memberPanel.getByLabel('Note for the approver').fill('Spring campaign, for the website.');
  await memberPanel.getByRole('button', { name: 'Submit version 1 for approval' }).click();
  await expect(reviewStatus(member)).toHaveText(/^Submitted\s*for version 1$/);
  await expect(memberPanel.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  // The member cannot approve: the panel offers no decision, and the API refuses one.
  await expect(memberPanel.getByRole('button', { name: /Approve|Reject|Request changes/ })).toHaveCount(0);
  const reviewId = (
    (await (await member.request.get(`/api/documents/${documentId}/review`)).json()) as {
      current: { id: string };
    }
  ).current.id;
  const csrf = ((await (await member.request.get('/api/auth/me')).json()) as { csrfToken: string }).csrfToken;
  const refused = await member.request.post(`/api/reviews/${reviewId}/decision`, {
    headers: { 'x-csrf-token': csrf },
    data: { outcome: 'approved', overrideReason: 'I wrote it, so it must be fine.' },
  });
  expect(refused.status()).toBe(403);
  await expectAccessible(member);
  await shot(memberPanel, 'panel-submitted');

  // 3. The reviewer dismisses the certainty claim and the superlative with reasons, and comments on the first.
  await reviewer.goto(checkUrl);
  await expect(reviewer.getByRole('heading', { name: /^Overall rating: / })).toBeVisible();
  await dismissFinding(reviewer, ABSOLUTE, CERTAINTY_REASON);
  await dismissFinding(reviewer, SUPERLATIVES, SUPERLATIVE_REASON);
  await expect(reviewer.getByRole('heading', { name: 'Dismissed and resolved (2)' })).toBeVisible();
  const certaintyCard = findingCard(reviewer, ABSOLUTE);
  await postComment(certaintyCard, 'The KFS reference is on page 2 of the pack.', people.reviewer);
  // A reviewer decides findings, not the communication.
  await reviewer.goto(documentUrl);
  await expect(reviewStatus(reviewer)).toContainText('Submitted');
  await expect(reviewPanel(reviewer).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // 4. The approver, not the member, approves: high findings are still open, so with an override reason.
  await approver.goto(documentUrl);
  const approverPanel = reviewPanel(approver);
  const decision = approverPanel.getByRole('form', { name: 'Decide on this communication' });
  await expect(decision).toContainText('Approving needs an override reason.');
  await expect(decision.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expectAccessible(approver);
  await decision.getByLabel('Override reason').fill(OVERRIDE);
  // Approving asks for the approver's attestation (issue 30).
  await decision.getByLabel(/I have reviewed this communication and its findings/).check();
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewStatus(approver)).toHaveText(/^Approved\s*for version 1$/);
  await expect(approverPanel.getByText(OVERRIDE)).toBeVisible();
  const certificateLink = approverPanel.getByRole('link', { name: 'Approval certificate' });
  await expect(certificateLink).toBeVisible();
  // The approval stands for version 1: nothing to submit until the file changes.
  await expect(approverPanel.getByRole('button', { name: /Submit version/ })).toHaveCount(0);
  await shot(approverPanel, 'panel-approved');
  // The certificate names the approved file's sha256 and the approver.
  const certificatePromise = approver.waitForEvent('popup');
  await certificateLink.click();
  const certificate = await certificatePromise;
  const sha256 = crypto.createHash('sha256').update(version1).digest('hex');
  await expect(certificate.locator('body')).toContainText(sha256);
  await expect(certificate.locator('body')).toContainText(people.approver.name);
  await expect(certificate.locator('body')).toContainText(OVERRIDE);
  await certificate.close();
  // ...and is also a PDF to download, beside the page (issue 30).
  const downloadPromise = approver.waitForEvent('download');
  await approverPanel.getByRole('link', { name: 'Download PDF version of the certificate' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/-v1-approval-certificate\.pdf$/);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // 5. The member replaces the file: the certainty claim is unchanged, the superlative's sentence is not.
  fs.writeFileSync(file, promotion('the whole market'));
  await member.goto(`${documentUrl}/edit`);
  await member.getByLabel('New file').setInputFiles(file);
  await member.getByRole('button', { name: 'Replace file' }).click();
  // Replacing the approved file is confirmed first: it supersedes the approval (issue 30).
  const replaceDialog = member.getByRole('dialog', { name: 'Replace the approved file?' });
  await expect(replaceDialog).toContainText('Replacing the file supersedes that approval', {
    timeout: 30_000,
  });
  await replaceDialog.getByRole('button', { name: 'Replace file' }).click();
  await expect(member).toHaveURL(new RegExp(`${documentUrl}$`));
  await expect(reviewStatus(member)).toHaveText(
    /^Approved\s*for version 1 — superseded \(the current version is 2\)$/,
  );
  await expect(memberPanel).toContainText('Run a compliance check on version 2 before submitting it');
  await expect(member.getByRole('region', { name: 'Extracted text' })).toContainText('the whole market', {
    timeout: 30_000,
  });
  await expectAccessible(member);
  await shot(memberPanel, 'panel-superseded');

  // The re-check keeps the dismissal where the evidence is the same, and reopens the one where it changed.
  await member.goto(checkUrl);
  await member.getByRole('button', { name: 'Run again' }).click();
  await expect(member).not.toHaveURL(checkUrl);
  await expect(member.getByRole('heading', { name: /^Overall rating: / })).toBeVisible({ timeout: 30_000 });
  const recheckUrl = member.url();
  await expect(member.getByRole('heading', { name: 'Dismissed and resolved (1)' })).toBeVisible();
  await expect(
    findingCard(member, ABSOLUTE).getByText(`Dismissed: ${CERTAINTY_REASON}`).first(),
  ).toBeVisible();
  const reopened = findingCard(member, SUPERLATIVES);
  // Open again; a member is offered no decision on it, which is a reviewer's (issue 30).
  await expect(reopened).toContainText('Open. A reviewer of your firm dismisses or resolves findings.');
  await expect(reopened.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await expect(reopened).toContainText(
    'earlier decisions were on other evidence, so this finding is open again',
  );
  await expect(reopened).toContainText(SUPERLATIVE_REASON);

  // 6. Compare the two versions: the redline shows the changed sentence.
  await member.goto(documentUrl);
  await member.getByRole('link', { name: 'Compare versions' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Compare versions' })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Version 1 → version 2' })).toBeVisible();
  const redline = member.getByRole('region', { name: 'Redline' });
  await expect(redline.locator('ins')).toContainText(['whole']);
  await expectAccessible(member);

  // The firm's reviews list shows version 1's approval as superseded.
  await admin.goto('/client/reviews');
  await admin.getByLabel('Status').selectOption({ value: '' });
  const row = admin.getByRole('row').filter({ hasText: FILE_NAME });
  await expect(row).toContainText('version 1 — superseded');
  await expect(row).toContainText('Approved');
  await expectAccessible(admin);

  // 7. The firm admin archives the document with a reason, and restores it.
  await admin.goto(documentUrl);
  await admin.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Archive document' });
  await dialog.getByLabel(/Reason for archiving/).fill('Campaign withdrawn after the spring launch.');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  const archivedNote = admin
    .getByRole('note')
    .filter({ hasText: 'Campaign withdrawn after the spring launch.' });
  await expect(archivedNote).toContainText('read-only');
  await admin.getByRole('button', { name: `Restore ${FILE_NAME}` }).click();
  await expect(archivedNote).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();

  // 8. An evidence link from the re-check lands on a highlighted box on the rendered PDF page.
  await member.goto(recheckUrl);
  await findingCard(member, ABSOLUTE)
    .getByRole('link', { name: /Page 1: .*guaranteed returns/ })
    .click();
  await expect(member).toHaveURL(new RegExp(`${documentUrl}\\?page=1&highlight=`));
  await expect(member.getByRole('region', { name: 'Extracted text' }).locator('mark').first()).toContainText(
    'guaranteed returns',
  );
  await expect(
    member
      .getByRole('region', { name: 'Original document' })
      .getByRole('img', { name: 'Highlighted passage on page 1' }),
  ).toBeFocused();
});
