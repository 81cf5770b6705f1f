/**
 * The budgets on PostgreSQL: a member with 1,000 comments and 1,000 votes is exported in
 * under 1 s and deleted in under 2 s (password check included), while other members' forum
 * reads (the database part of their pages) keep within the 100 ms page budget. Uses a throwaway database on the server at DATABASE_URL:
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-account.ts
 */
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { openPostgres } from '../database/client';
import { createAppContext } from '../app/context';
import { vendorSlugs } from '../app/data/vendor-slugs';
import { deleteAccount } from '../app/features/account/delete-account.server';
import { exportAccount } from '../app/features/account/export-account.server';
import type { SessionUser } from '../app/features/auth/session-user';
import { listCommentPage } from '../app/features/community/comment-pages.server';
import { getVisibleDiscussion } from '../app/features/community/discussions.server';
import { listDiscussions } from '../app/features/community/discussion-list.server';
import { loadEnv } from '../app/utils/env.server';

const firstPage = { start: { first: true }, categoryId: null, categorySlug: null } as const;
const base = process.env.DATABASE_URL;
if (!base?.startsWith('postgres')) {
  console.error('usage: DATABASE_URL=postgres://... tsx scripts/bench-account.ts');
  process.exit(2);
}
const name = 'peptidia_bench_account';
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const url = `${base.slice(0, base.lastIndexOf('/'))}/${name}`;
const database = await openPostgres(url, { migrate: true });
const client = new pg.Client({ connectionString: url });
await client.connect();

const password = 'bench-password-1';
const others = Math.ceil(1000 / vendorSlugs.length);
await client.query(`
  insert into "user" (id, name, email) select 'u' || i, 'Member ' || i, 'm' || i || '@bench.test'
  from generate_series(0, ${others}) as i`);
await client.query(`
  insert into profiles (user_id, username) select 'u' || i, 'member_' || i from generate_series(0, ${others}) as i`);
await client.query(
  `insert into account (id, account_id, provider_id, user_id, password) values ('a0', 'u0', 'credential', 'u0', $1)`,
  [await hashPassword(password)],
);
await client.query(`
  insert into discussions (title, content, status, author_id)
  select 'Thread ' || i, 'Text', 'approved', 'u' || (1 + i % ${others}) from generate_series(1, 20) as i`);
await client.query(`
  insert into comments (content, discussion_id, author_id, status)
  select 'Comment ' || i, (select id from discussions order by title offset (i % 20) limit 1), 'u0', 'approved'
  from generate_series(1, 1000) as i`);
await client.query(
  `insert into vendor_reviews (vendor_slug, user_id, rating, status)
   select v, 'u' || i, 4, 'approved' from unnest($1::text[]) as v, generate_series(1, ${others}) as i`,
  [vendorSlugs],
);
await client.query(`
  insert into review_votes (review_id, user_id, vote_type)
  select id, 'u0', 'helpful' from vendor_reviews order by id limit 1000`);
await client.end();

const env = loadEnv({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  SITE_URL: 'http://127.0.0.1:3000',
});
const context = createAppContext({ db: database.db, env, cspNonce: 'n', clientIp: '127.0.0.1' });
const member = { id: 'u0', email: 'm0@bench.test', isAdmin: false } as SessionUser;

const timed = async <T>(run: () => Promise<T>) => {
  const begin = performance.now();
  const value = await run();
  return { value, ms: performance.now() - begin };
};
/**
 * What another member's pages read meanwhile: the discussion list, and a thread the deleted
 * member wrote in with its comments, by `readers` members at once until `done` settles.
 */
async function readWhile(done: Promise<unknown>, readers = 4): Promise<number[]> {
  const [thread] = (await listDiscussions(database.db, firstPage)).discussions;
  const viewer = { id: 'u1', isAdmin: false };
  const latencies: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  const reader = async () => {
    while (!finished) {
      const begin = performance.now();
      await listDiscussions(database.db, firstPage);
      await getVisibleDiscussion(database.db, thread!.id, viewer);
      await listCommentPage(database.db, thread!.id, viewer);
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: readers }, reader));
  return latencies.sort((a, b) => a - b);
}

const exported = await timed(() => exportAccount(database.db, member.id));
const deletion = timed(() => deleteAccount(context, member, password));
const readsMeanwhile = await readWhile(deletion);
const deleted = await deletion;
const verdict = (ms: number, budget: number) =>
  `${ms.toFixed(0)} ms (budget ${budget} ms) ${ms < budget ? 'OK' : 'OVER BUDGET'}`;
console.log(
  `export of a member with 1,000 comments and 1,000 votes: ${verdict(exported.ms, 1000)} (${exported.value?.comments.length} comments, ${exported.value?.reviewVotes.length} votes)`,
);
console.log(`deletion of that member (${deleted.value}): ${verdict(deleted.ms, 2000)}`);
const at = (share: number) =>
  readsMeanwhile[Math.min(readsMeanwhile.length - 1, Math.floor(readsMeanwhile.length * share))] ??
  NaN;
console.log(
  `meanwhile, 4 members reading the forum (list, thread, its comments): ${readsMeanwhile.length} reads, p50 ${at(0.5).toFixed(1)} ms, p99 ${verdict(at(0.99), 100)}`,
);
await database.close();
const cleanup = new pg.Client({ connectionString: base });
await cleanup.connect();
await cleanup.query(`drop database if exists ${name} with (force)`);
await cleanup.end();
