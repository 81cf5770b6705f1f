/**
 * The page-weight budget, in bytes (stable from build to build, unlike times): the
 * JavaScript an anonymous visitor's page loads (gzip, framework included) and its raw HTML, read
 * from the build under test (scripts/page-weight.ts). Every page is within it; the app a visitor
 * starts is held by a ratchet below. docs/performance.md has the figures.
 */
import { join } from 'node:path';
import { pageBudget, publicPagePaths, weighPage } from '../../scripts/page-weight';
import { expect, test } from './fixtures';

const clientDir = join(process.env.BUILD_DIR ?? 'build', 'client');

/**
 * The app's JavaScript once a visitor starts it (KB gzip, framework included): not part of the
 * page's load (app/utils/page-start.ts), but held where it is by a ratchet. The framework alone
 * (react-dom, React, React Router) is about 109 KB; the rest is the frame and the route.
 * Raised by 0.1-0.2 KB on some pages, lowered by 1.5-1.7 KB on / and /peptides, when the app
 * came to record the analytics events that pages declare (decision 0029). Raised by 0.6 KB on a
 * peptide page for its evidence levels and numbered sources, and by 1.2 KB on /methods for the
 * text of its evidence rule (decision 0030). Raised by 0.1 KB on /, /peptides and /methods when
 * every card of a product that is also a medicine came to carry its safety note. Raised by
 * 0.4-0.8 KB when the frame came to print a redirect's message in the page and routes their
 * fetcher answers, so that a browser without JavaScript shows them too. Raised by 0.4-0.6 KB
 * when the app came to take over whatever a visitor typed, ticked or chose before it started
 * (decision 0031), and by 0.4 KB more when it came to keep an edit of a text area the server
 * filled (remembered before hydration, put back where hydration reset it) and a date picked
 * before it started. Raised by 0.1-0.7 KB when the vendor page came to append its next page of
 * reviews in place, the sign-in page to name why a visitor was sent there, and evidence badges
 * to name the molecule studied. Raised by 0.3 KB on a vendor page when a review's Flag became a
 * link that opens its form (the page no longer carries a form per review), by 0.4 KB on
 * /methods for its text on how prices are read from vendors' shops and what "checked … ago"
 * means, and by 0.9 KB on the peptide and vendor pages for the "Follow prices" button (a form
 * that asks the member's state once the app runs). Raised by 0.1-0.2 KB on every page when the
 * header and that button came to share one hook for the signed-in member, so the button asks
 * for the state only on a member's page and a visitor's view sends no request for it. Raised
 * by 0.1 KB on the vendor page and /compare-prices when a review's stars and vote thumbs came to
 * be sprite references (the reviews draw their thumbs once in a sprite of their own): a page of
 * 20 reviews lost about 65 KB of HTML.
 */

const appRatchet: Record<string, number> = {
  '/': 128.0,
  '/peptides': 123.8,
  '/peptide/bpc-157': 132.9,
  '/vendors': 126.6,
  '/vendors/swiss-chems': 137.6,
  '/compare-prices': 126.7,
  '/guides': 126.2,
  '/dosage-calculator': 128.1,
  '/articles/peptides-101': 125.4,
  '/methods': 125.0,
  '/community': 125.5,
  '/auth': 124.3,
};

for (const path of publicPagePaths) {
  test(`${path} stays within its JavaScript and HTML budget`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const weight = await weighPage(html, clientDir);
    // Nothing is fetched for the app before the visitor wants it (decisions 0021 and 0029): no
    // preloads, no module scripts, and the start-up module imports the route modules only when
    // its start runs.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/import \* as route\d/);
    expect(weight.scripts, 'scripts loaded as the page is viewed').toEqual([]);
    expect(weight.appScripts.length, 'the page can start its app').toBeGreaterThan(0);
    expect(weight.jsGzipKb, 'JavaScript, KB gzip').toBeLessThanOrEqual(pageBudget.jsGzipKb);
    expect(weight.htmlKb, 'HTML, KB').toBeLessThanOrEqual(pageBudget.htmlKb);
    const ratchet = appRatchet[path];
    const measured = `${weight.appJsGzipKb.toFixed(1)} KB`;
    expect(ratchet, `a figure for ${path} in appRatchet (this run: ${measured})`).toBeDefined();
    expect(weight.appJsGzipKb, 'the app, KB gzip').toBeLessThanOrEqual(ratchet!);
  });
}

// Icons drawn from a page's sprite (components/ui/icon-sprite.tsx) must find it on that page.
for (const path of [
  ...publicPagePaths,
  '/vendors/peptide-sciences',
  '/compare-prices?peptide=ghk-cu',
]) {
  test(`every sprite icon on ${path} is defined there`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const used = new Set([...html.matchAll(/<use href="#(icon-[a-z-]+)"/g)].map((m) => m[1]!));
    const defined = new Set([...html.matchAll(/<symbol id="(icon-[a-z-]+)"/g)].map((m) => m[1]!));
    expect([...used].filter((id) => !defined.has(id))).toEqual([]);
  });
}
