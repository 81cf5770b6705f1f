/** Peptides 101 (/articles/peptides-101): labels, table of contents anchors, callouts, links. */
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const anchors = [
  'what-are-peptides',
  'why-people-use',
  'safety',
  'administration',
  'choosing',
  'sourcing',
  'conclusion',
];

test('shows the read time, the Beginner Guide label, callouts and the spec facts', async ({
  page,
}) => {
  await page.goto('/articles/peptides-101');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(
    'Peptides 101: A Beginner Guide',
  );
  await expect(article.getByText('15 min read')).toBeVisible();
  await expect(article.getByText('Beginner Guide', { exact: true })).toBeVisible();
  for (const kind of ['Tip', 'Warning', 'Good to know']) {
    await expect(article.getByRole('note', { name: kind }).first()).toBeVisible();
  }
  await expect(article).toContainText('30-31 gauge');
  await expect(article).toContainText('4-6 week trial of a recovery peptide');
  for (const href of ['/vendors', '/peptides', '/guides', '/']) {
    await expect(article.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expectAccessible(page);
});

test('the table of contents links to each section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/articles/peptides-101');
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link');
  await expect(toc).toHaveCount(7);
  expect(await toc.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    anchors.map((id) => `#${id}`),
  );
  for (const id of anchors) await expect(page.locator(`section#${id} h2`)).toHaveCount(1);

  await toc.filter({ hasText: 'Sourcing and quality' }).click();
  await expect(page).toHaveURL(/#sourcing$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Sourcing and quality' });
  await expect(heading).toBeInViewport();
  // The sticky header must not cover the heading.
  const top = await heading.evaluate((node) => node.getBoundingClientRect().top);
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((node) => node.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
});

test('a link to an anchor opens at that section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/articles/peptides-101#conclusion');
  await expect(page.getByRole('heading', { level: 2, name: 'Conclusion' })).toBeInViewport();
});
