import { describe, expect, it } from 'vitest';
import type { Peptide } from '~/data/peptide-types';
import { administrationSites, deriveSimpleRecord, isIntranasal } from './derived-record';

const base: Peptide = {
  name: 'Example-1',
  category: ['Fat Loss'],
  description: 'A catalogue entry without a hand-written record.',
  benefits: ['One', 'Two', 'Three'],
  dosage: '1 mg daily',
  price: '$60',
  vendor: 'swiss-chems',
  color: '#0f766e',
  verified: true,
  popularity: 70,
};

describe('derived simple record', () => {
  it('applies the difficulty and cycle rules of the spec', () => {
    const record = deriveSimpleRecord(base);
    expect(record.difficulty).toBe('Intermediate');
    expect(record.duration).toBe('8-16 weeks');
    expect(deriveSimpleRecord({ ...base, dosage: '2 mg weekly' }).difficulty).toBe('Advanced');
    expect(deriveSimpleRecord({ ...base, name: 'BPC-157 Arginate' }).difficulty).toBe('Beginner');
    expect(deriveSimpleRecord({ ...base, category: ['Healing'] }).duration).toBe('4-8 weeks');
    expect(deriveSimpleRecord({ ...base, category: ['Cognitive'] }).duration).toBe('3-6 months');
  });

  it('carries the catalogue text, dosage and price', () => {
    const record = deriveSimpleRecord(base);
    expect(record.description).toBe(base.description);
    expect(record.benefits).toEqual(base.benefits);
    expect(record.dosage).toBe('1 mg daily');
    expect(record.priceRange).toBe('$60');
  });
});

describe('administration', () => {
  it('is intranasal for Selank and Semax', () => {
    for (const name of ['Selank', 'Semax']) {
      const sites = administrationSites(name);
      expect(isIntranasal(sites)).toBe(true);
      expect(isIntranasal(deriveSimpleRecord({ ...base, name }).injectionSites)).toBe(true);
    }
  });

  it('lists subcutaneous or intramuscular sites for all others', () => {
    for (const name of ['BPC-157', 'Semaglutide', 'Selank Plus']) {
      const sites = administrationSites(name);
      expect(isIntranasal(sites)).toBe(false);
      for (const site of sites) expect(site).toMatch(/\((subcutaneous|intramuscular)\)$/);
    }
  });
});
