/**
 * Peptide price comparison table for /compare-prices (spec: "Price entry", "Vendor comparison").
 * Prices are editorial snapshots of vendor listings in USD, not offers; they go stale, so the page
 * shows `pricesAsOf`. pricePerUnit is price / the numeric amount of the dosage, rounded to 2
 * decimals, and bestValue is the vendor with the lowest pricePerUnit; vendors.test.ts checks both.
 */
import type { PriceEntry } from './vendor-types';

export const pricesAsOf = 'July 2025';

/** Peptides whose lowest price each /compare-prices vendor card shows. */
export const comparisonPeptides = [
  'BPC-157',
  'CJC-1295',
  'Ipamorelin',
  'TB-500',
  'Semaglutide',
] as const;
export type ComparisonPeptide = (typeof comparisonPeptides)[number];

// Grouped by peptide, smaller dosages first. Kits, capsules and blends are separate peptides so
// that the per-unit comparison stays like-for-like (mg against mg, vial against vial).
export const priceEntries: PriceEntry[] = [
  {
    peptide: 'AOD 9604',
    dosage: '2mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 55,
        pricePerUnit: 27.5,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 38, pricePerUnit: 19 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 35,
        pricePerUnit: 17.5,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 34,
        pricePerUnit: 17,
      },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 17,
      dosage: '2mg',
    },
  },
  {
    peptide: 'AOD 9604',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 98,
        pricePerUnit: 19.6,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 62, pricePerUnit: 12.4 },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 72, pricePerUnit: 14.4 },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 65,
        pricePerUnit: 13,
      },
    ],
    bestValue: {
      vendorName: 'Modern Aminos',
      vendorSlug: 'modern-aminos',
      pricePerUnit: 12.4,
      dosage: '5mg',
    },
  },
  {
    peptide: 'Bacteriostatic Water',
    dosage: '10mL',
    unit: 'mL',
    vendors: [
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 24, pricePerUnit: 2.4 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 22,
        pricePerUnit: 2.2,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 11,
        pricePerUnit: 1.1,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 16, pricePerUnit: 1.6 },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 28,
        pricePerUnit: 2.8,
      },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 1.1,
      dosage: '10mL',
    },
  },
  {
    peptide: 'Bacteriostatic Water',
    dosage: '30mL',
    unit: 'mL',
    vendors: [
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 19,
        pricePerUnit: 0.63,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 24, pricePerUnit: 0.8 },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 29,
        pricePerUnit: 0.97,
      },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 0.63,
      dosage: '30mL',
    },
  },
  {
    peptide: 'BPC-157',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 48,
        pricePerUnit: 9.6,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 35, pricePerUnit: 7 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 32,
        pricePerUnit: 6.4,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 29,
        pricePerUnit: 5.8,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 30, pricePerUnit: 6 },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 36,
        pricePerUnit: 7.2,
      },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 5.8,
      dosage: '5mg',
    },
  },
  {
    peptide: 'BPC-157',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 84,
        pricePerUnit: 8.4,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 58, pricePerUnit: 5.8 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 54,
        pricePerUnit: 5.4,
      },
      { vendorName: 'Prime Peptides', vendorSlug: 'prime-peptides', price: 95, pricePerUnit: 9.5 },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 62, pricePerUnit: 6.2 },
      { vendorName: 'Omegamino', vendorSlug: 'omegamino', price: 56, pricePerUnit: 5.6 },
    ],
    bestValue: {
      vendorName: 'Purified Aminos',
      vendorSlug: 'purified-aminos',
      pricePerUnit: 5.4,
      dosage: '10mg',
    },
  },
  {
    peptide: 'BPC-157 Kit',
    dosage: '10 vials',
    unit: 'vials',
    vendors: [
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 165,
        pricePerUnit: 16.5,
        notes: '10 x 5mg vials',
      },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 116,
        pricePerUnit: 11.6,
        notes: '10 x 5mg vials',
      },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 149,
        pricePerUnit: 14.9,
        notes: '10 x 5mg vials',
      },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 135,
        pricePerUnit: 13.5,
        notes: '10 x 5mg vials',
      },
    ],
    bestValue: {
      vendorName: 'Paramount Peptides',
      vendorSlug: 'paramount-peptides',
      pricePerUnit: 11.6,
      dosage: '10 vials',
    },
  },
  {
    peptide: 'BPC-157 Capsules',
    dosage: '60 capsules',
    unit: 'capsules',
    vendors: [
      {
        vendorName: 'Swiss Chems',
        vendorSlug: 'swiss-chems',
        price: 62,
        pricePerUnit: 1.03,
        notes: '500mcg per capsule',
      },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 58,
        pricePerUnit: 0.97,
        notes: '500mcg per capsule',
      },
      {
        vendorName: 'Modern Aminos',
        vendorSlug: 'modern-aminos',
        price: 69,
        pricePerUnit: 1.15,
        notes: '500mcg per capsule',
      },
    ],
    bestValue: {
      vendorName: 'Purified Aminos',
      vendorSlug: 'purified-aminos',
      pricePerUnit: 0.97,
      dosage: '60 capsules',
    },
  },
  {
    peptide: 'BPC-157 / TB-500 Blend',
    dosage: '20mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 142,
        pricePerUnit: 7.1,
        notes: '10mg + 10mg',
      },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 125,
        pricePerUnit: 6.25,
        notes: '10mg + 10mg',
      },
      {
        vendorName: 'AMP Peptides',
        vendorSlug: 'amp-peptides',
        price: 118,
        pricePerUnit: 5.9,
        notes: '10mg + 10mg',
      },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 112,
        pricePerUnit: 5.6,
        notes: '10mg + 10mg',
      },
      {
        vendorName: 'FelixChem',
        vendorSlug: 'felixchem',
        price: 128,
        pricePerUnit: 6.4,
        notes: '10mg + 10mg',
      },
    ],
    bestValue: {
      vendorName: 'Ascension Peptides',
      vendorSlug: 'ascension-peptides',
      pricePerUnit: 5.6,
      dosage: '20mg',
    },
  },
  {
    peptide: 'Cagrilintide',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 110,
        pricePerUnit: 22,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 89,
        pricePerUnit: 17.8,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 84, pricePerUnit: 16.8 },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 92, pricePerUnit: 18.4 },
      { vendorName: 'Omegamino', vendorSlug: 'omegamino', price: 74, pricePerUnit: 14.8 },
    ],
    bestValue: {
      vendorName: 'Omegamino',
      vendorSlug: 'omegamino',
      pricePerUnit: 14.8,
      dosage: '5mg',
    },
  },
  {
    peptide: 'Cagrilintide',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 165,
        pricePerUnit: 16.5,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 149,
        pricePerUnit: 14.9,
      },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 139,
        pricePerUnit: 13.9,
      },
      { vendorName: 'FelixChem', vendorSlug: 'felixchem', price: 145, pricePerUnit: 14.5 },
    ],
    bestValue: {
      vendorName: 'Mile High Compounds',
      vendorSlug: 'mile-high-compounds',
      pricePerUnit: 13.9,
      dosage: '10mg',
    },
  },
  {
    peptide: 'Cagrilintide / Semaglutide Blend',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 128,
        pricePerUnit: 12.8,
        notes: '5mg + 5mg',
      },
      {
        vendorName: 'Modern Aminos',
        vendorSlug: 'modern-aminos',
        price: 119,
        pricePerUnit: 11.9,
        notes: '5mg + 5mg',
      },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 108,
        pricePerUnit: 10.8,
        notes: '5mg + 5mg',
      },
      {
        vendorName: 'FelixChem',
        vendorSlug: 'felixchem',
        price: 135,
        pricePerUnit: 13.5,
        notes: '5mg + 5mg',
      },
    ],
    bestValue: {
      vendorName: 'Paramount Peptides',
      vendorSlug: 'paramount-peptides',
      pricePerUnit: 10.8,
      dosage: '10mg',
    },
  },
  {
    peptide: 'CJC-1295',
    dosage: '2mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 52,
        pricePerUnit: 26,
        notes: 'no DAC',
      },
      {
        vendorName: 'Swiss Chems',
        vendorSlug: 'swiss-chems',
        price: 34,
        pricePerUnit: 17,
        notes: 'no DAC',
      },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 30,
        pricePerUnit: 15,
        notes: 'no DAC',
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 38,
        pricePerUnit: 19,
        notes: 'with DAC',
      },
      {
        vendorName: 'AMP Peptides',
        vendorSlug: 'amp-peptides',
        price: 46,
        pricePerUnit: 23,
        notes: 'with DAC',
      },
      {
        vendorName: 'FelixChem',
        vendorSlug: 'felixchem',
        price: 49,
        pricePerUnit: 24.5,
        notes: 'with DAC',
      },
    ],
    bestValue: {
      vendorName: 'Purified Aminos',
      vendorSlug: 'purified-aminos',
      pricePerUnit: 15,
      dosage: '2mg',
    },
  },
  {
    peptide: 'CJC-1295',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 98,
        pricePerUnit: 19.6,
        notes: 'no DAC',
      },
      {
        vendorName: 'Prime Peptides',
        vendorSlug: 'prime-peptides',
        price: 105,
        pricePerUnit: 21,
        notes: 'with DAC',
      },
      {
        vendorName: 'Modern Aminos',
        vendorSlug: 'modern-aminos',
        price: 64,
        pricePerUnit: 12.8,
        notes: 'no DAC',
      },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 72,
        pricePerUnit: 14.4,
        notes: 'no DAC',
      },
      {
        vendorName: 'Omegamino',
        vendorSlug: 'omegamino',
        price: 69,
        pricePerUnit: 13.8,
        notes: 'with DAC',
      },
    ],
    bestValue: {
      vendorName: 'Modern Aminos',
      vendorSlug: 'modern-aminos',
      pricePerUnit: 12.8,
      dosage: '5mg',
    },
  },
  {
    peptide: 'CJC-1295 / Ipamorelin Blend',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 112,
        pricePerUnit: 11.2,
        notes: '5mg + 5mg',
      },
      {
        vendorName: 'Swiss Chems',
        vendorSlug: 'swiss-chems',
        price: 70,
        pricePerUnit: 7,
        notes: '5mg + 5mg',
      },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 60,
        pricePerUnit: 6,
        notes: '5mg + 5mg',
      },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 95,
        pricePerUnit: 9.5,
        notes: '5mg + 5mg',
      },
      {
        vendorName: 'AMP Peptides',
        vendorSlug: 'amp-peptides',
        price: 88,
        pricePerUnit: 8.8,
        notes: '5mg + 5mg',
      },
    ],
    bestValue: {
      vendorName: 'Purified Aminos',
      vendorSlug: 'purified-aminos',
      pricePerUnit: 6,
      dosage: '10mg',
    },
  },
  {
    peptide: 'Semaglutide',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 79,
        pricePerUnit: 15.8,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 52, pricePerUnit: 10.4 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 49,
        pricePerUnit: 9.8,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 45,
        pricePerUnit: 9,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 42, pricePerUnit: 8.4 },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 48,
        pricePerUnit: 9.6,
      },
    ],
    bestValue: {
      vendorName: 'Modern Aminos',
      vendorSlug: 'modern-aminos',
      pricePerUnit: 8.4,
      dosage: '5mg',
    },
  },
  {
    peptide: 'Semaglutide',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 135,
        pricePerUnit: 13.5,
      },
      {
        vendorName: 'Prime Peptides',
        vendorSlug: 'prime-peptides',
        price: 139,
        pricePerUnit: 13.9,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 79,
        pricePerUnit: 7.9,
      },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 89,
        pricePerUnit: 8.9,
      },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 95, pricePerUnit: 9.5 },
      { vendorName: 'Omegamino', vendorSlug: 'omegamino', price: 76, pricePerUnit: 7.6 },
    ],
    bestValue: {
      vendorName: 'Omegamino',
      vendorSlug: 'omegamino',
      pricePerUnit: 7.6,
      dosage: '10mg',
    },
  },
  {
    peptide: 'Tirzepatide',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 128,
        pricePerUnit: 12.8,
      },
      {
        vendorName: 'Prime Peptides',
        vendorSlug: 'prime-peptides',
        price: 145,
        pricePerUnit: 14.5,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 99,
        pricePerUnit: 9.9,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 92, pricePerUnit: 9.2 },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 105,
        pricePerUnit: 10.5,
      },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 98,
        pricePerUnit: 9.8,
      },
    ],
    bestValue: {
      vendorName: 'Modern Aminos',
      vendorSlug: 'modern-aminos',
      pricePerUnit: 9.2,
      dosage: '10mg',
    },
  },
  {
    peptide: 'Tirzepatide',
    dosage: '20mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Prime Peptides',
        vendorSlug: 'prime-peptides',
        price: 225,
        pricePerUnit: 11.25,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 169,
        pricePerUnit: 8.45,
      },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 149,
        pricePerUnit: 7.45,
      },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 135, pricePerUnit: 6.75 },
      { vendorName: 'FelixChem', vendorSlug: 'felixchem', price: 150, pricePerUnit: 7.5 },
    ],
    bestValue: {
      vendorName: 'AMP Peptides',
      vendorSlug: 'amp-peptides',
      pricePerUnit: 6.75,
      dosage: '20mg',
    },
  },
  {
    peptide: 'Retatrutide',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Prime Peptides',
        vendorSlug: 'prime-peptides',
        price: 165,
        pricePerUnit: 16.5,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 129,
        pricePerUnit: 12.9,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 119, pricePerUnit: 11.9 },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 112,
        pricePerUnit: 11.2,
      },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 125,
        pricePerUnit: 12.5,
      },
      { vendorName: 'FelixChem', vendorSlug: 'felixchem', price: 139, pricePerUnit: 13.9 },
    ],
    bestValue: {
      vendorName: 'Paramount Peptides',
      vendorSlug: 'paramount-peptides',
      pricePerUnit: 11.2,
      dosage: '10mg',
    },
  },
  {
    peptide: 'Retatrutide',
    dosage: '20mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Prime Peptides',
        vendorSlug: 'prime-peptides',
        price: 210,
        pricePerUnit: 10.5,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 175,
        pricePerUnit: 8.75,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 144, pricePerUnit: 7.2 },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 149,
        pricePerUnit: 7.45,
      },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 135,
        pricePerUnit: 6.75,
      },
    ],
    bestValue: {
      vendorName: 'Ascension Peptides',
      vendorSlug: 'ascension-peptides',
      pricePerUnit: 6.75,
      dosage: '20mg',
    },
  },
  {
    peptide: 'MOTS-C',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 89,
        pricePerUnit: 8.9,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 58, pricePerUnit: 5.8 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 55,
        pricePerUnit: 5.5,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 52,
        pricePerUnit: 5.2,
      },
      { vendorName: 'Omegamino', vendorSlug: 'omegamino', price: 62, pricePerUnit: 6.2 },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 5.2,
      dosage: '10mg',
    },
  },
  {
    peptide: 'TB-500',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 62,
        pricePerUnit: 12.4,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 39, pricePerUnit: 7.8 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 36,
        pricePerUnit: 7.2,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 35,
        pricePerUnit: 7,
      },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 48, pricePerUnit: 9.6 },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 42,
        pricePerUnit: 8.4,
      },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 7,
      dosage: '5mg',
    },
  },
  {
    peptide: 'TB-500',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 112,
        pricePerUnit: 11.2,
      },
      {
        vendorName: 'Prime Peptides',
        vendorSlug: 'prime-peptides',
        price: 118,
        pricePerUnit: 11.8,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 68, pricePerUnit: 6.8 },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 72,
        pricePerUnit: 7.2,
      },
      { vendorName: 'Omegamino', vendorSlug: 'omegamino', price: 74, pricePerUnit: 7.4 },
      { vendorName: 'FelixChem', vendorSlug: 'felixchem', price: 89, pricePerUnit: 8.9 },
    ],
    bestValue: {
      vendorName: 'Modern Aminos',
      vendorSlug: 'modern-aminos',
      pricePerUnit: 6.8,
      dosage: '10mg',
    },
  },
  {
    peptide: 'PT-141',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 58,
        pricePerUnit: 5.8,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 32, pricePerUnit: 3.2 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 29,
        pricePerUnit: 2.9,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 27,
        pricePerUnit: 2.7,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 28, pricePerUnit: 2.8 },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 34,
        pricePerUnit: 3.4,
      },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 2.7,
      dosage: '10mg',
    },
  },
  {
    peptide: 'Ipamorelin',
    dosage: '5mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 47,
        pricePerUnit: 9.4,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 28, pricePerUnit: 5.6 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 26,
        pricePerUnit: 5.2,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 24,
        pricePerUnit: 4.8,
      },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 42, pricePerUnit: 8.4 },
      {
        vendorName: 'Ascension Peptides',
        vendorSlug: 'ascension-peptides',
        price: 30,
        pricePerUnit: 6,
      },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 4.8,
      dosage: '5mg',
    },
  },
  {
    peptide: 'Ipamorelin',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 82,
        pricePerUnit: 8.2,
      },
      { vendorName: 'Prime Peptides', vendorSlug: 'prime-peptides', price: 95, pricePerUnit: 9.5 },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 48, pricePerUnit: 4.8 },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 52,
        pricePerUnit: 5.2,
      },
      { vendorName: 'Omegamino', vendorSlug: 'omegamino', price: 54, pricePerUnit: 5.4 },
    ],
    bestValue: {
      vendorName: 'Modern Aminos',
      vendorSlug: 'modern-aminos',
      pricePerUnit: 4.8,
      dosage: '10mg',
    },
  },
  {
    peptide: 'Melanotan II',
    dosage: '10mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 52,
        pricePerUnit: 5.2,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 26, pricePerUnit: 2.6 },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 22,
        pricePerUnit: 2.2,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 24, pricePerUnit: 2.4 },
      {
        vendorName: 'Paramount Peptides',
        vendorSlug: 'paramount-peptides',
        price: 29,
        pricePerUnit: 2.9,
      },
      { vendorName: 'FelixChem', vendorSlug: 'felixchem', price: 49, pricePerUnit: 4.9 },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 2.2,
      dosage: '10mg',
    },
  },
  {
    peptide: 'GHK-Cu',
    dosage: '50mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 56,
        pricePerUnit: 1.12,
      },
      { vendorName: 'Swiss Chems', vendorSlug: 'swiss-chems', price: 29, pricePerUnit: 0.58 },
      {
        vendorName: 'Purified Aminos',
        vendorSlug: 'purified-aminos',
        price: 28,
        pricePerUnit: 0.56,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 26,
        pricePerUnit: 0.52,
      },
      { vendorName: 'Modern Aminos', vendorSlug: 'modern-aminos', price: 27, pricePerUnit: 0.54 },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 0.52,
      dosage: '50mg',
    },
  },
  {
    peptide: 'GHK-Cu',
    dosage: '100mg',
    unit: 'mg',
    vendors: [
      {
        vendorName: 'Peptide Sciences',
        vendorSlug: 'peptide-sciences',
        price: 95,
        pricePerUnit: 0.95,
      },
      {
        vendorName: 'Alpha Omega Peptide',
        vendorSlug: 'alpha-omega-peptide',
        price: 45,
        pricePerUnit: 0.45,
      },
      {
        vendorName: 'Mile High Compounds',
        vendorSlug: 'mile-high-compounds',
        price: 79,
        pricePerUnit: 0.79,
      },
      { vendorName: 'AMP Peptides', vendorSlug: 'amp-peptides', price: 62, pricePerUnit: 0.62 },
      { vendorName: 'FelixChem', vendorSlug: 'felixchem', price: 69, pricePerUnit: 0.69 },
    ],
    bestValue: {
      vendorName: 'Alpha Omega Peptide',
      vendorSlug: 'alpha-omega-peptide',
      pricePerUnit: 0.45,
      dosage: '100mg',
    },
  },
];

/**
 * Lowest listed price (USD) of a vendor for a peptide, across all its dosages. The name must match
 * an entry's peptide exactly, so 'BPC-157' does not pick up 'BPC-157 Kit' or the blends. The
 * pages pass the entries the database holds; the files' are the seed.
 */
export function lowestPriceFor(
  vendorSlug: string,
  peptide: string,
  entries: readonly PriceEntry[] = priceEntries,
): number | undefined {
  let lowest: number | undefined;
  for (const entry of entries) {
    if (entry.peptide !== peptide) continue;
    for (const row of entry.vendors) {
      if (row.vendorSlug === vendorSlug && (lowest === undefined || row.price < lowest)) {
        lowest = row.price;
      }
    }
  }
  return lowest;
}
