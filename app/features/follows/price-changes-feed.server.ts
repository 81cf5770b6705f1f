/**
 * Atom feeds of one peptide's or one vendor's recent price changes, newest first: what a member
 * hears as alerts, for anyone with a feed reader. Each entry is one published price with the
 * price before it; an unknown peptide or vendor has no feed.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { atomFeed, type AtomEntry } from '~/utils/atom-feed';
import { siteName } from '~/utils/site';
import { subjectName, subjectPath, type FollowSubject } from './follow-subjects';
import { priceFeedPath, priceFeedTitle } from './price-feed-link';

export const priceFeedSize = 50;

type Row = Record<string, unknown>;

/** The subject's newest published prices, each with the one before it for the same offer. */
function recentChanges(context: AppLoadContext, subject: FollowSubject, name: string) {
  const which =
    subject.kind === 'peptide' ? sql`o.peptide = ${name}` : sql`v.slug = ${subject.key}`;
  return context.db.execute(sql`
    select o.id, v.name as vendor, o.peptide, o.amount, o.unit, o.notes, o.price_usd, o.in_stock,
           o.entered_at, prev.price_usd as old_price
    from price_observations o
    join vendors v on v.id = o.vendor_id
    left join lateral (
      select p.price_usd from price_observations p
      where p.vendor_id = o.vendor_id and p.peptide = o.peptide and p.amount = o.amount
        and p.unit = o.unit and p.notes is not distinct from o.notes and p.id < o.id
      order by p.observed_on desc, p.id desc limit 1
    ) prev on true
    where ${which}
    order by o.entered_at desc, o.id desc
    limit ${priceFeedSize}`) as unknown as Promise<{ rows: Row[] }>;
}

const dollars = (value: unknown) => `$${Number(value).toFixed(2)}`;

function entry(siteUrl: string, alternate: string, row: Row): AtomEntry {
  const variant = row.notes ? ` (${String(row.notes)})` : '';
  const item = `${String(row.peptide)} ${Number(row.amount)} ${String(row.unit)}${variant} at ${String(row.vendor)}`;
  const price =
    row.old_price === null
      ? `listed at ${dollars(row.price_usd)}`
      : `${dollars(row.old_price)} → ${dollars(row.price_usd)}`;
  const stock = row.in_stock ? '' : ', out of stock';
  return {
    id: `${siteUrl}/price-changes/${Number(row.id)}`,
    title: `${item}: ${price}${stock}`,
    link: alternate,
    updated: new Date(String(row.entered_at)).toISOString(),
    summary: `${item} is ${row.in_stock ? '' : 'out of stock, last '}priced ${dollars(row.price_usd)}.`,
  };
}

/** The feed's XML, or null when no such peptide or vendor is listed. */
export async function priceChangesFeed(context: AppLoadContext, subject: FollowSubject) {
  const name = subjectName(subject);
  if (!name) return null;
  const siteUrl = context.env.SITE_URL;
  const alternate = `${siteUrl}${subjectPath(subject)}`;
  const { rows } = await recentChanges(context, subject, name);
  return atomFeed({
    self: `${siteUrl}${priceFeedPath(subject)}`,
    title: priceFeedTitle(name),
    subtitle: 'Prices as vendors list them. Research and education only, never medical advice.',
    alternate,
    emptyUpdated: new Date().toISOString(),
    author: siteName,
    entries: rows.map((row) => entry(siteUrl, alternate, row)),
  });
}
