/**
 * schema.org JSON-LD for detail pages: the breadcrumb trail and the page as an article
 * (https://schema.org/BreadcrumbList, https://schema.org/Article). Built on the server from the
 * canonical URL.
 */
import { siteName } from '~/utils/site';

export interface DetailStructuredDataInput {
  siteUrl: string;
  /** Canonical path such as '/peptide/bpc-157'. */
  path: string;
  name: string;
  description: string;
}

export function detailStructuredData(input: DetailStructuredDataInput) {
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const url = `${siteUrl}${input.path}`;
  const publisher = { '@type': 'Organization', name: siteName, url: `${siteUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Peptides', item: `${siteUrl}/peptides` },
          { '@type': 'ListItem', position: 3, name: input.name, item: url },
        ],
      },
      {
        '@type': 'Article',
        headline: `${input.name}: research overview`,
        description: input.description,
        url,
        mainEntityOfPage: url,
        inLanguage: 'en',
        isAccessibleForFree: true,
        about: { '@type': 'Thing', name: input.name },
        author: publisher,
        publisher,
      },
    ],
  };
}
