/**
 * Evidence on the profile pages: each research indication names its evidence level beside its
 * badge, its checked sources are linked under it and numbered after the sentence they support,
 * or it says "No published source found"; each profile says who last checked it, or that nobody
 * has; /api/v1/peptides says the same as the page; a medicine's card links to its safety notes.
 */
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const levels =
  /Evidence: (Randomised human trials|Other human studies|Animal studies only|Cell studies only|No published source found)/;

/** Where a reference may point: DOI, PubMed, PMC, or a registry or regulator. */
const referenceAddress =
  /^https:\/\/(doi\.org\/10\.|pubmed\.ncbi\.nlm\.nih\.gov\/\d|pmc\.ncbi\.nlm\.nih\.gov\/articles\/PMC|www\.ncbi\.nlm\.nih\.gov\/pmc\/|(www\.)?clinicaltrials\.gov\/|[a-z.]*(fda\.gov|ema\.europa\.eu|gov\.uk|who\.int|isrctn\.com|clinicaltrialsregister\.eu|anzctr\.org\.au|tga\.gov\.au|pmda\.go\.jp|canada\.ca|nlm\.nih\.gov)\/)/;

for (const slug of ['semaglutide', 'bpc-157', 'mots-c', 'klow-complete-stack']) {
  test(`/peptide/${slug} names the evidence level and the sources of every indication`, async ({
    page,
  }) => {
    await page.goto(`/peptide/${slug}`);
    const section = page.getByRole('region', { name: 'Research Indications' });
    const items = section.locator('li:has(> div > h3)');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      await expect(item).toContainText(levels);
      const sources = item.locator('ol.sources > li');
      if ((await item.textContent())!.includes('Evidence: No published source found')) {
        await expect(sources).toHaveCount(0);
        continue;
      }
      expect(await sources.count()).toBeGreaterThan(0);
      for (const href of await sources
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        expect(href).toMatch(referenceAddress);
      }
      // Each source's number follows a sentence of the description and leads to the source.
      const first = item.getByRole('link', { name: 'Source 1', exact: true });
      await expect(first).toHaveAttribute('href', `#source-${i + 1}-1`);
      await expect(sources.first()).toHaveAttribute('id', `source-${i + 1}-1`);
      await expect(sources.first()).toContainText(/, (19|20)\d\d\.$/);
    }
    await expect(
      page.getByText(
        /^(Last reviewed \d{1,2} [A-Z][a-z]+ 20\d\d by .+|Not yet checked against its sources)$/,
      ),
    ).toBeVisible();
  });
}

type ApiPeptide = {
  slug: string;
  review: { date: string; by: string } | null;
  indications: { name: string; level: string; references: { url: string }[] }[];
};

for (const slug of ['semaglutide', 'bpc-157']) {
  test(`/api/v1/peptides says what /peptide/${slug} shows`, async ({ page, request }) => {
    const body = (await (await request.get('/api/v1/peptides')).json()) as {
      peptides: ApiPeptide[];
    };
    const api = body.peptides.find((peptide) => peptide.slug === slug)!;
    await page.goto(`/peptide/${slug}`);
    const items = page
      .getByRole('region', { name: 'Research Indications' })
      .locator('li:has(> div > h3)');
    await expect(items).toHaveCount(api.indications.length);
    for (const [i, indication] of api.indications.entries()) {
      const item = items.nth(i);
      await expect(item.locator('h3')).toHaveText(indication.name);
      await expect(item).toContainText(`Evidence: ${indication.level}`);
      const hrefs = await item
        .locator('ol.sources a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(indication.references.map((reference) => reference.url));
    }
    await expect(
      page.getByText(api.review ? `by ${api.review.by}` : 'Not yet checked against its sources'),
    ).toBeVisible();
  });
}

test("a medicine's catalogue card links to the safety notes of its profile", async ({ page }) => {
  await page.goto('/peptides');
  await page.getByRole('link', { name: 'Safety notes for Semaglutide' }).click();
  await expect(page).toHaveURL(/\/peptide\/semaglutide#safety$/);
  await expect(page.getByRole('heading', { name: 'Safety Notes', level: 2 })).toBeInViewport();
  await page.goto('/peptides');
  await expect(page.getByRole('link', { name: 'Safety notes for BPC-157' })).toHaveCount(0);
});
