/**
 * Community budgets on PostgreSQL (issue 6): with 10,000 approved discussions and 100,000
 * comments (200 on one discussion), the discussions list and the 200-comment discussion answer
 * at p99 < 100 ms under 20 concurrent signed-in connections (wrk; each request from the next of
 * 20 members), and a vote takes < 50 ms at the median.
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-community.ts http://127.0.0.1:3500
 *
 * The server at the base URL must run on that same database (npm run bench starts both). The
 * seed is set-based (INSERT ... SELECT generate_series) and takes a few seconds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const baseUrl = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? '').replace(/\/+$/, '');
const databaseUrl = process.env.DATABASE_URL;
if (!baseUrl || !databaseUrl) {
  console.error('usage: DATABASE_URL=postgres://... tsx scripts/bench-community.ts <base url>');
  process.exit(2);
}
const duration = process.env.BENCH_DURATION ?? '10s';
const budgets = { listP99: 100, discussionP99: 100, voteMedian: 50 };
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

// 2. The seed, set-based.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const started = performance.now();
await client.query(`
  insert into "user" (id, name, email)
  select 'bench-author-' || i, 'Bench author ' || i, 'bench-author-' || i || '@bench.test'
  from generate_series(1, 200) as i
  on conflict do nothing`);
await client.query(`
  insert into profiles (user_id, username, display_name)
  select 'bench-author-' || i, 'bench_author_' || i, case when i % 3 = 0 then null else 'Author ' || i end
  from generate_series(1, 200) as i
  on conflict do nothing`);
await client.query('delete from discussions where title like $1', ['[bench]%']);
await client.query(`
  insert into discussions (title, content, status, author_id, category_id, is_pinned, created_at)
  select '[bench] Discussion ' || i || ': reconstitution, storage and dosing notes',
         repeat('Notes on peptide handling and the studies behind them. ', 8) || E'\\nLine two.',
         'approved',
         'bench-author-' || (1 + i % 200),
         (select id from discussion_categories order by slug offset (i % 8) limit 1),
         i <= 3,
         now() - make_interval(mins => i)
  from generate_series(1, 10000) as i`);
const {
  rows: [hot],
} = await client.query<{ id: string }>(
  `select id from discussions where title like '[bench] Discussion 5000:%' limit 1`,
);
// The trigger keeps reply_count per row; for 100,000 seeded rows one set-based update is faster.
await client.query('alter table comments disable trigger comments_refresh_discussion_stats');
await client.query(
  `
  insert into comments (content, discussion_id, author_id, status, created_at)
  select 'A seeded comment about storage temperature and bacteriostatic water, number ' || i || '.',
         $1, 'bench-author-' || (1 + i % 200), 'approved', now() - make_interval(secs => 10000 - i)
  from generate_series(1, 150) as i`,
  [hot!.id],
);
await client.query(
  `
  insert into comments (content, discussion_id, author_id, status, parent_comment_id, created_at)
  select 'A seeded reply.', $1, 'bench-author-' || (1 + n % 200), 'approved', id, created_at + interval '1 second'
  from (select id, created_at, row_number() over (order by created_at) as n
        from comments where discussion_id = $1 limit 50) as parents`,
  [hot!.id],
);
await client.query(
  `
  with numbered as (
    select id, created_at, (row_number() over (order by created_at desc) - 1)::int as n
    from discussions where title like '[bench]%' and id <> $1
  )
  insert into comments (content, discussion_id, author_id, status, created_at)
  select 'Seeded comment ' || i || ' with a little text to render.',
         d.id, 'bench-author-' || (1 + i % 200), 'approved', d.created_at + make_interval(secs => i % 600)
  from generate_series(1, 99800) as i
  join numbered as d on d.n = i % 9999`,
  [hot!.id],
);
await client.query(`
  update discussions d set reply_count = c.total, last_reply_at = c.latest
  from (select discussion_id, count(*)::int as total, max(created_at) as latest
        from comments where status = 'approved' group by discussion_id) as c
  where d.id = c.discussion_id`);
await client.query('alter table comments enable trigger comments_refresh_discussion_stats');
await client.query(
  `
  insert into vendor_reviews (vendor_slug, user_id, rating, comment, status)
  select $1, 'bench-author-' || i, 1 + i % 5, 'Seeded review ' || i, 'approved'
  from generate_series(1, 60) as i
  on conflict do nothing`,
  [voteVendor],
);
await client.query('vacuum analyze');
const { rows: reviewRows } = await client.query<{ id: string }>(
  `select id from vendor_reviews where vendor_slug = $1 and status = 'approved' order by created_at desc limit 55`,
  [voteVendor],
);
const {
  rows: [counts],
} = await client.query<{ discussions: number; comments: number; hot: number }>(
  `select (select count(*)::int from discussions where status = 'approved') as discussions,
          (select count(*)::int from comments) as comments,
          (select reply_count from discussions where id = $1) as hot`,
  [hot!.id],
);
await client.end();
console.log(
  `community seed: ${counts!.discussions} approved discussions, ${counts!.comments} comments ` +
    `(${counts!.hot} on one) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// 3. Pages at 20 concurrent signed-in connections (wrk, one thread).
const paths = {
  list: '/community/discussions',
  discussion: `/community/discussion/${hot!.id}`,
};
for (const path of Object.values(paths)) {
  for (const [i, memberCookie] of cookies.entries()) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: memberCookie },
      redirect: 'manual',
    });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('[bench]')) {
      throw new Error(`${path} answered ${response.status} without the seeded content`);
    }
    // Each member sees their own name in the header (escaped), never another member's.
    if (!html.includes(`Bench &lt;member&gt; &quot;${i}&quot; &amp; co`)) {
      throw new Error(`${path} does not show member ${i} in the header`);
    }
  }
}
const work = mkdtempSync(join(tmpdir(), 'bench-community-'));
const script = join(work, 'members.lua');
// Each request goes out as the next member in turn.
writeFileSync(
  script,
  `local cookies = ${JSON.stringify(cookies).replace('[', '{').replace(/]$/, '}')}
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, nil, { ["Cookie"] = cookies[(n % #cookies) + 1] })
end
`,
);

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === 'us' ? amount / 1000 : match[2] === 's' ? amount * 1000 : amount;
}

function measure(path: string) {
  const url = `${baseUrl}${path}`;
  execFileSync('wrk', ['-t1', `-c${connections}`, '-d2s', '-s', script, url]); // warm-up
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${duration}`, '--latency', '-s', script, url],
    {
      encoding: 'utf8',
    },
  );
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`${path}: non-2xx answers\n${out}`);
  const p99 = toMs(/^\s*99%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const p50 = toMs(/^\s*50%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  return { p50, p99, rps };
}

const verdict = (value: number, budget: number) => (value < budget ? 'OK' : 'OVER BUDGET');
const list = measure(paths.list);
console.log(
  `community: discussions list p99 ${list.p99.toFixed(1)} ms (p50 ${list.p50.toFixed(1)} ms, ` +
    `${list.rps.toFixed(0)} req/s; budget ${budgets.listP99} ms) ${verdict(list.p99, budgets.listP99)}`,
);
const discussion = measure(paths.discussion);
console.log(
  `community: discussion with 200 comments p99 ${discussion.p99.toFixed(1)} ms (p50 ` +
    `${discussion.p50.toFixed(1)} ms, ${discussion.rps.toFixed(0)} req/s; budget ` +
    `${budgets.discussionP99} ms) ${verdict(discussion.p99, budgets.discussionP99)}`,
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
