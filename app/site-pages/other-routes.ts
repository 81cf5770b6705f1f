/** The routes that answer with something other than a page: feeds, data, files, redirects. */
import type { OtherRoute } from './types';

const resource = (pattern: `/${string}`, file: OtherRoute['file'], answers: string, id?: string) =>
  ({ kind: 'resource', pattern, file, answers, ...(id ? { id } : {}) }) satisfies OtherRoute;

export const otherRoutes: OtherRoute[] = [
  resource(
    '/community/feed.xml',
    'routes/community-feed.ts',
    'the forum’s Atom feed',
    'community-feed',
  ),
  resource(
    '/community/category/:slug/feed.xml',
    'routes/community-feed.ts',
    'one forum category’s Atom feed',
    'community-category-feed',
  ),
  resource(
    '/follow',
    'routes/follow.ts',
    'a member’s follow or unfollow post; GET says whether they follow',
  ),
  resource(
    '/peptide/:slug/prices.xml',
    'routes/price-changes-feed.ts',
    'one peptide’s recent price changes, as Atom',
    'peptide-prices-feed',
  ),
  resource(
    '/vendors/:vendorSlug/prices.xml',
    'routes/price-changes-feed.ts',
    'one vendor’s recent price changes, as Atom',
    'vendor-prices-feed',
  ),
  resource('/sign-out', 'routes/sign-out.ts', 'a form post that signs out; GET answers 405'),
  resource('/profile/my-data.json', 'routes/profile-data.ts', 'a member’s own data, as JSON'),
  resource('/robots.txt', 'routes/robots-txt.ts', 'the rules for crawlers'),
  resource('/sitemap.xml', 'routes/sitemap-xml.ts', 'the sitemap'),
  // Open data, read only (docs/api.md).
  resource('/api/v1/vendors', 'routes/api-vendors.ts', 'open data: vendors, as JSON'),
  resource('/api/v1/prices', 'routes/api-prices.ts', 'open data: prices, as JSON'),
  resource('/api/v1/prices.csv', 'routes/api-prices-csv.ts', 'open data: prices, as CSV'),
  resource('/api/v1/lab-tests', 'routes/api-lab-tests.ts', 'open data: lab tests, as JSON'),
  resource('/api/v1/peptides', 'routes/api-peptides.ts', 'open data: peptides, as JSON'),
  resource(
    '/api/v1/openapi.json',
    'routes/api-openapi.ts',
    'the open data API described, OpenAPI 3.1',
  ),
  // URLs people guess, sent on for good.
  ...(['calculator', 'login', 'signup', 'forum'] as const).map((path): OtherRoute => ({
    kind: 'redirect',
    pattern: `/${path}`,
    file: 'routes/guessed-urls.ts',
    id: `guessed-${path}`,
    answers: 'a permanent redirect to the page people mean',
  })),
];
