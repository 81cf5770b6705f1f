/**
 * A keyboard user reaches the home page's catalogue without stepping through the header,
 * the goal cards and the carousel's controls.
 */
import { expect, test, waitForHydration } from './fixtures';
import { results } from './peptides-home-helpers';

// 38 tab stops (the header's, the goal cards, the carousel's 14 controls, the pills)
// came before the first card. Two skip links, each visible when focused, lead there in 9.
test('the keyboard reaches the first card in 9 tab stops through the skip links', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  let tabs = 0;
  const tab = async () => {
    tabs += 1;
    await page.keyboard.press('Tab');
  };
  for (const name of ['Skip to content', 'Skip to peptides']) {
    await tab();
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeFocused();
    expect((await link.boundingBox())!.width).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
  }
  const firstCard = results(page)
    .getByRole('link', { name: /Learn More/ })
    .first();
  while (tabs < 15 && !(await firstCard.evaluate((link) => link === document.activeElement))) {
    await tab();
  }
  await expect(firstCard).toBeFocused();
  expect(tabs).toBeLessThanOrEqual(9);
});
