/**
 * Every route of the site, once: its URL pattern and module (app/routes.ts builds the route
 * table from this list), and for each page whether it is in the sitemap and which site-wide
 * checks open it. The sitemap and the host's warm-up (app/utils/public-paths.ts), the page
 * budgets and benches (scripts/page-weight.ts) and the end-to-end lists (screenshots, phone
 * width, no JavaScript, metadata) are all read from here.
 */
import { memberPages } from './member-pages';
import { otherRoutes } from './other-routes';
import type { Audience, SitePage, SiteRoute } from './types';
import { visitorPages } from './visitor-pages';

export type { Audience, OtherRoute, SitePage, SiteRoute } from './types';

export const siteRoutes: readonly SiteRoute[] = [...visitorPages, ...memberPages, ...otherRoutes];

export const sitePages: readonly SitePage[] = siteRoutes.filter(
  (route): route is SitePage => route.kind === 'page',
);

/** The path the checks open for a page: its sample, or its pattern when it has no params. */
export const samplePath = (page: SitePage): string => page.sample ?? page.pattern;

export const hasParams = (pattern: string) => pattern.includes(':') || pattern.includes('*');

/** The pages in the sitemap (and warmed by the host at start-up). */
export const sitemapPages = sitePages.filter((page) => page.sitemap === true);

/** The pages that ask search engines not to index them (their meta robots say noindex). */
export const noindexPages = sitePages.filter(
  (page) => typeof page.sitemap === 'object' && 'noindex' in page.sitemap,
);

/** The pages weighed against the budget and audited by Lighthouse and axe. */
export const weighedPaths = sitePages.filter((page) => page.checks.weighed).map(samplePath);

/** Each photographed page: the name of its reference images, and its path. */
export const screenshotPages = sitePages.flatMap((page) =>
  page.checks.screenshot ? [{ name: page.checks.screenshot, path: samplePath(page) }] : [],
);

/** The paths opened at 360 px as a visitor, a member or an admin. */
export const phoneWidthPaths = (as: Audience): string[] =>
  sitePages.flatMap((page) => {
    const phone = page.checks.phoneWidth;
    return phone?.as.includes(as) ? (phone.paths ?? [samplePath(page)]) : [];
  });

/** The pages opened with JavaScript off. */
export const noJsPaths = sitePages.filter((page) => page.checks.noJs).map(samplePath);
