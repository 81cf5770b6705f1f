/**
 * The scale bench's forum (scripts/bench-scale-seed.ts): discussions and comments written from a
 * vocabulary of 100 words, 8 to 40 of them each, so that any one of them is in about a fifth of
 * all comments (a common word: `benchCommonWord`), and one word in a handful of rows only
 * (`benchRareWord`), for the search's two kinds of plan. Set-based with generate_series; the
 * comments' per-row triggers are off while they are inserted, their discussion's figures (and
 * the admin pages' kept counts) set in one statement each after. One discussion ('Scale
 * discussion 2') holds 1,000 comments: the busy thread.
 */
import type pg from 'pg';

export const forumSizes = {
  SMALL: { discussions: 1_000, comments: 10_000 },
  LARGE: { discussions: 100_000, comments: 1_000_000 },
} as const;

export const benchCommonWord = 'reconstitution';
export const benchRareWord = 'zymogen';
/** One comment in this many has the rare word (25 at LARGE, one at SMALL). */
const rareEvery = 40_000;

const vocabulary =
  'reconstitution bacteriostatic water storage purity shipping vial label dose peptide ' +
  'tracking refund support packaging certificate laboratory results fast slow delayed customs ' +
  'batch syringe needle insulin fridge freezer powder solution sterile alcohol swab injection ' +
  'subcutaneous abdomen thigh rotation schedule morning evening weekly daily cycle taper ' +
  'healing tendon ligament recovery sleep appetite energy focus mood skin collagen hair ' +
  'weight fasting protein training cardio strength soreness inflammation joint shoulder knee ' +
  'elbow back neck headache nausea flushing redness itching bruise tolerance response plateau ' +
  'bloodwork doctor clinic pharmacy vendor price discount coupon order parcel courier ' +
  'overseas domestic review rating honest experience beginner dosage titration';

/** Words `k` of row `i` from the vocabulary, so each row reads differently but repeatably. */
const text = (count: string) =>
  `(select string_agg(w[1 + ((i::bigint * 7919 + k * 104729) % array_length(w, 1))], ' ')
      from generate_series(1, ${count}) as k, (select string_to_array($1, ' ') as w) as v)`;

export async function seedForum(
  client: InstanceType<typeof pg.Client>,
  size: keyof typeof forumSizes,
  members: number,
) {
  const s = forumSizes[size];
  // One in twenty discussions awaits a decision: a visitor's search must not find it.
  await client.query(
    `insert into discussions (title, content, status, author_id, created_at)
     select 'Scale discussion ' || i || ': ' || ${text('4')}, ${text('8 + i % 33')},
            case when i % 20 = 0 then 'pending' else 'approved' end,
            'scale-' || (1 + i % $2::int), now() - make_interval(mins => i * 10)
       from generate_series(1, $3::int) as i`,
    [vocabulary, members, s.discussions],
  );
  await client.query('alter table comments disable trigger user');
  await client.query(
    `with numbered as (
       select id, created_at, (row_number() over (order by created_at desc) - 1)::int as n
         from discussions)
     insert into comments (content, discussion_id, author_id, status, created_at)
     select ${text('8 + i % 33')} || case when i % $4::int = 1 then ' ' || $5::text else '' end,
            d.id, 'scale-' || (1 + i % $2::int),
            case when i % 50 = 0 then 'pending' else 'approved' end,
            d.created_at + make_interval(secs => i % 600)
       from generate_series(1, $3::int) as i
       join numbered as d on d.n = i % $6::int`,
    [vocabulary, members, s.comments, rareEvery, benchRareWord, s.discussions],
  );
  // The busy thread: one discussion with 1,000 approved comments, a minute apart.
  await client.query(
    `insert into comments (content, discussion_id, author_id, status, created_at)
     select ${text('8 + i % 33')}, d.id, 'scale-' || (1 + i % $2::int), 'approved',
            d.created_at + make_interval(mins => i)
       from generate_series(1, 1000) as i,
            (select id, created_at from discussions where title like 'Scale discussion 2:%') as d`,
    [vocabulary, members],
  );
  await client.query('alter table comments enable trigger user');
  await client.query(
    `update discussions d set reply_count = c.total, last_reply_at = c.latest
       from (select discussion_id, count(*)::int as total, max(created_at) as latest
               from comments where status = 'approved' group by discussion_id) as c
      where d.id = c.discussion_id`,
  );
  // The admin pages' kept figures (migration 0023) missed these comments too: recounted once.
  await client.query(
    `insert into member_post_counts as m (user_id, comments)
     select author_id, count(*)::int from comments group by author_id
     on conflict (user_id) do update set comments = excluded.comments`,
  );
  await client.query('update site_totals set comments = (select count(*)::int from comments)');
}
