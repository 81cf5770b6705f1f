/**
 * The sitemap lists exactly the indexable pages: every page app/site-pages/ puts in it, with
 * every peptide, stack and vendor of the reference data, and no page that asks not to be indexed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { peptides } from '../../app/data/peptides';
import { stacks } from '../../app/data/stacks';
import { vendors } from '../../app/data/vendors';
import { loader } from '../../app/routes/sitemap-xml';
import { hasParams, samplePath, sitemapPages, sitePages } from '../../app/site-pages';
import { slugify } from '../../app/utils/site';
import { createTestContext, testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

async function sitemapPaths() {
  const response = await loader({ context: createTestContext(database) } as never);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(testEnv.SITE_URL, ''));
}

describe('the sitemap', () => {
  it('lists every indexable page, each peptide, stack and vendor, once and nothing else', async () => {
    const paths = await sitemapPaths();
    const expected = [
      ...sitemapPages.filter((page) => !hasParams(page.pattern)).map(samplePath),
      ...peptides.map((peptide) => `/peptide/${slugify(peptide.name)}`),
      ...stacks.map((stack) => `/stack/${slugify(stack.name)}`),
      ...vendors.map((vendor) => `/vendors/${vendor.slug}`),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of sitemapPages) expect(paths, page.pattern).toContain(samplePath(page));
  });

  it('leaves out every page kept from search engines, or only members open', async () => {
    const paths = await sitemapPaths();
    const kept = sitePages.filter((page) => page.sitemap !== true && !hasParams(samplePath(page)));
    expect(kept.length).toBeGreaterThan(10);
    for (const page of kept) {
      expect(paths, page.pattern).not.toContain(samplePath(page));
    }
    for (const path of ['/auth', '/search', '/profile', '/admin', '/community/discussions']) {
      expect(paths).not.toContain(path);
    }
  });

  it('names the contact page, which its meta tags let search engines index', async () => {
    expect(await sitemapPaths()).toContain('/contact');
  });
});
