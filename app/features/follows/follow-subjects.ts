/**
 * The subjects a member can follow, by kind and slug: which exist, what they are called and where
 * their page is. Peptides and vendors are the site's reference lists, so a forged slug is refused
 * here before anything is written.
 */
import type { FollowKind } from '#database/schema';
import { followKinds } from '#database/schema';
import { peptides } from '~/data/peptides';
import { vendorBySlug } from '~/data/vendors';
import { slugify } from '~/utils/site';
import type { FollowSubject } from './price-feed-link';

export { subjectPath, type FollowSubject } from './price-feed-link';

const peptideNames = new Map(peptides.map((peptide) => [slugify(peptide.name), peptide.name]));

export const isFollowKind = (value: unknown): value is FollowKind =>
  typeof value === 'string' && (followKinds as readonly string[]).includes(value);

/** The subject's name, or null when no such peptide or vendor is listed. */
export function subjectName({ kind, key }: FollowSubject): string | null {
  if (kind === 'peptide') return peptideNames.get(key) ?? null;
  return vendorBySlug(key)?.name ?? null;
}

/** The peptide page's slug for a peptide name in the price data, or null for one without a page. */
export function peptideSlugOf(name: string): string | null {
  const slug = slugify(name);
  return peptideNames.has(slug) ? slug : null;
}
