/**
 * The scale bench's seed (scripts/bench-scale.sh), set-based with generate_series on a migrated
 * PostgreSQL: members, one vendor with many approved reviews and votes on them, reviews spread
 * over the other vendors, and a daily price of every seeded offer for years, as live feeds bring.
 * Usage: tsx scripts/bench-scale-seed.ts SMALL|LARGE (DATABASE_URL names the database).
 */
import pg from 'pg';
import { seedForum } from './bench-scale-forum-seed';

const sizes = {
  SMALL: { members: 1_000, hotReviews: 1_000, otherReviews: 1_000, votes: 10_000, days: 90 },
  LARGE: { members: 20_000, hotReviews: 5_000, otherReviews: 45_000, votes: 500_000, days: 1_095 },
} as const;

const words =
  'reconstitution bacteriostatic water storage purity shipping vial label dose peptide ' +
  'tracking refund support packaging coa lab results fast slow delayed customs batch';

/**
 * Votes on the busy vendor's reviews, by members other than the author. The votes' per-row
 * triggers (each recounts its review's votes and may notify its author) are off while they are
 * inserted, at LARGE half a million rows; the kept counts are set in one update after.
 */
async function seedVotes(
  client: InstanceType<typeof pg.Client>,
  s: (typeof sizes)[keyof typeof sizes],
) {
  await client.query('alter table review_votes disable trigger user');
  await client.query(
    `insert into review_votes (review_id, user_id, vote_type)
     select r.id, 'scale-' || (1 + (r.n + k * 101) % $2::int),
            case when k % 4 = 0 then 'not_helpful' else 'helpful' end
       from (select id, user_id, row_number() over (order by created_at) as n
               from vendor_reviews where vendor_slug = 'peptide-sciences') as r,
            generate_series(1, $1::int / $3::int) as k
      where 'scale-' || (1 + (r.n + k * 101) % $2::int) <> r.user_id
     on conflict do nothing`,
    [s.votes, s.members, s.hotReviews],
  );
  await client.query('alter table review_votes enable trigger user');
  await client.query(
    `update vendor_reviews r set helpful_votes = v.helpful, not_helpful_votes = v.not_helpful
       from (select review_id, count(*) filter (where vote_type = 'helpful')::int as helpful,
                    count(*) filter (where vote_type = 'not_helpful')::int as not_helpful
               from review_votes group by review_id) as v
      where r.id = v.review_id`,
  );
}

export async function seedScale(client: InstanceType<typeof pg.Client>, size: keyof typeof sizes) {
  const s = sizes[size];
  await client.query(
    `insert into "user" (id, name, email)
     select 'scale-' || i, 'Scale member ' || i, 'scale-' || i || '@bench.test'
       from generate_series(1, $1::int) as i on conflict do nothing`,
    [s.members],
  );
  // Realistic comments: 8 to 60 words drawn from a review vocabulary, so search has work.
  const comment = `(select string_agg(w, ' ') from (select (string_to_array($2, ' '))[1 + ((i * 7 + k * 13) % 22)] as w
                     from generate_series(1, 8 + i % 53) as k) as t)`;
  await client.query(
    `insert into vendor_reviews (vendor_slug, user_id, rating, comment, status, created_at)
     select 'peptide-sciences', 'scale-' || i, 1 + (i * 37) % 5, ${comment}, 'approved',
            now() - make_interval(mins => i * 17)
       from generate_series(1, $1::int) as i`,
    [s.hotReviews, words],
  );
  await client.query(
    `insert into vendor_reviews (vendor_slug, user_id, rating, comment, status, created_at)
     select v.slug, 'scale-' || (1 + i % $3::int), 1 + (i * 31) % 5, ${comment},
            case when i % 10 = 0 then 'pending' else 'approved' end, now() - make_interval(mins => i * 11)
       from generate_series(1, $1::int) as i
       join lateral (select slug from vendors where slug <> 'peptide-sciences'
                      order by id offset (i % 11) limit 1) as v on true
     on conflict do nothing`,
    [s.otherReviews, words, s.members],
  );
  await seedVotes(client, s);
  // A daily price of every seeded offer for `days` days (the trigger keeps current_prices).
  await client.query(
    `insert into price_observations (vendor_id, peptide, amount, unit, notes, price_usd, source_url, observed_on)
     select o.vendor_id, o.peptide, o.amount, o.unit, o.notes,
            round((o.price_usd * (0.9 + ((d * 7 + o.id) % 21) / 100.0))::numeric, 2), o.source_url,
            current_date - d
       from (select distinct on (vendor_id, peptide, amount, unit, coalesce(notes, '')) *
               from price_observations order by vendor_id, peptide, amount, unit, coalesce(notes, ''), id) as o,
            generate_series(0, $1::int - 1) as d`,
    [s.days],
  );
  await seedForum(client, size, s.members);
  await client.query('analyze');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = process.argv[2] === 'LARGE' ? 'LARGE' : 'SMALL';
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const started = Date.now();
  await seedScale(client, size);
  console.log(`Seeded ${size} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await client.end();
}
