/**
 * Every price says when it was last confirmed: a feed's price its last successful check (which
 * also confirms an unchanged price, and keeps it fresh), an editor's price its day. On the vendor
 * page (kept a minute) as "checked 3 hours ago", on /compare-prices (kept an hour) as the date,
 * and in the open data API as checkedAt and source.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as comparePrices from '../../app/routes/compare-prices';
import VendorDetailPage, * as vendorDetail from '../../app/routes/vendor-detail';
import * as adminPrices from '../../app/routes/admin-prices';
import type { PriceGroup } from '../../app/features/prices/price-table';
import { priceFeedItems, priceObservations, vendors } from '../../database/schema';
import { renderPage } from '../support/render-page';
import { pageGet, run } from './auth-test-utils';
import {
  bpcPrice,
  context,
  daysAgo,
  editors,
  post,
  withEditorDatabase,
} from './editorial-test-utils';
import { apiJson, type PriceRow } from './open-data-test-utils';

withEditorDatabase();

const threeHoursAgo = () => {
  const at = new Date(Date.now() - 3 * 3_600_000 - 60_000);
  at.setUTCMilliseconds(0);
  return at.toISOString().replace('.000Z', 'Z');
};

/** Swiss Chems' BPC-157 5 mg published by its feed `observedDaysAgo`, last checked `checkedAt`. */
async function feedPrice(observedDaysAgo: number, checkedAt: string) {
  const { db } = editors.database;
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.slug, 'swiss-chems'));
  await db.insert(priceObservations).values({
    vendorId: vendor!.id,
    peptide: 'BPC-157',
    amount: 5,
    unit: 'mg',
    priceUsd: 31,
    observedOn: daysAgo(observedDaysAgo),
    sourceUrl: 'https://swisschems.is/bpc-157',
    source: 'feed',
  });
  await db.insert(priceFeedItems).values({
    vendorId: vendor!.id,
    externalId: 'bpc-157-5mg',
    title: 'BPC-157 5mg',
    priceUsd: 31,
    inStock: true,
    status: 'matched',
    peptide: 'BPC-157',
    amount: 5,
    unit: 'mg',
    checkedAt: new Date(checkedAt),
  });
}

async function compareRow(vendorSlug: string) {
  const page = await run<{ group: PriceGroup }>(
    comparePrices.loader,
    pageGet('/compare-prices'),
    context(),
  );
  return page.data!.group.rows.find(
    (row) => row.vendorSlug === vendorSlug && row.dosage === '5mg',
  )!;
}

async function vendorPageHtml(slug: string) {
  const page = await run(vendorDetail.loader, pageGet(`/vendors/${slug}`), context(), {
    vendorSlug: slug,
  });
  return renderPage(VendorDetailPage as never, page.data);
}

describe('a feed price', () => {
  it('says "checked 3 hours ago" on the vendor page, with the instant in <time datetime>', async () => {
    const checkedAt = threeHoursAgo();
    await feedPrice(20, checkedAt);
    const html = await vendorPageHtml('swiss-chems');
    expect(html).toContain(`<time dateTime="${checkedAt}">checked 3 hours ago</time>`);
  });

  it('is dated by its last check on /compare-prices and stays fresh though first seen long ago', async () => {
    const checkedAt = threeHoursAgo();
    await feedPrice(120, checkedAt);
    const row = await compareRow('swiss-chems');
    expect(row).toMatchObject({ checkedAt, stale: false });
    expect(row.seenText).toMatch(/^checked \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it('is stale when its last check is over 90 days old', async () => {
    await feedPrice(120, `${daysAgo(95)}T08:00:00Z`);
    expect(await compareRow('swiss-chems')).toMatchObject({ stale: true });
  });

  it('reaches the API with checkedAt and source "feed"', async () => {
    const checkedAt = threeHoursAgo();
    await feedPrice(20, checkedAt);
    const { prices } = await apiJson<{ prices: PriceRow[] }>('/api/v1/prices');
    const row = prices.find(
      (price) => price.vendorSlug === 'swiss-chems' && price.dosage === '5mg',
    );
    expect(row).toMatchObject({ checkedAt, source: 'feed', observedOn: daysAgo(20), fresh: true });
  });
});

describe("an editor's price", () => {
  it('is dated by its day on both pages and in the API, with source "editor"', async () => {
    expect(
      (await post(adminPrices, '/admin/prices', { ...bpcPrice, observedOn: daysAgo(2) })).data?.ok,
    ).toBe(true);
    const day = daysAgo(2);
    const [year, month, date] = day.split('-').map(Number);
    const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    const text = `checked ${date} ${months[month! - 1]} ${year}`;
    expect(await compareRow('swiss-chems')).toMatchObject({ checkedAt: day, seenText: text });
    expect(await vendorPageHtml('swiss-chems')).toContain(`<time dateTime="${day}">${text}</time>`);
    const { prices } = await apiJson<{ prices: PriceRow[] }>('/api/v1/prices');
    const row = prices.find(
      (price) => price.vendorSlug === 'swiss-chems' && price.dosage === '5mg',
    );
    expect(row).toMatchObject({ checkedAt: day, source: 'editor' });
  });
});
