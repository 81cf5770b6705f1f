/** Peptide detail URLs: the KLOW redirect, the 404 screen, one screen at three paths, JSON-LD. */
import { expect, test, waitForHydration } from './fixtures';

test.describe('peptide detail', () => {
  test('redirects the misspelt KLOW slug permanently to the stack page', async ({
    page,
    request,
    baseURL,
  }) => {
    for (const path of [
      '/peptide/klov-complete-stack',
      '/stack/klov-complete-stack',
      '/peptides/klov-complete-stack',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(new URL(response.headers()['location']!, baseURL).pathname).toBe(
        '/stack/klow-complete-stack',
      );
    }
    await page.goto('/peptide/klov-complete-stack');
    await expect(page).toHaveURL(/\/stack\/klow-complete-stack$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KLOW Complete Stack');
  });

  test('answers 404 with the not-found screen for an unknown slug', async ({ page }) => {
    const response = await page.goto('/peptide/not-a-real-peptide');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peptide Not Found');
    await expect(
      page.getByText("The peptide you're looking for doesn't exist or is coming soon."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/stack/not-a-real-stack')).status()).toBe(404);
  });

  test('one screen at three paths, with one canonical URL', async ({ page, baseURL }) => {
    for (const [path, canonical] of [
      ['/peptides/bpc-157', '/peptide/bpc-157'],
      ['/stack/bpc-157', '/peptide/bpc-157'],
      ['/peptide/glow-peptide-stack', '/stack/glow-peptide-stack'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${canonical}`,
      );
    }
  });

  test('carries breadcrumb and article JSON-LD for the canonical URL', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/stack/glow-peptide-stack');
    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const text = (await script.textContent()) ?? '';
    expect(text).not.toContain('<');
    const data = JSON.parse(text) as { '@graph': Record<string, unknown>[] };
    const [breadcrumbs, article] = data['@graph'];
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${baseURL}/` },
        { position: 2, name: 'Peptides', item: `${baseURL}/peptides` },
        { position: 3, name: 'GLOW Peptide Stack', item: `${baseURL}/stack/glow-peptide-stack` },
      ],
    });
    expect(article).toMatchObject({
      '@type': 'Article',
      url: `${baseURL}/stack/glow-peptide-stack`,
    });
  });
});
