/**
 * Page metadata for every route: title, description, keywords, Open Graph, Twitter, robots,
 * theme colour and an absolute canonical link built from SITE_URL (served by the root loader).
 */
import type { MetaDescriptor } from 'react-router';
import { siteName, themeColor } from './site';

export interface PageMetaInput {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Canonical path such as '/peptides'; query strings never belong in it. */
  path: string;
  /** Private and error pages (auth, admin, profile, 404) are kept out of search engines. */
  noindex?: boolean;
  type?: 'website' | 'article';
}

interface MatchWithData {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

const defaultKeywords = ['research peptides', 'peptide reference', 'peptide vendors'];

/** Reads SITE_URL from the root loader's data among a meta function's matches. */
export function siteUrlFrom(matches: readonly (MatchWithData | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? 'http://localhost:3000';
}

export function pageMeta(
  matches: readonly (MatchWithData | undefined)[],
  input: PageMetaInput,
): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const url = `${siteUrl}${input.path === '/' ? '/' : input.path}`;
  const fullTitle = input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`;
  const keywords = [...(input.keywords ?? []), ...defaultKeywords].join(', ');
  const robots = input.noindex ? 'noindex, nofollow' : 'index, follow';
  return [
    { title: fullTitle },
    { name: 'description', content: input.description },
    { name: 'keywords', content: keywords },
    { name: 'robots', content: robots },
    { name: 'theme-color', content: themeColor },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: siteName },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}
