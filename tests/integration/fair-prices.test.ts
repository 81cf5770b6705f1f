/**
 * Fair prices: a stale price never counts as the best value, a fresh
 * one does; a vendor page draws an offer's history once it has two prices and says "no history
 * yet" for one; a fresh lab result with purity and measured content adjusts the price per mg.
 */
import { describe, expect, it } from 'vitest';
import * as comparePrices from '../../app/routes/compare-prices';
import VendorDetailPage, * as vendorDetail from '../../app/routes/vendor-detail';
import * as labResults from '../../app/routes/admin-lab-results';
import * as prices from '../../app/routes/admin-prices';
import type { PriceGroup } from '../../app/features/prices/price-table';
import { renderPage } from '../support/render-page';
import { pageGet, run } from './auth-test-utils';
import { bpcPrice, context, daysAgo, post, withEditorDatabase } from './editorial-test-utils';
import { formatCalendarDay, yearsAfter } from '../../app/utils/calendar-day';

/** A test a month ago: fresh whatever the day the suite runs. */
const recentDay = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

withEditorDatabase();

const addPrice = async (fields: Partial<typeof bpcPrice>) => {
  const answer = await post(prices, '/admin/prices', { ...bpcPrice, ...fields });
  expect(answer.data).toEqual({ ok: true, message: 'Price added.' });
};

describe('best value', () => {
  it('ignores a cheaper stale price and picks the cheapest fresh one', async () => {
    await addPrice({ vendor: 'swiss-chems', price: '20', observedOn: daysAgo(100) });
    await addPrice({ vendor: 'modern-aminos', price: '28', observedOn: daysAgo(2) });
    const page = await run<{ group: PriceGroup }>(
      comparePrices.loader,
      pageGet('/compare-prices'),
      context(),
    );
    const rows = page.data!.group.rows.filter((row) => row.dosage === '5mg');
    const swiss = rows.find((row) => row.vendorSlug === 'swiss-chems');
    expect(swiss).toMatchObject({ price: 20, stale: true, bestValue: false });
    expect(swiss?.checkedAt).toBe(daysAgo(100));
    expect(rows.filter((row) => row.bestValue).map((row) => [row.vendorSlug, row.price])).toEqual([
      ['modern-aminos', 28],
    ]);
    // Every 10mg price is the seed's, seen 2025-07-01: stale, so no best value there at all.
    const tens = page.data!.group.rows.filter((row) => row.dosage === '10mg');
    expect(tens.every((row) => row.stale && !row.bestValue)).toBe(true);
  });
});

async function vendorPageHtml(slug: string) {
  const page = await run(vendorDetail.loader, pageGet(`/vendors/${slug}`), context(), {
    vendorSlug: slug,
  });
  return renderPage(VendorDetailPage as never, page.data);
}

describe('a vendor page', () => {
  it('draws the history of an offer with two prices and says "no history yet" for one', async () => {
    await addPrice({ vendor: 'swiss-chems', price: '30', observedOn: daysAgo(1) });
    const html = await vendorPageHtml('swiss-chems');
    expect(html.match(/data-chart="price-history"/g)).toHaveLength(1);
    expect(html).toContain('Price history of BPC-157 5mg');
    expect(html).toMatch(/2 prices, from \$35 on Jul 1, 2025 to \$30 on/);
    expect(html).toContain('no history yet');
  });

  it('adjusts the price per mg for a fresh lab result, saying which figures it used', async () => {
    const answer = await post(labResults, '/admin/lab-results', {
      vendor: 'swiss-chems',
      peptide: 'BPC-157',
      lab: 'Janoshik Analytical',
      testedOn: recentDay,
      expiresOn: yearsAfter(recentDay, 2),
      grade: 'A',
      numTests: '2',
      purityPercent: '98.1',
      labelMg: '5',
      measuredMg: '4.85',
      certificateUrl: '',
    });
    expect(answer.data).toEqual({ ok: true, message: 'Lab result added.' });
    const html = (await vendorPageHtml('swiss-chems')).replaceAll('<!-- -->', '');
    // $35 for 5 mg: 5 × 0.97 × 0.981 = 4.758 mg active, $7.36 per active mg (plain $7.00).
    expect(html).toContain('$7.00/mg');
    expect(html).toContain('$7.36</span> per active mg');
    expect(html).toContain(
      `adjusted for 98.1% purity and 4.85 of 5 mg measured, tested ${formatCalendarDay(recentDay)}; limited data`,
    );
    // Capsules and kits are not adjusted by a result for the plain peptide; other vendors say why.
    expect(await vendorPageHtml('modern-aminos')).toContain('no recent lab result');
  });

  it("lists FelixChem's offers instead of 'Pricing data pending update'", async () => {
    const html = await vendorPageHtml('felixchem');
    expect(html).not.toContain('Pricing data pending update');
    expect(html).toContain('Tirzepatide 20mg');
  });
});
