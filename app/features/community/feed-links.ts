/**
 * Where the community's Atom feeds live and what they are called, for the feeds themselves
 * (discussion-feed.server.ts) and for the `<link rel="alternate">` that pages put in their head
 * so feed readers and browsers find them.
 */
import type { MetaDescriptor } from 'react-router';
import { siteName } from '~/utils/site';

export const feedPath = (categorySlug: string | null = null) =>
  `/community${categorySlug ? `/category/${categorySlug}` : ''}/feed.xml`;

export const feedTitle = (categoryName: string | null = null) =>
  `${siteName} community discussions${categoryName ? `: ${categoryName}` : ''}`;

const feedLink = (title: string, href: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/atom+xml',
  title,
  href,
});

/** The site-wide feed, and the category's first when the page shows one category. */
export function feedLinks(category: { name: string; slug: string } | null = null) {
  const all = feedLink(feedTitle(), feedPath());
  return category ? [feedLink(feedTitle(category.name), feedPath(category.slug)), all] : [all];
}
