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
        checkedAt: '2025-07-01',
        seenText: 'checked 1 Jul 2025',
        stale: false,
        sourceUrl: 'https://example.com/bpc',
        active: { kind: 'plain', reason: 'no recent lab result' },
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

  it("adjusts a listed offer's $/mg by the vendor's fresh lab result, as vendor pages do", () => {
    const lab = {
      peptide: 'BPC-157',
      purityPercent: 98.1,
      labelMg: 5,
      measuredMg: 4.85,
      testDate: '2026-03-12',
      expiryDate: '2026-09-12',
      numTests: 3,
    };
    const labOf = (vendorSlug: string) => (vendorSlug === 'purified-aminos' ? lab : undefined);
    const priced = withListedOffers(
      vendors,
      [row({ price: 48, observedOn: '2026-04-01' })],
      'bpc-157',
      '2026-04-02',
      labOf,
    );
    expect(priced[1]!.offers[0]!.active).toMatchObject({ kind: 'adjusted', perActiveMg: 10.09 });
    const expired = withListedOffers(vendors, [row({})], 'bpc-157', '2026-09-13', labOf);
    expect(expired[1]!.offers[0]!.active).toEqual({
      kind: 'plain',
      reason: 'no recent lab result',
    });
  });
});
