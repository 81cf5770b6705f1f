/**
 * The member layer measured three ways, on the same pages, at 20 concurrent signed-in members
 * (called by scripts/bench-community.ts, on PostgreSQL):
 *
 * - templates: what members get today, one render per content version and member shape, filled
 *   in with each member's texts (the vendor page: one render per member, kept for them);
 * - one render per request: the same page rendered by React for each member, as a host without
 *   member templates would. Measured through a query parameter the page declares and ignores
 *   when empty (`?page=1`, `?q=`): the host renders such a request for itself, never keeping it;
 * - the visitors' page plus a per-member answer: the page every visitor gets from memory, then
 *   the member's part fetched as React Router's data request for the root route (the account
 *   menu's member and the unread count; on the vendor page its route too, for the member's own
 *   votes and review). A member waits for both: the figure is their p99s added up.
 */
import { checkMemberPage, measure, memberScript } from './bench-community-load';

interface LayerPage {
  label: string;
  path: string;
  /**
   * The same page through a declared parameter the host renders for each request; null for a
   * page each member already has rendered for themselves (kept per member, not per shape).
   */
  renderedPath: string | null;
  /** The routes of the member's part, as React Router names them in `_routes`. */
  memberRoutes: string;
  content: string;
}

const row = (label: string, figures: { p50: number; p99: number; rps: number }) =>
  console.log(
    `member layer: ${label.padEnd(54)} p50 ${figures.p50.toFixed(1).padStart(6)} ms  ` +
      `p99 ${figures.p99.toFixed(1).padStart(6)} ms  ${figures.rps.toFixed(0).padStart(6)} req/s`,
  );

/** A wrk script for visitors: no cookie, the URL's own path. */
const visitorScript = memberScript(['']);

/** The `.data` URL of a page, as React Router's client asks for it. */
const dataPath = (path: string) => (path === '/' ? '/_root.data' : `${path}.data`);

const layerPages = (hotDiscussionId: string, vendorSlug: string): LayerPage[] => [
  {
    label: 'discussions list',
    path: '/community/discussions',
    renderedPath: '/community/discussions?page=1',
    memberRoutes: 'root',
    content: '[bench]',
  },
  {
    label: 'discussion with 200 comments',
    path: `/community/discussion/${hotDiscussionId}`,
    renderedPath: `/community/discussion/${hotDiscussionId}?replyTo=`,
    memberRoutes: 'root',
    content: '[bench]',
  },
  {
    label: 'home page',
    path: '/',
    renderedPath: '/?goal=',
    memberRoutes: 'root',
    content: 'Peptidia',
  },
  {
    label: 'peptide database',
    path: '/peptides',
    renderedPath: '/peptides?q=',
    memberRoutes: 'root',
    content: 'BPC-157',
  },
  {
    label: 'price comparison',
    path: '/compare-prices',
    renderedPath: '/compare-prices?sort=',
    memberRoutes: 'root',
    content: 'Compare Peptide Vendors',
  },
  {
    label: 'a vendor page',
    path: `/vendors/${vendorSlug}`,
    renderedPath: null,
    memberRoutes: 'root,routes/vendor-detail',
    content: 'Seeded review',
  },
];

export async function benchMemberLayer(
  baseUrl: string,
  cookies: string[],
  hotDiscussionId: string,
  vendorSlug: string,
) {
  const pages = layerPages(hotDiscussionId, vendorSlug);
  const members = memberScript(cookies);
  for (const page of pages) {
    row(`${page.label}: templates`, measure(`${baseUrl}${page.path}`, members, 20));
    if (page.renderedPath) {
      const rendered = `${baseUrl}${page.renderedPath}`;
      await checkMemberPage(baseUrl, page.renderedPath, cookies, page.content);
      row(`${page.label}: one render per request`, measure(rendered, members, 20));
    }
    const visitorAnswer = await fetch(`${baseUrl}${page.path}`, { redirect: 'manual' });
    await visitorAnswer.arrayBuffer();
    if (visitorAnswer.status !== 200) {
      console.log(`member layer: ${page.label}: members only, no visitors' page to share`);
      continue;
    }
    const shared = measure(`${baseUrl}${page.path}`, visitorScript, 20);
    const answerUrl = `${baseUrl}${dataPath(page.path)}?_routes=${page.memberRoutes}`;
    const answer = measure(answerUrl, members, 20);
    row(`${page.label}: the visitors' page`, shared);
    row(`${page.label}: the member's answer (${page.memberRoutes})`, answer);
    console.log(
      `member layer: ${`${page.label}: page + answer`.padEnd(54)} p99 ${(shared.p99 + answer.p99).toFixed(1)} ms`,
    );
  }
}
