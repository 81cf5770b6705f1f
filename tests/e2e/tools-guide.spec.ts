/** Injection guide (/guides): disclosure steps, site cards, click-to-load video, storage. */
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

test('title, safety notice, site cards, storage figures and the help box', async ({ page }) => {
  await page.goto('/guides');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Peptide Injection Guide' }),
  ).toBeVisible();
  await expect(page.getByText('Safety notice')).toBeVisible();
  const sites = page.getByRole('region', { name: 'Injection sites' }).getByRole('listitem');
  await expect(sites).toHaveCount(3);
  await expect(sites.getByRole('heading')).toHaveText(['Abdomen', 'Thigh', 'Upper arm']);
  const storage = page.getByRole('region', { name: 'Storage guidelines' });
  await expect(storage).toContainText('2-8°C (36-46°F)');
  await expect(storage).toContainText('use within 30 days');
  await expect(storage).toContainText('-20°C');
  await expect(storage).toContainText('29-31G');
  await expect(
    page.getByRole('region', { name: 'What to do if something goes wrong' }),
  ).toContainText('call emergency services');
  await expectAccessible(page);
});

test('the 8 steps open and close independently', async ({ page }) => {
  await page.goto('/guides');
  await waitForHydration(page);
  const steps = page.getByRole('region', { name: 'Step by step' }).locator('details');
  await expect(steps).toHaveCount(8);
  const step = (n: number) => steps.nth(n - 1).locator('summary');
  const panel = (n: number) => steps.nth(n - 1).locator('ul');

  await expect(steps.nth(0)).toHaveAttribute('open', '');
  await expect(panel(1)).toBeVisible();
  await expect(steps.nth(2)).not.toHaveAttribute('open');
  await expect(panel(3)).toBeHidden();
  // Every panel is in the page even while closed.
  await expect(panel(7)).toContainText('45-90° angle');

  await step(3).click();
  await step(7).click();
  await expect(steps.nth(2)).toHaveAttribute('open', '');
  await expect(steps.nth(6)).toHaveAttribute('open', '');
  await expect(panel(3)).toContainText('Do not shake it.');
  await expect(panel(7)).toBeVisible();
  await expect(panel(1)).toBeVisible();

  await step(3).click();
  await expect(panel(3)).toBeHidden();
  await expect(panel(7)).toBeVisible();
  await expect(panel(1)).toBeVisible();

  // Keyboard: Enter and Space toggle the focused step.
  await step(6).focus();
  await page.keyboard.press('Enter');
  await expect(panel(6)).toContainText('at least 2 inches from the navel');
  await expect(panel(6)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(panel(6)).toBeHidden();
  await expectAccessible(page);
});

test('without JavaScript every step is shown', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/guides');
  await expect(page.getByText('Do not shake it.')).toBeVisible();
  await expect(
    page.getByText('Put the used syringe straight into the sharps container.', { exact: false }),
  ).toBeVisible();
  await context.close();
});

test('the video loads from youtube-nocookie.com only after a click', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') thirdParty.push(request.url());
  });
  await page.route(/youtube/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  await page.goto('/guides');
  await waitForHydration(page);
  const video = page.getByRole('region', { name: 'Video walkthrough' });
  await expect(video.locator('iframe')).toHaveCount(0);
  await expect(video.locator('img')).toHaveCount(0);
  expect(thirdParty.filter((url) => url.includes('youtube'))).toEqual([]);

  await video.getByRole('button', { name: /Play video/ }).click();
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^/?]+\?/,
  );
  await expect(frame).toHaveAttribute('title', /Subcutaneous injection technique/);
  await expect
    .poll(() => thirdParty.some((url) => url.includes('youtube-nocookie.com')))
    .toBe(true);
  expect(
    thirdParty.filter((url) => url.includes('youtube') && !url.includes('youtube-nocookie.com')),
  ).toEqual([]);
});
