/** /community and the discussions list name their Atom feeds in the page head, for feed readers. */
import { signIn, signUp } from './auth-helpers';
import { expect, test } from './fixtures';

const feeds = 'link[rel="alternate"][type="application/atom+xml"]';

test('the community page and each category advertise a feed that answers', async ({
  page,
  request,
}) => {
  await page.goto('/community');
  await expect(page.locator(feeds)).toHaveCount(1);
  await expect(page.locator(feeds)).toHaveAttribute('href', '/community/feed.xml');
  await expect(page.locator(feeds)).toHaveAttribute('title', 'Peptidia community discussions');
  await signIn(page, await signUp(page));
  await page.goto('/community/discussions');
  const category = page.getByRole('link', { name: 'Research & Studies' }).first();
  await category.click();
  await expect(page).toHaveURL(/category=/);
  const slug = new URL(page.url()).searchParams.get('category');
  const advertised = async () =>
    page
      .locator(feeds)
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href'), link.getAttribute('title')]),
      );
  await expect.poll(advertised).toEqual(
    expect.arrayContaining([
      [
        `/community/category/${slug}/feed.xml`,
        'Peptidia community discussions: Research & Studies',
      ],
      ['/community/feed.xml', 'Peptidia community discussions'],
    ]),
  );
  await expect(page.locator(feeds)).toHaveCount(2);
  for (const link of await page.locator(feeds).all()) {
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/atom+xml');
  }
});
