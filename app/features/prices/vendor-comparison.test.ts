import { describe, expect, it } from 'vitest';
import type { Vendor } from '~/data/vendor-types';
import { priceEntries } from '~/data/prices';
import { vendors } from '~/data/vendors';
import { comparisonCard, reputationLabel } from './vendor-comparison';

const bySlug = (slug: string) => vendors.find((vendor) => vendor.slug === slug) as Vendor;

describe('reputationLabel', () => {
  it('gives Excellent from 9, Very Good from 8, else Good', () => {
    expect(reputationLabel(10)).toBe('Excellent');
    expect(reputationLabel(9)).toBe('Excellent');
    expect(reputationLabel(8.99)).toBe('Very Good');
    expect(reputationLabel(8)).toBe('Very Good');
    expect(reputationLabel(7.99)).toBe('Good');
    expect(reputationLabel(0)).toBe('Good');
  });

  it('labels the 12 vendors: one Excellent, two Good, the rest Very Good', () => {
    const labels = vendors.map((vendor) => reputationLabel(vendor.rating));
    expect(labels.filter((label) => label === 'Excellent')).toHaveLength(1);
    expect(labels.filter((label) => label === 'Good')).toHaveLength(2);
    expect(labels.filter((label) => label === 'Very Good')).toHaveLength(9);
  });
});

describe('comparisonCard', () => {
  it('lists the lowest price for the five comparison peptides', () => {
    const card = comparisonCard(bySlug('peptide-sciences'), priceEntries);
    expect(card).toMatchObject({
      name: 'Peptide Sciences',
      reputation: 'Excellent',
      labTested: true,
      shipsInUsa: true,
    });
    expect(card.lowestPrices).toEqual([
      { peptide: 'BPC-157', price: 48 },
      { peptide: 'CJC-1295', price: 52 },
      { peptide: 'Ipamorelin', price: 47 },
      { peptide: 'TB-500', price: 62 },
      { peptide: 'Semaglutide', price: 79 },
    ]);
  });

  it('leaves a price out when the vendor does not list that peptide', () => {
    const card = comparisonCard(bySlug('paramount-peptides'), priceEntries);
    expect(card.lowestPrices.find((row) => row.peptide === 'BPC-157')?.price).toBeUndefined();
  });

  it('carries the one coupon code', () => {
    expect(
      vendors
        .map((vendor) => comparisonCard(vendor, priceEntries))
        .filter((card) => card.couponCode),
    ).toHaveLength(1);
    expect(comparisonCard(bySlug('ascension-peptides'), priceEntries).couponCode).toBe(
      'PEPTIDIA10',
    );
  });
});
