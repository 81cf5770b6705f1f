/**
 * Current prices kept by the trigger on price_observations for any writer (here a feed-like bulk
 * insert around the app), and a vendor page whose price history stays bounded: every day of the
 * last three months, one point a week before, however many years of daily prices there are.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { readCurrentPrices } from '../../app/features/editorial/editorial-reads.server';
import * as vendorDetail from '../../app/routes/vendor-detail';
import { pageGet, run } from './auth-test-utils';
import { context, daysAgo, editors, withEditorDatabase } from './editorial-test-utils';

withEditorDatabase();

/** A day's price of Swiss Chems' BPC-157 5mg, inserted as a price feed would, bypassing the app. */
const feed = (query: ReturnType<typeof sql>) => editors.database.db.execute(query);

const bpcOffer = async () =>
  (await readCurrentPrices(editors.database.db)).find(
    (row) => row.vendorSlug === 'swiss-chems' && row.peptide === 'BPC-157' && row.amount === 5,
  );

it('keeps the newest price of an offer current whoever writes, and the page history bounded', async () => {
  const before = await bpcOffer();
  expect(before).toBeDefined();
  await feed(sql`
    insert into price_observations (vendor_id, peptide, amount, unit, price_usd, source_url, observed_on)
    select v.id, 'BPC-157', 5, 'mg', 20 + (d % 7), 'https://swisschems.is/bpc-157',
           current_date - d
      from vendors v, generate_series(0, 3 * 365) as d
     where v.slug = 'swiss-chems'`);
  const current = await bpcOffer();
  expect(current).toMatchObject({ observedOn: daysAgo(0), price: 20 });
  // The offer keeps its place in the editors' order: its first observation is still the seed's.
  expect(current?.offerOrder).toBe(before?.offerOrder);

  // An older day entered later does not replace the newest day.
  await feed(sql`
    insert into price_observations (vendor_id, peptide, amount, unit, price_usd, observed_on)
    select id, 'BPC-157', 5, 'mg', 99, current_date - 10 from vendors where slug = 'swiss-chems'`);
  expect(await bpcOffer()).toMatchObject({ observedOn: daysAgo(0), price: 20 });

  const page = await run<{
    vendor: {
      offers: {
        name: string;
        price: string;
        history?: { desc: string; dots: unknown[]; line: string; rows: { price: string }[] };
      }[];
    };
  }>(vendorDetail.loader, pageGet('/vendors/swiss-chems'), context(), {
    vendorSlug: 'swiss-chems',
  });
  const offer = page.data!.vendor.offers.find((row) => row.name === 'BPC-157 5mg');
  expect(offer?.price).toBe('$20');
  // 1,098 observations: 93 days of the last three months, about 144 weeks before, the first.
  const points = Number(/^(\d+) prices/.exec(offer!.history!.desc)?.[1]);
  expect(points).toBeGreaterThan(93 + 140);
  expect(points).toBeLessThan(93 + 150);
  // The table lists the newest 8, the newest last; the long line is drawn without dots, through
  // at most 80 of its points.
  expect(offer!.history!.rows).toHaveLength(8);
  expect(offer!.history!.rows.at(-1)?.price).toBe('$20');
  expect(offer!.history!.dots).toEqual([]);
  expect(offer!.history!.line.split(' ').length).toBeLessThanOrEqual(80);
});
