/** The shape of one entry in the list of the site's pages (./index.ts). */

/** Who can open a page: anyone, a signed-in member, or an admin. */
export type Audience = 'visitor' | 'member' | 'admin';

/**
 * Whether a page belongs in the sitemap (and the host's warm-up at start-up): `true`, or why
 * not. `noindex` pages say so in their meta tags; an alias renders a page whose canonical link
 * names another pattern.
 */
export type SitemapEntry = true | { noindex: string } | { aliasOf: `/${string}` };

/** The site-wide checks a page is in. A page left out of any of them says why in `unchecked`. */
export interface PageChecks {
  /**
   * Weighed against the JavaScript and HTML budget (tests/e2e/page-weight.spec.ts, the page
   * weight and Lighthouse benches) and audited by axe at two widths (accessibility.spec.ts).
   */
  weighed?: true;
  /** Compared with tests/e2e/screenshots/<name>-360.png and <name>-1280.png. */
  screenshot?: string;
  /** Opened at 360 px as each of `as`, at `paths` (its sample when left out): no sideways scroll. */
  phoneWidth?: { as: readonly Audience[]; paths?: readonly string[] };
  /** Opened with JavaScript off: the server's page shows its heading. */
  noJs?: true;
}

/** A route that answers with HTML for people to read. */
export interface SitePage {
  kind: 'page';
  /** The URL pattern React Router matches, with a leading slash ('*': every other URL). */
  pattern: `/${string}` | '*';
  /** The route module, relative to app/. */
  file: `routes/${string}`;
  /** The route id, where one module answers at several patterns. */
  id?: string;
  audience: Audience;
  /** A path the checks open, for a pattern with params (or to add a query); else the pattern. */
  sample?: string;
  sitemap: SitemapEntry;
  checks: PageChecks;
  /** Why the page is left out of a check in `checks`; required when it is. */
  unchecked?: string;
}

/** A route that answers with something else: a feed, JSON, CSV, text, or a redirect. */
export interface OtherRoute {
  kind: 'resource' | 'redirect';
  pattern: `/${string}`;
  file: `routes/${string}`;
  id?: string;
  /** What it answers, in a few words. */
  answers: string;
}

export type SiteRoute = SitePage | OtherRoute;
