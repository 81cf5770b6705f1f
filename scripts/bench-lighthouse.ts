/**
 * The first-view budgets with Lighthouse (mobile defaults, Debian's Chromium) on every
 * public page: performance at least 99, LCP under 1.2 s, TBT under 50 ms, CLS under 0.02, and
 * accessibility, best practices and SEO at 100 (SEO not asked of a noindex page); beside them,
 * what the page weighs (scripts/page-weight.ts: JavaScript gzip as viewed, HTML raw) against the
 * build in BUILD_DIR. Part of `npm run bench`, and alone as `npm run bench:lighthouse`.
 *
 *   tsx scripts/bench-lighthouse.ts <base-url> [path...]
 *
 * Lighthouse is fetched by npx at a pinned version when the bench runs, so `npm ci` (and CI)
 * does not install its 200-odd packages. Its timings are only meaningful on a quiet machine.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pageBudget, publicPagePaths, weighPage } from './page-weight';

const lighthouse = 'lighthouse@12.8.2';
const budget = { performance: 99, lcpMs: 1200, tbtMs: 50, cls: 0.02, otherCategories: 100 };

const [baseUrl, ...given] = process.argv.slice(2);
if (!baseUrl) {
  console.error('usage: bench-lighthouse.ts <base-url> [path...]');
  process.exit(2);
}
const paths = given.length > 0 ? given : publicPagePaths;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
}

/** One Lighthouse run of `url`; null when Lighthouse itself failed (it says why on stderr). */
function auditOnce(url: string): Report | null {
  try {
    return JSON.parse(runLighthouse(url)) as Report;
  } catch {
    return null;
  }
}

/**
 * Lighthouse now and then fails to record its trace ("NO_NAVSTART"): a page gets three tries
 * before the bench gives up on it.
 */
function audit(url: string): Report {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const report = auditOnce(url);
    if (report) return report;
    console.error(`Lighthouse failed on ${url} (try ${attempt} of 3)`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}

function runLighthouse(url: string): string {
  return execFileSync(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/**
 * Lighthouse's own advice for its run-to-run variance: run it several times and take the median.
 * Each figure below is the median of LIGHTHOUSE_RUNS runs of the page (3 unless set).
 */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const score = (reports: Report[], category: string) =>
  Math.round(median(reports.map((report) => (report.categories[category]?.score ?? 0) * 100)));
const value = (reports: Report[], id: string) =>
  median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
const mark = (over: boolean) => (over ? ' !' : '  ');

// The page's JavaScript (gzip, as viewed) and HTML (raw), from the build it was served from.
const clientDir = join(process.env.BUILD_DIR ?? 'build', 'client');
const columns = [
  'page',
  'perf',
  'LCP ms',
  'TBT ms',
  'CLS',
  'a11y',
  'b.p.',
  'SEO',
  'JS KB',
  'HTML KB',
];
const widths = [24, 7, 9, 9, 8, 7, 7, 9, 9, 10];
const row = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('');
console.log(row(columns));
let missed = 0;
for (const path of paths) {
  const reports = Array.from({ length: runs }, () => audit(baseUrl + path));
  const perf = score(reports, 'performance');
  const lcp = value(reports, 'largest-contentful-paint');
  const tbt = value(reports, 'total-blocking-time');
  const cls = value(reports, 'cumulative-layout-shift');
  const a11y = score(reports, 'accessibility');
  const practices = score(reports, 'best-practices');
  const seo = score(reports, 'seo');
  // A page that asks not to be indexed fails "is-crawlable" on purpose: SEO is not asked of it.
  const noindex = reports[0]!.audits['is-crawlable']?.score === 0;
  const weight = await weighPage(await (await fetch(baseUrl + path)).text(), clientDir);
  const overs = [
    perf < budget.performance,
    lcp >= budget.lcpMs,
    tbt >= budget.tbtMs,
    cls >= budget.cls,
    a11y < budget.otherCategories,
    practices < budget.otherCategories,
    !noindex && seo < budget.otherCategories,
    weight.jsGzipKb > pageBudget.jsGzipKb,
    weight.htmlKb > pageBudget.htmlKb,
  ];
  if (overs.some(Boolean)) missed += 1;
  console.log(
    row([
      path,
      `${perf}${mark(overs[0]!)}`,
      `${Math.round(lcp)}${mark(overs[1]!)}`,
      `${Math.round(tbt)}${mark(overs[2]!)}`,
      `${cls.toFixed(3)}${mark(overs[3]!)}`,
      `${a11y}${mark(overs[4]!)}`,
      `${practices}${mark(overs[5]!)}`,
      noindex ? 'noindex' : `${seo}${mark(overs[6]!)}`,
      `${weight.jsGzipKb.toFixed(1)}${mark(overs[7]!)}`,
      `${weight.htmlKb.toFixed(1)}${mark(overs[8]!)}`,
    ]),
  );
}
console.log(`Each figure: the median of ${runs} Lighthouse run(s) of the page.`);
console.log(
  missed === 0
    ? 'Lighthouse budgets met on every page.'
    : `${missed} page(s) miss a budget (!): performance ${budget.performance}, LCP < ${budget.lcpMs} ms, TBT < ${budget.tbtMs} ms, CLS < ${budget.cls}, the other categories 100, JS ${pageBudget.jsGzipKb} KB gzip, HTML ${pageBudget.htmlKb} KB.`,
);
