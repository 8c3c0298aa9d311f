import { expect, test } from '@playwright/test';
import { seriousViolations } from './support.ts';

// The journeys' accessibility assertion (expectAccessible) must be able to fail: a scan that saw nothing would
// pass every page. Broken markup is put into the real landing page, and into a same-origin frame on it (axe's
// legacy mode, which the scans use for speed, must still reach frames).
type HtmlHost = { insertAdjacentHTML(where: string, html: string): void };

test('the accessibility scan reports an unlabelled image and button, in the page and in a frame', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const broken =
    '<img id="no-alt" src="/logo.svg"><button id="no-name" type="button"></button>' +
    '<iframe id="framed" title="Framed" srcdoc="<main><img id=framed-no-alt src=/logo.svg></main>"></iframe>';
  await page
    .locator('main')
    .first()
    // e2e's TypeScript has no DOM library: the one method used is named here.
    .evaluate((main, html) => (main as unknown as HtmlHost).insertAdjacentHTML('beforeend', html), broken);
  await expect(page.frameLocator('#framed').locator('#framed-no-alt')).toBeAttached();

  const violations = await seriousViolations(page);
  const imageAlt = violations.find((v) => v.startsWith('image-alt:'));
  expect(imageAlt).toContain('#no-alt');
  expect(imageAlt).toContain('#framed #framed-no-alt');
  expect(violations.find((v) => v.startsWith('button-name:'))).toContain('#no-name');
});
