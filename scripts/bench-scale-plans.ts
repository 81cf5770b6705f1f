/**
 * EXPLAIN (ANALYZE, BUFFERS) of the vendor page's, the price pages' and the forum search's queries
 * on the seeded database (the search's: bench-scale-search-plans.ts), printed as Markdown for
 * docs/performance-scale.md (scripts/bench-scale.sh).
 * The SQL is what the app's queries send (vendor-review-list.server.ts, review-stats.server.ts,
 * editorial-reads.server.ts, price-history-reads.server.ts), with the busy vendor's values.
 */
import pg from 'pg';
import { searchPlans } from './bench-scale-search-plans';

const vendor = `'peptide-sciences'`;
const queries: [label: string, sql: string][] = [
  [
    'vendor page: first page of reviews',
    `select id, user_id, rating, comment, created_at, helpful_votes, not_helpful_votes, edited_at
       from vendor_reviews where vendor_slug = ${vendor} and status = 'approved'
      order by created_at desc, id desc limit 21`,
  ],
  [
    'vendor page: a later page of reviews (cursor)',
    `select id, user_id, rating, comment, created_at, helpful_votes, not_helpful_votes, edited_at
       from vendor_reviews where vendor_slug = ${vendor} and status = 'approved'
        and (created_at, id) < (select c.created_at, c.id from vendor_reviews c where c.id =
            (select id from vendor_reviews where vendor_slug = ${vendor} and status = 'approved'
              order by created_at desc, id desc offset 500 limit 1))
      order by created_at desc, id desc limit 21`,
  ],
  [
    'vendor page: rating summary (kept figures)',
    `select approved_count, rating_sum, one_star, two_stars, three_stars, four_stars, five_stars
       from vendor_review_stats where vendor_slug = ${vendor}`,
  ],
  [
    'vendor page: the oldest current price (Prices as of)',
    `select min(observed_on) from current_prices`,
  ],
  [
    'vendor page: bounded price series',
    `with vendor as (select id from vendors where slug = ${vendor}),
     older as (
       select o.id, o.peptide, o.amount, o.unit, o.notes, o.price_usd, o.observed_on,
              row_number() over (partition by o.peptide, o.amount, o.unit, coalesce(o.notes, ''),
                                 date_trunc('week', o.observed_on)
                                 order by o.observed_on desc, o.id desc) as newest_of_week,
              min(o.id) over (partition by o.peptide, o.amount, o.unit, coalesce(o.notes, '')) as first_id
         from price_observations o
        where o.vendor_id = (select id from vendor) and o.observed_on < current_date - 92)
     select id, peptide, amount, unit, notes, price_usd, observed_on from older
      where newest_of_week = 1 or id = first_id
     union all
     select o.id, o.peptide, o.amount, o.unit, o.notes, o.price_usd, o.observed_on
       from price_observations o
      where o.vendor_id = (select id from vendor) and o.observed_on >= current_date - 92
      order by observed_on, id`,
  ],
  [
    '/compare-prices, /api/v1/prices, peptide pages: current prices',
    `select p.id, v.slug, v.name, p.peptide, p.amount, p.unit, p.notes, p.price_usd, p.observed_on,
            p.source_url, c.first_observation_id, c.entry_order
       from current_prices c
       join price_observations p on p.id = c.observation_id
       join vendors v on v.id = c.vendor_id
      order by c.entry_order, c.first_observation_id`,
  ],
  [
    '/api/v1/prices?limit=100&after=…: a page by key (current_prices_entry_order_idx)',
    `select c.first_observation_id, c.entry_order, p.price_usd
       from current_prices c
       join price_observations p on p.id = c.observation_id
      where (c.entry_order, c.first_observation_id) > (1000, 1000)
      order by c.entry_order, c.first_observation_id
      limit 101`,
  ],
  [
    'admin dashboard: site totals (kept figures)',
    `select members, discussions, comments from site_totals`,
  ],
];

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const withValues: [string, { sql: string; params: unknown[] }][] = [
  ...queries.map(([label, sql]): [string, { sql: string; params: unknown[] }] => [
    label,
    { sql, params: [] },
  ]),
  ...searchPlans,
];
for (const [label, { sql, params }] of withValues) {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off) ${sql}`,
    params,
  );
  console.log(
    `#### ${label}\n\n\`\`\`\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
  );
}
await client.end();
