/**
 * Every public, indexable URL of the site, generated from the reference data. The sitemap lists
 * them, and the host warms its page cache with them at start-up.
 */
import { peptides } from '~/data/peptides';
import { stacks } from '~/data/stacks';
import { vendors } from '~/data/vendors';
import { slugify } from './site';

export const staticPublicPaths = [
  '/',
  '/peptides',
  '/vendors',
  '/compare-prices',
  '/guides',
  '/dosage-calculator',
  '/dosage-calculator/planner',
  '/articles/peptides-101',
  '/methods',
  '/community',
  '/terms',
  '/privacy',
] as const;

export function publicPaths(): string[] {
  return [
    ...staticPublicPaths,
    ...peptides.map((peptide) => `/peptide/${slugify(peptide.name)}`),
    ...stacks.map((stack) => `/stack/${slugify(stack.name)}`),
    ...vendors.map((vendor) => `/vendors/${vendor.slug}`),
  ];
}
