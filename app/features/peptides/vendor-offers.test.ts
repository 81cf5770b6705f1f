import { describe, expect, it } from 'vitest';
import { deriveVendors } from './derived-vendors';
import { withListedOffers, type VendorPriceRow } from './vendor-offers';

const row = (overrides: Partial<VendorPriceRow>): VendorPriceRow => ({
  vendorSlug: 'purified-aminos',
  peptide: 'BPC-157',
  amount: 5,
  unit: 'mg',
  notes: null,
  price: 32,
  observedOn: '2025-07-01',
  sourceUrl: null,
  ...overrides,
});

describe('derived vendors with their listed offers', () => {
  const vendors = deriveVendors('$48');

  it('shows the listed offer of a vendor, dated and stale after 90 days; the others estimate', () => {
    const priced = withListedOffers(
      vendors,
      [
        row({ amount: 10, price: 54 }),
        row({ sourceUrl: 'https://example.com/bpc' }),
        row({ vendorSlug: 'swiss-chems', price: 35 }),
        row({ peptide: 'BPC-157 Kit', vendorSlug: 'omegamino', unit: 'vials', amount: 10 }),
      ],
      'bpc-157',
      '2025-09-29',
    );
    expect(priced.map((vendor) => [vendor.name, vendor.rating, vendor.offers.length])).toEqual([
      ['Peptide Sciences', 9.1, 0],
      ['Purified Aminos', 8.7, 2],
      ['Omegamino', 8.3, 0],
    ]);
    expect(priced[1]!.offers).toEqual([
      {
        amount: '5 mg',
        notes: null,
        price: 32,
        observedOn: '2025-07-01',
        stale: false,
        sourceUrl: 'https://example.com/bpc',
      },
      expect.objectContaining({ amount: '10 mg', price: 54 }),
    ]);
    // The estimate stays the spec's rule: $48 + 5 = $53.
    expect(priced[1]!.price).toBe('$53');
  });

  it('marks an offer seen 91 days ago as stale', () => {
    const [, purified] = withListedOffers(vendors, [row({})], 'bpc-157', '2025-09-30');
    expect(purified!.offers[0]!.stale).toBe(true);
  });

  it('matches the peptide by its page slug (AOD 9604 is aod-9604)', () => {
    const priced = withListedOffers(
      vendors,
      [row({ peptide: 'AOD 9604', vendorSlug: 'peptide-sciences' })],
      'aod-9604',
      '2025-07-02',
    );
    expect(priced[0]!.offers).toHaveLength(1);
  });
});
