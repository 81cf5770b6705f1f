/**
 * Issue 18, point 3: each research indication on a profile names its kind of evidence; no
 * profile lists a checked reference yet, so each says "no published reference listed" (and any
 * reference link that appears later must be a well-formed PubMed or DOI address); every profile
 * shows when it was last reviewed.
 */
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

for (const slug of ['semaglutide', 'mots-c', 'klow-complete-stack']) {
  test(`/peptide/${slug} names the evidence of every indication`, async ({ page }) => {
    await page.goto(`/peptide/${slug}`);
    const section = page.getByRole('region', { name: 'Research Indications' });
    const items = section.getByRole('listitem');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(items.nth(i)).toContainText(/Evidence:\s*\S/);
      await expect(items.nth(i)).toContainText('Reference:no published reference listed');
    }
    await expect(page.getByText(/^Last reviewed \d{1,2} [A-Z][a-z]+ 20\d\d$/)).toBeVisible();
    const references = page.locator('a[href*="pubmed"], a[href*="doi.org"]');
    for (const href of await references.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(href).toMatch(
        /^https:\/\/(pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/?|doi\.org\/10\.\d{4,9}\/\S+)$/,
      );
    }
  });
}
