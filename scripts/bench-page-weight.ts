/**
 * Prints what each given page loads (scripts/page-weight.ts): JavaScript (as viewed, and the
 * app's once a visitor starts it) and CSS gzip, HTML raw and gzip, and marks a figure over issue
 * 12's budget (JS 110 KB gzip as viewed, HTML 60 KB raw).
 * Usage: tsx scripts/bench-page-weight.ts <base-url> <build/client> [path...]
 * (no paths: every public page of the budget).
 */
import { pageBudget, publicPagePaths, weighPage } from './page-weight';

const [baseUrl, clientDir, ...given] = process.argv.slice(2);
if (!baseUrl || !clientDir) {
  console.error('usage: bench-page-weight.ts <base-url> <build/client> [path...]');
  process.exit(2);
}
const paths = given.length > 0 ? given : publicPagePaths;

const cell = (value: number, budget?: number) =>
  `${value.toFixed(1)} KB${budget !== undefined && value > budget ? ' !' : '  '}`.padStart(12);
console.log(
  `${'page'.padEnd(24)}${'JS gzip'.padStart(12)}${'app JS'.padStart(12)}${'CSS gzip'.padStart(12)}${'HTML'.padStart(12)}${'HTML gzip'.padStart(12)}`,
);
let over = 0;
for (const path of paths) {
  const weight = await weighPage(await (await fetch(baseUrl + path)).text(), clientDir);
  if (weight.jsGzipKb > pageBudget.jsGzipKb || weight.htmlKb > pageBudget.htmlKb) over += 1;
  console.log(
    `${path.padEnd(24)}${cell(weight.jsGzipKb, pageBudget.jsGzipKb)}${cell(weight.appJsGzipKb)}${cell(weight.cssGzipKb)}${cell(weight.htmlKb, pageBudget.htmlKb)}${cell(weight.htmlGzipKb)}`,
  );
}
console.log(
  over === 0
    ? 'Every page within the budget (JS 110 KB gzip, HTML 60 KB).'
    : `${over} page(s) over the budget (!): JS 110 KB gzip, HTML 60 KB.`,
);
