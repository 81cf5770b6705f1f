/**
 * Issue 18, point 3: each research indication on a profile names its kind of evidence and its
 * checked reference (title, journal and year, linked to a well-formed PubMed or DOI address), or
 * says "no published reference listed"; every profile shows when it was last reviewed.
 */
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

for (const slug of ['semaglutide', 'mots-c', 'klow-complete-stack', 'bpc-157']) {
  test(`/peptide/${slug} names the evidence of every indication`, async ({ page }) => {
    await page.goto(`/peptide/${slug}`);
    const section = page.getByRole('region', { name: 'Research Indications' });
    const items = section.getByRole('listitem');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(items.nth(i)).toContainText(/Evidence:\s*\S/);
      await expect(items.nth(i)).toContainText(
        /Reference:(no published reference listed|.{10,} \(.+, (19|20)\d\d\))/,
      );
    }
    await expect(page.getByText(/^Last reviewed \d{1,2} [A-Z][a-z]+ 20\d\d$/)).toBeVisible();
    const references = section.locator('a[href*="pubmed"], a[href*="doi.org"]');
    // BPC-157 cites three checked sources; the others none yet.
    await expect(references).toHaveCount(slug === 'bpc-157' ? 3 : 0);
    for (const href of await references.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(href).toMatch(
        /^https:\/\/(pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/?|doi\.org\/10\.\d{4,9}\/\S+)$/,
      );
    }
  });
}
