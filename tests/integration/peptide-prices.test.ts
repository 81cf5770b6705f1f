/**
 * Peptide pages and the calculator tell the truth about prices: the
 * derived vendors show the price data's real offers with their day (the +5/-3 rule only fills
 * gaps, labelled estimate), and what a protocol costs comes from fresh prices only: with every
 * seeded price stale, the page says so; after an editor adds a fresh price, the cost uses it.
 */
import { describe, expect, it } from 'vitest';
import * as calculator from '../../app/routes/dosage-calculator';
import * as prices from '../../app/routes/admin-prices';
import * as peptidePage from '../../app/routes/peptide-detail';
import { renderPage } from '../support/render-page';
import { pageGet, run } from './auth-test-utils';
import { bpcPrice, context, post, withEditorDatabase } from './editorial-test-utils';

withEditorDatabase();

type PageData = Awaited<ReturnType<typeof peptidePage.loader>>;

async function openPage(path: string) {
  const slug = path.split('?')[0]!.split('/').pop()!;
  const answer = await run<PageData>(peptidePage.loader, pageGet(path), context(), { slug });
  expect(answer.status).toBe(200);
  const data = answer.data!;
  if (!('detail' in data)) throw new Error(`${path} not found`);
  // React's text separators out, so the test reads the text as a visitor does.
  const html = (await renderPage(peptidePage.default, data)).replace(/<!-- -->/g, '');
  return { data, html };
}

const costPath = (dose: string) =>
  `/peptide/bpc-157?cost-dose=${dose}&cost-per-week=7&cost-weeks=4`;

describe('a peptide page', () => {
  it('lists the real BPC-157 offers of the derived vendors with their day, not the +5 rule', async () => {
    const { data, html } = await openPage('/peptide/bpc-157');
    const purified = data.detail.vendors.find((vendor) => vendor.slug === 'purified-aminos')!;
    expect(purified.offers.map((offer) => [offer.amount, offer.price, offer.stale])).toEqual([
      ['5 mg', 32, true],
      ['10 mg', 54, true],
    ]);
    expect(html).toContain('<time dateTime="2025-07-01">checked 1 Jul 2025</time>');
    expect(html).toContain('stale');
    expect(html).not.toContain('$53');
  });

  it('labels a price made by the rule as an estimate where no offer is listed', async () => {
    const { data, html } = await openPage('/peptide/sermorelin');
    expect(data.detail.vendors.map((vendor) => vendor.offers.length)).toEqual([0, 0, 0]);
    expect(html.match(/>estimate</g)).toHaveLength(3);
    // No price data for the peptide: nothing to cost, so no cost form.
    expect(html).not.toContain('What a protocol costs');
  });

  it('says plainly that no price is current and shows the newest one as stale', async () => {
    const { data, html } = await openPage(costPath('250'));
    expect(data.cost.costs).toMatchObject({ kind: 'stale' });
    expect(html).toContain('No current price:');
    expect(html).toContain('Newest price on record (stale)');
    expect(html).not.toContain('Cheapest current BPC-157 offer');
  });

  it('costs the protocol from a fresh price an editor adds', async () => {
    expect((await post(prices, '/admin/prices', bpcPrice)).data).toMatchObject({ ok: true });
    const { data, html } = await openPage(costPath('250'));
    // 28 doses of 250 mcg from Swiss Chems' 5 mg vials at $25: 2 vials, $1.25 a dose.
    expect(data.cost.costs).toMatchObject({
      kind: 'current',
      cheapest: {
        offer: { vendorSlug: 'swiss-chems', price: 25 },
        vials: 2,
        doseCost: 1.25,
        weekCost: 12.5,
        cycleCost: 50,
      },
      graded: { kind: 'no-grades' },
    });
    expect(html).toContain('$12.50 a week');
  });

  it('answers a wrong dose with a message beside the field and no figures', async () => {
    const { data, html } = await openPage('/peptide/bpc-157?cost-dose=lots&cost-per-week=9');
    expect(data.cost.errors).toEqual({
      dose: 'Dose: enter the dose in mcg, a number such as 250.',
      perWeek: 'Doses a week: enter a whole number from 1 to 7.',
      weeks: 'Cycle length: enter a whole number of weeks from 1 to 52.',
    });
    expect(data.cost.costs).toBeUndefined();
    expect(html).toContain('aria-invalid="true"');
  });
});

describe('the calculator', () => {
  it('costs the peptide chosen in its form and keeps the calculator fields', async () => {
    await post(prices, '/admin/prices', bpcPrice);
    const path =
      '/dosage-calculator?amount=5&water=2&dose=250&cost-peptide=bpc-157&cost-dose=500&cost-per-week=2&cost-weeks=8';
    const answer = await run<Awaited<ReturnType<typeof calculator.loader>>>(
      calculator.loader,
      pageGet(path),
      context(),
    );
    const { products, cost } = answer.data!;
    expect(products.map((product) => product.name)).toContain('BPC-157');
    expect(products.map((product) => product.name)).not.toContain('BPC-157 Kit');
    // 16 doses of 500 mcg: a 5 mg vial holds 10 but the 28-day window sets it aside after 8.
    expect(cost.costs).toMatchObject({ kind: 'current', cheapest: { vials: 2, cycleCost: 50 } });
    expect(cost.keep).toEqual({ amount: '5', water: '2', dose: '250' });
  });
});
