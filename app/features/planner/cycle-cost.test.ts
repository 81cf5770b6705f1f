import { describe, expect, it } from 'vitest';
import { costCycle } from '~/features/calculator/cycle-cost';
import { tirzepatideLabGrades } from '~/data/lab-grades';
import { priceEntries } from '~/data/prices';
import { plannerPrices, type PlannerProduct } from './price-offers';
import { dailySchedule, weeklyTitration } from './schedule-fixtures';

const titrated = weeklyTitration(2500, 5000, 7500);

// The files the database was seeded from (decision 0017), as the loader reads the rows.
const rows = priceEntries.flatMap((entry) =>
  entry.vendors.map((vendor) => ({
    vendorSlug: vendor.vendorSlug,
    vendorName: vendor.vendorName,
    peptide: entry.peptide,
    amount: Number.parseFloat(entry.dosage),
    unit: entry.unit,
    notes: vendor.notes ?? null,
    price: vendor.price,
    observedOn: '2025-07-01',
    sourceUrl: null,
  })),
);
const grades = new Map(
  Object.entries(tirzepatideLabGrades).map(([slug, grade]) => [slug, [grade]]),
);
const plannerProducts = plannerPrices(rows, grades, '').products;
const productByKey = (key: string) => plannerProducts.find((product) => product.key === key);
const offersFor = (product: PlannerProduct) => plannerPrices(rows, grades, product.key).offers;

describe('plannerProducts', () => {
  it('lists vials and blends sold by the mg, not kits, capsules or water', () => {
    const names = plannerProducts.map((product) => product.name);
    expect(names).toContain('Tirzepatide');
    expect(names).toContain('BPC-157 / TB-500 Blend');
    expect(names).not.toContain('BPC-157 Kit');
    expect(names).not.toContain('BPC-157 Capsules');
    expect(names).not.toContain('Bacteriostatic Water');
    expect(productByKey('tirzepatide')?.name).toBe('Tirzepatide');
    expect(productByKey('nope')).toBeUndefined();
  });
});

describe('costCycle', () => {
  const tirzepatide = productByKey('tirzepatide')!;

  it('Tirzepatide, 12 weeks titrated: cheapest offer and cheapest current A/B grade', () => {
    const costs = costCycle(offersFor(tirzepatide), titrated.events, 12, 1, '2025-07-01');
    // AMP Peptides' 20 mg vial at $135: vial 1 serves 4 x 2500 and is set aside on day 28 with
    // 10 mg left, vial 2 4 x 5000, vials 3 and 4 2 x 7500 each: 4 vials, $540, $45 a week.
    // Ten-mg vials need 7 ($644 at the cheapest, $92).
    expect(costs).toMatchObject({
      kind: 'current',
      cheapest: {
        offer: { vendorSlug: 'amp-peptides', vialMg: 20, price: 135, grade: 'A' },
        vials: 4,
        cycleCost: 540,
        weekCost: 45,
      },
      graded: { kind: 'offer', cost: { cycleCost: 540 } },
    });
  });

  it('prices seen over 90 days ago give no current cost, only the newest price as stale', () => {
    const costs = costCycle(offersFor(tirzepatide), titrated.events, 12, 1, '2026-11-23');
    expect(costs).toMatchObject({ kind: 'stale', newest: { offer: { observedOn: '2025-07-01' } } });
  });

  it('a peptide without lab grades says there are none', () => {
    const bpc = productByKey('bpc-157')!;
    const daily = dailySchedule(4, 250);
    const costs = costCycle(offersFor(bpc), daily.events, 4, 1, '2025-07-01');
    // 28 x 250 = 7 mg: one 10 mg vial ($38 at Swiss Chems or cheaper) or two 5 mg vials.
    expect(costs).toMatchObject({ kind: 'current', graded: { kind: 'no-grades' } });
    expect(costs.kind === 'current' && costs.cheapest.vials).toBeGreaterThan(0);
  });

  it('a blend counts only the dosed peptide share of each listed vial', () => {
    const blend = productByKey('bpc-157-tb-500-blend')!;
    const daily = dailySchedule(4, 500);
    // 20 mg blend, half BPC-157: 10 mg = 20 doses of 500 mcg, so 28 doses need 2 vials.
    const costs = costCycle(offersFor(blend), daily.events, 4, 0.5, '2025-07-01');
    expect(costs).toMatchObject({
      kind: 'current',
      cheapest: {
        vials: 2,
        offer: { vendorSlug: 'ascension-peptides' },
        cycleCost: 224,
        weekCost: 56,
      },
    });
  });
});
