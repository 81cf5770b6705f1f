import { describe, expect, it } from 'vitest';
import { vendors } from '~/data/vendors';
import { derivedVendorRules, deriveVendors, firstPriceNumber } from './derived-vendors';

describe('first number of a price', () => {
  it('reads single prices, ranges and numbers', () => {
    expect(firstPriceNumber('$45')).toBe(45);
    expect(firstPriceNumber('$135-$165')).toBe(135);
    expect(firstPriceNumber('$1,200')).toBe(1200);
    expect(firstPriceNumber('$49.50')).toBe(49.5);
    expect(firstPriceNumber(135)).toBe(135);
  });

  it('gives null when there is no number', () => {
    expect(firstPriceNumber('Contact vendor')).toBeNull();
  });
});

describe('derived vendors', () => {
  it('prices the three vendors at the price, +5 and -3, rated 9.1, 8.7 and 8.3', () => {
    expect(deriveVendors('$48')).toEqual([
      {
        name: 'Peptide Sciences',
        slug: 'peptide-sciences',
        price: '$48',
        tested: true,
        rating: 9.1,
      },
      { name: 'Purified Aminos', slug: 'purified-aminos', price: '$53', tested: true, rating: 8.7 },
      { name: 'Omegamino', slug: 'omegamino', price: '$45', tested: true, rating: 8.3 },
    ]);
  });

  it('adjusts the first number of a range', () => {
    expect(deriveVendors('$135-$165').map((vendor) => vendor.price)).toEqual([
      '$135',
      '$140',
      '$132',
    ]);
  });

  it('keeps cents when the price has them', () => {
    expect(deriveVendors('$49.50').map((vendor) => vendor.price)).toEqual([
      '$49.50',
      '$54.50',
      '$46.50',
    ]);
  });

  it('lists no vendors for a price without a number', () => {
    expect(deriveVendors('Contact vendor')).toEqual([]);
  });

  it('uses vendors whose directory rating and lab testing match what it shows', () => {
    for (const rule of derivedVendorRules) {
      const vendor = vendors.find((candidate) => candidate.slug === rule.slug);
      expect(vendor?.rating, rule.slug).toBe(rule.rating);
    }
    for (const derived of deriveVendors('$50')) {
      expect(derived.tested).toBe(vendors.find((v) => v.slug === derived.slug)?.labTested);
    }
  });
});
