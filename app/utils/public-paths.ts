/**
 * Every public, indexable URL of the site: the pages app/site-pages/ puts in the sitemap, each
 * pattern with params expanded from the reference data. The sitemap lists them, and the host
 * warms its page cache with them at start-up.
 */
import { peptides } from '~/data/peptides';
import { stacks } from '~/data/stacks';
import { vendors } from '~/data/vendors';
import { hasParams, samplePath, sitemapPages } from '~/site-pages';
import { slugify } from './site';

/** The sitemap's pages whose pattern has no params: one path each. */
export const staticPublicPaths: readonly string[] = sitemapPages
  .filter((page) => !hasParams(page.pattern))
  .map(samplePath);

/**
 * Every path of each sitemap pattern with params. A pattern put in the sitemap with no entry
 * here adds no path, and fails the sitemap test (tests/integration/sitemap.test.ts), whose
 * sample path is then missing.
 */
const everyPathOf: Record<string, () => string[]> = {
  '/peptide/:slug': () => peptides.map((peptide) => `/peptide/${slugify(peptide.name)}`),
  '/stack/:slug': () => stacks.map((stack) => `/stack/${slugify(stack.name)}`),
  '/vendors/:vendorSlug': () => vendors.map((vendor) => `/vendors/${vendor.slug}`),
};

export function publicPaths(): string[] {
  const expanded = sitemapPages
    .filter((page) => hasParams(page.pattern))
    .flatMap((page) => everyPathOf[page.pattern]?.() ?? []);
  return [...staticPublicPaths, ...expanded];
}
