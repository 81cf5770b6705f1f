import { describe, expect, it } from 'vitest';
import { priceEntries } from '~/data/prices';
import type { PriceEntry } from '~/data/vendor-types';
import {
  comparePricesHref,
  formatPrice,
  formatUsd,
  parsePriceSort,
  perUnitLabel,
  pickPriceGroup,
  priceGroups,
  pricePeptideSlug,
  type PriceRowContext,
} from './price-table';

/** The day the seeded prices were seen, with no lab results. */
const asSeen: PriceRowContext = { today: '2025-07-01', labOf: () => undefined };

const entries: PriceEntry[] = [
  {
    peptide: 'Test Peptide',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 40, pricePerUnit: 8 },
      { vendorName: 'Omegamino', vendorSlug: 'omegamino', price: 30, pricePerUnit: 6 },
    ],
    bestValue: { vendorName: 'Omegamino', vendorSlug: 'omegamino', pricePerUnit: 6, dosage: '5mg' },
  },
  {
    peptide: 'Test Peptide',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      { vendorName: 'FelixChem', vendorSlug: 'felixchem', price: 50, pricePerUnit: 5 },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 70, pricePerUnit: 7 },
    ],
    bestValue: {
      vendorName: 'FelixChem',
      vendorSlug: 'felixchem',
      pricePerUnit: 5,
      dosage: '10mg',
    },
  },
];

const order = (sort: 'price' | 'unit') =>
  priceGroups(entries, sort, asSeen)[0]?.rows.map((row) => `${row.vendorSlug} ${row.dosage}`);

describe('parsePriceSort', () => {
  it('accepts price and unit and defaults to unit', () => {
    expect(parsePriceSort('price')).toBe('price');
    expect(parsePriceSort('unit')).toBe('unit');
    expect(parsePriceSort(null)).toBe('unit');
    expect(parsePriceSort('PRICE')).toBe('unit');
  });
});

describe('priceGroups', () => {
  it('groups every dosage of a peptide together', () => {
    const groups = priceGroups(entries, 'unit', asSeen);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      peptide: 'Test Peptide',
      id: 'price-test-peptide',
      unit: 'mg',
    });
    expect(groups[0]?.rows).toHaveLength(4);
  });

  it('sorts by price per unit, cheapest first', () => {
    expect(order('unit')).toEqual([
      'felixchem 10mg',
      'omegamino 5mg',
      'swiss-chems 10mg',
      'swiss-chems 5mg',
    ]);
  });

  it('sorts by price, cheapest first', () => {
    expect(order('price')).toEqual([
      'omegamino 5mg',
      'swiss-chems 5mg',
      'felixchem 10mg',
      'swiss-chems 10mg',
    ]);
  });

  it('marks the best value of each dosage', () => {
    const best = priceGroups(entries, 'unit', asSeen)[0]?.rows.filter((row) => row.bestValue);
    expect(best?.map((row) => `${row.vendorSlug} ${row.dosage}`)).toEqual([
      'felixchem 10mg',
      'omegamino 5mg',
    ]);
  });

  it('covers the real data: 19 peptides, one best value per entry, anchors unique', () => {
    const groups = priceGroups(priceEntries, 'unit', asSeen);
    expect(groups).toHaveLength(19);
    expect(groups.flatMap((group) => group.rows.filter((row) => row.bestValue))).toHaveLength(
      priceEntries.length,
    );
    expect(new Set(groups.map((group) => group.id)).size).toBe(19);
    expect(groups.find((group) => group.peptide === 'BPC-157 / TB-500 Blend')?.id).toBe(
      'price-bpc-157-tb-500-blend',
    );
  });

  it('dates every row, marks prices over 90 days old stale, and adds the active-peptide figure', () => {
    const lab = {
      peptide: 'Test Peptide',
      purityPercent: 98.1,
      labelMg: 5,
      measuredMg: 4.85,
      testDate: '2026-03-12',
      expiryDate: '2026-09-12',
      numTests: 3,
    };
    const dated = entries.map((entry) => ({
      ...entry,
      vendors: entry.vendors.map((row) => ({
        ...row,
        observedOn: row.vendorSlug === 'felixchem' ? '2026-01-01' : '2026-05-01',
      })),
    }));
    const rows = priceGroups(dated, 'unit', {
      today: '2026-06-01',
      labOf: (slug) => (slug === 'omegamino' ? lab : undefined),
    })[0]!.rows;
    expect(rows.map((row) => [row.vendorSlug, row.checkedAt, row.stale])).toEqual([
      ['felixchem', '2026-01-01', true],
      ['omegamino', '2026-05-01', false],
      ['swiss-chems', '2026-05-01', false],
      ['swiss-chems', '2026-05-01', false],
    ]);
    // Omegamino's $30 for 5 mg: 5 × 0.97 × 0.981 = 4.758 active mg, $6.31 per active mg.
    expect(rows[1]?.active).toMatchObject({ kind: 'adjusted', perActiveMg: 6.31 });
    expect(rows[0]?.active).toEqual({ kind: 'plain', reason: 'no recent lab result' });
  });

  it('keeps the notes of CJC-1295 variants', () => {
    const cjc = priceGroups(priceEntries, 'price', asSeen).find(
      (group) => group.peptide === 'CJC-1295',
    );
    expect(cjc?.rows.map((row) => row.notes)).toContain('with DAC');
    expect(cjc?.rows.map((row) => row.notes)).toContain('no DAC');
  });
});

describe('formatting', () => {
  it('formats dollars with 2 decimals', () => {
    expect(formatUsd(5.4)).toBe('$5.40');
    expect(formatUsd(165)).toBe('$165.00');
  });

  it('shows whole-dollar list prices without cents', () => {
    expect(formatPrice(165)).toBe('$165');
    expect(formatPrice(48.5)).toBe('$48.50');
  });

  it('names the unit after "per" in the singular', () => {
    expect(perUnitLabel('mg')).toBe('mg');
    expect(perUnitLabel('mL')).toBe('mL');
    expect(perUnitLabel('vials')).toBe('vial');
    expect(perUnitLabel('capsules')).toBe('capsule');
  });
});

describe('one peptide at a time', () => {
  const groups = priceGroups(priceEntries, 'unit', asSeen);

  it('shows the peptide the URL names, else BPC-157', () => {
    expect(pickPriceGroup(groups, 'semaglutide')?.peptide).toBe('Semaglutide');
    expect(pickPriceGroup(groups, null)?.peptide).toBe('BPC-157');
    expect(pickPriceGroup(groups, 'no-such-peptide')?.peptide).toBe('BPC-157');
  });

  it('links leave the defaults out of the URL', () => {
    expect(comparePricesHref('unit', 'bpc-157')).toBe('/compare-prices');
    expect(comparePricesHref('price', 'bpc-157')).toBe('?sort=price');
    expect(comparePricesHref('price', 'ghk-cu')).toBe('?sort=price&peptide=ghk-cu');
    expect(comparePricesHref('unit', pricePeptideSlug(groups[0]!))).toBe('?peptide=aod-9604');
  });
});
