/**
 * The community bench's seed (scripts/bench-community.ts), set-based (INSERT ... SELECT
 * generate_series): 10,000 approved discussions, 100,000 comments (200 on one discussion) and
 * 60 reviews of one vendor. Takes a few seconds.
 */
import pg from 'pg';

type Client = InstanceType<typeof pg.Client>;

/** 200 authors and 10,000 approved discussions (three pinned), newest first by a minute each. */
async function seedDiscussions(client: Client) {
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
  return hot!.id;
}

/** 150 comments and 50 replies on one discussion; 99,800 comments spread over the others. */
async function seedComments(client: Client, hotId: string) {
  // The trigger keeps reply_count per row; for 100,000 seeded rows one set-based update is faster.
  await client.query('alter table comments disable trigger comments_refresh_discussion_stats');
  await client.query(
    `
    insert into comments (content, discussion_id, author_id, status, created_at)
    select 'A seeded comment about storage temperature and bacteriostatic water, number ' || i || '.',
           $1, 'bench-author-' || (1 + i % 200), 'approved', now() - make_interval(secs => 10000 - i)
    from generate_series(1, 150) as i`,
    [hotId],
  );
  await client.query(
    `
    insert into comments (content, discussion_id, author_id, status, parent_comment_id, created_at)
    select 'A seeded reply.', $1, 'bench-author-' || (1 + n % 200), 'approved', id, created_at + interval '1 second'
    from (select id, created_at, row_number() over (order by created_at) as n
          from comments where discussion_id = $1 limit 50) as parents`,
    [hotId],
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
    [hotId],
  );
  await client.query(`
    update discussions d set reply_count = c.total, last_reply_at = c.latest
    from (select discussion_id, count(*)::int as total, max(created_at) as latest
          from comments where status = 'approved' group by discussion_id) as c
    where d.id = c.discussion_id`);
  await client.query('alter table comments enable trigger comments_refresh_discussion_stats');
}

async function seedReviews(client: Client, voteVendor: string) {
  await client.query(
    `
    insert into vendor_reviews (vendor_slug, user_id, rating, comment, status)
    select $1, 'bench-author-' || i, 1 + i % 5, 'Seeded review ' || i, 'approved'
    from generate_series(1, 60) as i
    on conflict do nothing`,
    [voteVendor],
  );
}

export async function seedCommunity(databaseUrl: string, voteVendor: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const hotId = await seedDiscussions(client);
  await seedComments(client, hotId);
  await seedReviews(client, voteVendor);
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
    [hotId],
  );
  await client.end();
  console.log(
    `community seed: ${counts!.discussions} approved discussions, ${counts!.comments} comments ` +
      `(${counts!.hot} on one) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { hot: { id: hotId }, reviewRows };
}
