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

/**
 * JSON for an inline <script>: '<', '>' and '&' become \u escapes so the text can never close the
 * script element or open a comment; U+2028 and U+2029 are escaped for older JavaScript parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
