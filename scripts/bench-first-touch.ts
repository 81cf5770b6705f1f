/**
 * The first touch on a phone (decision 0031): for each form, a fresh tab throttled as
 * Lighthouse's mobile run (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower) types
 * a known text at 60 ms a key from the moment the document arrives (`waitUntil: 'commit'`, then
 * the field attached), while the app starts underneath. Per form, three runs:
 *
 * - chars lost: what was typed minus the longest common prefix with the field's value once the
 *   app has started (`<html data-hydrated>`, then the network idle), summed over the form's
 *   fields; a select's or a star's choice counts as one, lost when it is not as picked. Goal 0.
 * - ms to response: measured IN THE PAGE (scripts/bench-first-touch-page.ts): from the first
 *   key's or tap's event `timeStamp` (when the browser got it, so a busy main thread counts) to
 *   the first `input` or `change` on that control (the first character in the field's value, the
 *   select's new value, the star checked), after the next paint.
 *
 * Prints a table (the most chars lost of the runs, the median ms) and exits 1 when any character
 * was lost: a lost key is a defect. Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium).
 *
 *   tsx scripts/bench-first-touch.ts <base-url> <discussion-path> [form name...]
 *
 * `npm run bench:first-touch` (scripts/bench-first-touch.sh) starts the server this needs.
 */
import { chromium } from '@playwright/test';
import { signIn, signUp } from '../tests/e2e/auth-helpers';
import { benchForms } from './bench-first-touch-forms';
import { measureOnce, throttledPage, type Run, type Signer } from './bench-first-touch-page';

const [baseUrl, discussionPath, ...only] = process.argv.slice(2);
if (!baseUrl || !discussionPath) {
  console.error('usage: bench-first-touch.ts <base-url> <discussion-path> [form name...]');
  process.exit(2);
}
const runs = 3;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

/** One member for every signed-in form, made through the site's own sign-up. */
async function memberSigner(): Promise<Signer> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const member = await signUp(await context.newPage());
  await context.close();
  return (page) => signIn(page, member);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const row = (cells: string[]) =>
  `${cells[0]!.padEnd(22)}${cells[1]!.padStart(12)}${cells[2]!.padStart(20)}${cells[3]!.padStart(22)}`;
console.log(row(['form', 'chars lost', 'median ms to resp.', 'each run (ms)']));
let lostInAll = 0;
let failedRuns = 0;
try {
  const signer = await memberSigner();
  for (const form of benchForms(discussionPath)) {
    if (only.length > 0 && !only.includes(form.name)) continue;
    const results: Run[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await throttledPage(browser, baseUrl, form.member ? signer : undefined);
      // A run that fails (the app never started, a field never came) is reported, not measured.
      const result = await measureOnce(page, form.path, form.steps).catch((error: Error) => {
        console.error(`${form.name}, run ${run + 1}: ${error.message.split('\n')[0]}`);
        failedRuns += 1;
        return page.context().close();
      });
      if (result) results.push(result);
    }
    if (results.length === 0) continue;
    const lost = Math.max(...results.map((result) => result.lost));
    const times = results.map((result) => result.responseMs);
    const answered = times.filter((time): time is number => time !== null);
    lostInAll += lost;
    console.log(
      row([
        form.name,
        String(lost),
        answered.length > 0 ? median(answered).toFixed(0) : 'no response',
        times.map((time) => (time === null ? '-' : time.toFixed(0))).join(' / '),
      ]),
    );
  }
} finally {
  await browser.close();
}
console.log(
  lostInAll === 0
    ? `No character lost in ${runs} runs of each form.`
    : `${lostInAll} character(s) lost (the most of ${runs} runs, summed over the forms).`,
);
if (failedRuns > 0) console.log(`${failedRuns} run(s) failed (above).`);
process.exit(lostInAll === 0 && failedRuns === 0 ? 0 : 1);
