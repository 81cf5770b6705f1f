/**
 * Community budgets on PostgreSQL (issues 6, 13 and 16): with 10,000 approved discussions and
 * 100,000 comments (200 on one discussion), the discussions list, the 200-comment discussion,
 * every public page seen by a member and a search answer at p99 < 100 ms under 20 concurrent
 * signed-in connections (wrk; each request from the next of 20 members), and a vote takes
 * < 50 ms at the median.
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-community.ts http://127.0.0.1:3500
 *
 * The server at the base URL must run on that same database (npm run bench starts both). The
 * seed is set-based (INSERT ... SELECT generate_series) and takes a few seconds.
 */
import { checkMemberPage, memberScript, report, verdict } from './bench-community-load';
import { seedCommunity } from './bench-community-seed';
import { benchMemberLayer } from './bench-member-layer';

const baseUrl = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? '').replace(/\/+$/, '');
const databaseUrl = process.env.DATABASE_URL;
if (!baseUrl || !databaseUrl) {
  console.error('usage: DATABASE_URL=postgres://... tsx scripts/bench-community.ts <base url>');
  process.exit(2);
}
const budgets = { pageP99: 100, searchP99: 100, voteMedian: 50 };
const voteVendor = 'omegamino';

// 1. Twenty signed-in members, through the real sign-up and sign-in forms (the server runs with
// RATE_LIMIT_SCALE raised): every connection of the load is a different member, and their names
// need escaping.
const suffix = Date.now().toString(36);
async function postAuth(form: Record<string, string>) {
  return fetch(`${baseUrl}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseUrl },
    body: new URLSearchParams(form),
  });
}
async function signUpAndIn(i: number): Promise<string> {
  const member = {
    username: `bench_${suffix}_${i}`,
    displayName: `Bench <member> "${i}" & co`,
    email: `bench_${suffix}_${i}@bench.test`,
    password: 'bench-password-1',
  };
  const signedUp = await postAuth({ intent: 'sign-up', ...member });
  if (signedUp.status !== 302) throw new Error(`sign-up answered ${signedUp.status}`);
  const signedIn = await postAuth({
    intent: 'sign-in',
    identifier: member.email,
    password: member.password,
    rememberMe: 'on',
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (signedIn.status !== 302 || !cookie.includes('session_token')) {
    throw new Error(`sign-in answered ${signedIn.status} without a session cookie`);
  }
  return cookie;
}
const connections = 20;
const cookies: string[] = [];
for (let i = 0; i < connections; i++) cookies.push(await signUpAndIn(i));
const cookie = cookies[0]!;

// 2. The seed.
const { hot, reviewRows } = await seedCommunity(databaseUrl, voteVendor);

// 3. Pages at 20 concurrent signed-in connections (wrk, one thread): the forum's member pages,
// then every public page as members see it (from the host's templates), then a search.
const script = memberScript(cookies);
const pages: [label: string, path: string, content: string][] = [
  ['discussions list', '/community/discussions', '[bench]'],
  ['discussion with 200 comments', `/community/discussion/${hot.id}`, '[bench]'],
  ['home page', '/', 'Peptidia'],
  ['peptide database', '/peptides', 'BPC-157'],
  ['a peptide page', '/peptide/bpc-157', 'BPC-157'],
  ['price comparison', '/compare-prices', 'Compare Peptide Vendors'],
  ["a vendor page (the member's own)", `/vendors/${voteVendor}`, 'Seeded review'],
  ['community home', '/community', '[bench]'],
  ['injection guide', '/guides', 'Injection'],
];
for (const [label, path, content] of pages) {
  await checkMemberPage(baseUrl, path, cookies, content);
  report(`${label} (member)`, `${baseUrl}${path}`, script, budgets.pageP99);
}
// The member layer three ways (templates, a render per request, the visitors' page and a
// per-member answer), for the decision on how members get public pages.
await benchMemberLayer(baseUrl, cookies, String(hot.id), voteVendor);

// A word in every seeded comment: the most rows a search can match. Repeated, as a popular
// search is, it is answered from the page cache after the first time (kept a minute).
report(
  'search "seeded", repeated (member)',
  `${baseUrl}/search?q=seeded`,
  script,
  budgets.searchP99,
);
report(
  'search "storage temp", repeated (member)',
  `${baseUrl}/search?q=storage+temp`,
  script,
  budgets.searchP99,
);
// A different search each request (never in the cache): two words every comment has and a number.
const distinct = memberScript(cookies, '"/search?q=seeded+comment+" .. math.random(1, 99800)');
report(
  'search "seeded comment <n>", each different (member)',
  `${baseUrl}/search`,
  distinct,
  budgets.searchP99,
);

// 4. Votes, one after another, as the browser's fetcher sends them (the action alone; the page
// then revalidates with a separate GET). Under the per-member limit of 60 a minute.
const times: number[] = [];
for (const [i, review] of reviewRows.entries()) {
  const begin = performance.now();
  const response = await fetch(`${baseUrl}/vendors/${voteVendor}.data`, {
    method: 'POST',
    headers: { cookie, Origin: baseUrl },
    body: new URLSearchParams({
      intent: 'vote',
      reviewId: review.id,
      voteType: i % 2 ? 'helpful' : 'not_helpful',
    }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - begin;
  if (response.status !== 200) throw new Error(`vote answered ${response.status}`);
  if (i >= 5) times.push(elapsed); // the first few warm up the code paths
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `community: vote median ${median.toFixed(1)} ms over ${times.length} (min ${times[0]!.toFixed(1)}, ` +
    `max ${times.at(-1)!.toFixed(1)}; budget ${budgets.voteMedian} ms) ${verdict(median, budgets.voteMedian)}`,
);
