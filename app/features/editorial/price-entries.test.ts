import { describe, expect, it } from 'vitest';
import {
  dosageLabel,
  priceEntriesFrom,
  pricePerUnit,
  pricesAsOfMonth,
  type PriceOffer,
} from './price-entries';

const offer = (overrides: Partial<PriceOffer>): PriceOffer => ({
  vendorSlug: 'swiss-chems',
  vendorName: 'Swiss Chems',
  peptide: 'BPC-157',
  amount: 5,
  unit: 'mg',
  notes: null,
  price: 30,
  observedOn: '2025-07-01',
  ...overrides,
});

describe('price entries from the current observations', () => {
  it('writes dosages as the files did', () => {
    expect(dosageLabel(5, 'mg')).toBe('5mg');
    expect(dosageLabel(30, 'mL')).toBe('30mL');
    expect(dosageLabel(10, 'vials')).toBe('10 vials');
    expect(dosageLabel(60, 'capsules')).toBe('60 capsules');
    expect(pricePerUnit(29, 3)).toBe(9.67);
  });

  it('groups by peptide and dosage and marks the lowest price per unit, first entered on a tie', () => {
    const entries = priceEntriesFrom(
      [
        offer({ price: 30 }),
        offer({ vendorSlug: 'omegamino', vendorName: 'Omegamino', price: 25 }),
        offer({ vendorSlug: 'felixchem', vendorName: 'FelixChem', price: 25 }),
        offer({ amount: 10, price: 50 }),
      ],
      '2025-07-01',
    );
    expect(entries.map((entry) => [entry.dosage, entry.vendors.length])).toEqual([
      ['5mg', 3],
      ['10mg', 1],
    ]);
    expect(entries[0]?.bestValue).toEqual({
      vendorName: 'Omegamino',
      vendorSlug: 'omegamino',
      pricePerUnit: 5,
      dosage: '5mg',
    });
    // One vendor alone is no comparison: no best value.
    expect(entries[1]?.bestValue).toBeUndefined();
  });

  it('never makes a stale price (over 90 days old) the best value; a fresh one wins', () => {
    const offers = [
      offer({ price: 20, observedOn: '2026-01-01' }), // cheapest, but 91 days old on 2026-04-02
      offer({
        vendorSlug: 'omegamino',
        vendorName: 'Omegamino',
        price: 30,
        observedOn: '2026-03-01',
      }),
      offer({
        vendorSlug: 'felixchem',
        vendorName: 'FelixChem',
        price: 40,
        observedOn: '2026-03-20',
      }),
    ];
    expect(priceEntriesFrom(offers, '2026-04-01')[0]?.bestValue?.vendorSlug).toBe('swiss-chems');
    expect(priceEntriesFrom(offers, '2026-04-02')[0]?.bestValue?.vendorSlug).toBe('omegamino');
    // Every price stale: no best value at all, though the prices are still listed.
    const entry = priceEntriesFrom(offers, '2026-12-01')[0];
    expect(entry?.bestValue).toBeUndefined();
    expect(entry?.vendors).toHaveLength(3);
  });

  it('dates the table by its oldest price, so one fresh row does not make it all look fresh', () => {
    const rows = [{ observedOn: '2026-11-20' }, { observedOn: '2025-07-01' }];
    expect(pricesAsOfMonth(rows)).toBe('July 2025');
    expect(pricesAsOfMonth([{ observedOn: '2026-11-20' }])).toBe('November 2026');
    expect(pricesAsOfMonth([])).toBe('no date');
  });
});
