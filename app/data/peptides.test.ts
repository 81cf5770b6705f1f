/**
 * Consistency checks for the peptide catalogue, the stacks and the simple detail records
 * (spec: public-reference-area.md, "Entities and their fields", "States and transitions",
 * "Peptide detail").
 */
import { describe, expect, it } from 'vitest';

import { simplePeptideRecords, stackRecords } from './peptide-records';
import { difficulties, peptideCategories } from './peptide-types';
import type { Difficulty, PeptideCategory } from './peptide-types';
import { peptides } from './peptides';
import { stacks } from './stacks';
import { vendorSlugs } from './vendor-slugs';

/** The spec's slug rule, repeated here so the data is checked against it independently. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The spec's difficulty rule for derived detail ("States and transitions"). */
function expectedDifficulty(name: string, dosage: string): Difficulty {
  if (['BPC', 'GHK', 'KPV'].some((part) => name.includes(part))) return 'Beginner';
  if (dosage.includes('weekly') || name === 'Tirzepatide' || name === 'Retatrutide') {
    return 'Advanced';
  }
  return 'Intermediate';
}

const priceValue = (price: string) => {
  const match = /^\$(\d+)$/.exec(price);
  if (!match) throw new Error(`bad price ${price}`);
  return Number(match[1]);
};

/** WCAG contrast ratio of a hex colour against white. */
function contrastWithWhite(hex: string): number {
  const weights = [0.2126, 0.7152, 0.0722];
  const luminance = weights.reduce((sum, weight, i) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return sum + weight * (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }, 0);
  return 1.05 / (luminance + 0.05);
}

const catalogueNames = new Set(peptides.map((p) => p.name));

const expectedSlugs = [
  'bpc-157',
  'tb-500',
  'ipamorelin',
  'cjc-1295',
  'sermorelin',
  'tesamorelin',
  'retatrutide',
  'tirzepatide',
  'ghk-cu',
  'aod-9604',
  'glutathione',
  'mots-c',
  'kpv',
  'll-37',
  'selank',
  'thymosin-alpha-1',
  'semaglutide',
  'finasteride',
  'melanotan-ii',
  'pt-141',
  'cagrilintide',
  'mazdutide',
  'dsip',
  'ss-31',
  'semax',
  'epithalon',
];

describe('peptide catalogue', () => {
  it('has 26 entries with unique names', () => {
    expect(peptides).toHaveLength(26);
    expect(catalogueNames.size).toBe(26);
  });

  it('has exactly the non-stack profile slugs of the spec', () => {
    expect(peptides.map((p) => slugOf(p.name)).sort()).toEqual([...expectedSlugs].sort());
  });

  it('runs prices from exactly $22 to exactly $180', () => {
    const values = peptides.map((p) => priceValue(p.price));
    expect(Math.min(...values)).toBe(22);
    expect(Math.max(...values)).toBe(180);
  });

  it('runs popularity from exactly 54 to exactly 96, integers, no ties in the top 10', () => {
    const values = peptides.map((p) => p.popularity);
    for (const v of values) expect(Number.isInteger(v)).toBe(true);
    expect(Math.min(...values)).toBe(54);
    expect(Math.max(...values)).toBe(96);
    const top10 = [...values].sort((a, b) => b - a).slice(0, 10);
    expect(new Set(top10).size).toBe(10);
  });

  it('uses 1-2 valid categories per peptide', () => {
    for (const p of peptides) {
      expect(p.category.length).toBeGreaterThanOrEqual(1);
      expect(p.category.length).toBeLessThanOrEqual(2);
      expect(new Set(p.category).size).toBe(p.category.length);
      for (const c of p.category) expect(peptideCategories).toContain(c);
    }
  });

  it('fills every category, Healing and Fat Loss with at least 6', () => {
    const count = (category: PeptideCategory) =>
      peptides.filter((p) => p.category.includes(category)).length;
    for (const c of peptideCategories) expect(count(c)).toBeGreaterThanOrEqual(3);
    expect(count('Healing')).toBeGreaterThanOrEqual(6);
    expect(count('Fat Loss')).toBeGreaterThanOrEqual(6);
  });

  it('refers to known vendors, spread across at least 8 of them', () => {
    for (const p of peptides) expect(vendorSlugs).toContain(p.vendor);
    expect(new Set(peptides.map((p) => p.vendor)).size).toBeGreaterThanOrEqual(8);
  });

  it('has distinct hex colours that carry white badge text (WCAG AA)', () => {
    for (const p of peptides) {
      expect(p.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastWithWhite(p.color)).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(peptides.map((p) => p.color.toLowerCase())).size).toBe(peptides.length);
  });

  it('marks most peptides verified and a few not', () => {
    const unverified = peptides.filter((p) => !p.verified).length;
    expect(unverified).toBeGreaterThan(0);
    expect(unverified).toBeLessThan(peptides.length / 3);
  });

  it('gives 3-5 benefits and a non-empty description and dosage', () => {
    for (const p of peptides) {
      expect(p.benefits.length).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length).toBeLessThanOrEqual(5);
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.dosage.length).toBeGreaterThan(0);
    }
  });

  it('doses the GLP-1 class weekly', () => {
    const glp1 = ['Semaglutide', 'Tirzepatide', 'Retatrutide', 'Cagrilintide', 'Mazdutide'];
    for (const name of glp1) {
      expect(peptides.find((p) => p.name === name)?.dosage).toContain('weekly');
    }
  });
});

describe('stacks', () => {
  it('has 11 stacks with unique names', () => {
    expect(stacks).toHaveLength(11);
    expect(new Set(stacks.map((s) => s.name)).size).toBe(11);
  });

  it('includes the two featured stacks with their components', () => {
    const byName = (name: string) => stacks.find((s) => s.name === name);
    expect(byName('GLOW Peptide Stack')?.peptides.map((p) => p.name)).toEqual([
      'GHK-Cu',
      'BPC-157',
      'TB-500',
    ]);
    expect(byName('KLOW Complete Stack')?.peptides.map((p) => p.name)).toEqual([
      'GHK-Cu',
      'KPV',
      'BPC-157',
      'TB-500',
    ]);
    expect(slugOf('GLOW Peptide Stack')).toBe('glow-peptide-stack');
    expect(slugOf('KLOW Complete Stack')).toBe('klow-complete-stack');
  });

  it('names only catalogue peptides, each with an amount', () => {
    for (const s of stacks) {
      expect(s.peptides.length).toBeGreaterThanOrEqual(2);
      for (const p of s.peptides) {
        expect(catalogueNames).toContain(p.name);
        expect(p.amount).toMatch(/^\d+(\.\d+)?mg$/);
      }
    }
  });

  it('keeps prices, scores and ratings in range', () => {
    for (const s of stacks) {
      expect(s.price).toBeGreaterThan(0);
      expect(s.price).toBeLessThan(s.originalPrice);
      expect(Number.isInteger(s.stackScore)).toBe(true);
      expect(s.stackScore).toBeGreaterThanOrEqual(0);
      expect(s.stackScore).toBeLessThanOrEqual(100);
      expect(s.biohackRating).toBeGreaterThanOrEqual(1);
      expect(s.biohackRating).toBeLessThanOrEqual(10);
      expect(Number.isInteger(s.biohackRating * 10)).toBe(true);
    }
  });

  it('uses valid categories and vendors and 3-5 benefits', () => {
    for (const s of stacks) {
      expect(s.category.length).toBeGreaterThanOrEqual(1);
      for (const c of s.category) expect(peptideCategories).toContain(c);
      expect(vendorSlugs).toContain(s.vendor);
      expect(s.benefits.length).toBeGreaterThanOrEqual(3);
      expect(s.benefits.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('simple peptide records', () => {
  it('has one record per catalogue peptide, under its slug, and no others', () => {
    expect(Object.keys(simplePeptideRecords).sort()).toEqual(
      peptides.map((p) => slugOf(p.name)).sort(),
    );
    for (const p of peptides) expect(simplePeptideRecords[slugOf(p.name)]?.name).toBe(p.name);
  });

  it('repeats the catalogue dosage', () => {
    for (const p of peptides) expect(simplePeptideRecords[slugOf(p.name)]?.dosage).toBe(p.dosage);
  });

  it('follows the spec difficulty rule', () => {
    for (const record of Object.values(simplePeptideRecords)) {
      expect(record.difficulty, record.name).toBe(expectedDifficulty(record.name, record.dosage));
    }
  });

  it('fills every list within its bounds', () => {
    for (const r of Object.values(simplePeptideRecords)) {
      expect(r.benefits.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.mechanisms.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.mechanisms.length, r.name).toBeLessThanOrEqual(4);
      expect(r.useCases.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.useCases.length, r.name).toBeLessThanOrEqual(4);
      expect(r.sideEffects.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.sideEffects.length, r.name).toBeLessThanOrEqual(5);
      expect(r.injectionSites.length, r.name).toBeGreaterThanOrEqual(1);
      for (const text of [r.fullName, r.tagline, r.description, r.duration]) {
        expect(text.length, r.name).toBeGreaterThan(0);
      }
    }
  });

  it('gives a price range around the catalogue price', () => {
    for (const p of peptides) {
      const record = simplePeptideRecords[slugOf(p.name)];
      const match = /^\$(\d+)-\$(\d+)$/.exec(record?.priceRange ?? '');
      expect(match, p.name).not.toBeNull();
      const price = priceValue(p.price);
      expect(Number(match?.[1])).toBeLessThanOrEqual(price);
      expect(Number(match?.[2])).toBeGreaterThanOrEqual(price);
    }
  });

  it('shows intranasal administration for Selank and Semax only', () => {
    for (const [slug, record] of Object.entries(simplePeptideRecords)) {
      const intranasal = record.injectionSites.some((s) => /intranasal/i.test(s));
      expect(intranasal, slug).toBe(slug === 'selank' || slug === 'semax');
    }
  });

  it('lists subcutaneous or intramuscular sites for the injected peptides', () => {
    for (const [slug, record] of Object.entries(simplePeptideRecords)) {
      if (['selank', 'semax', 'finasteride'].includes(slug)) continue;
      for (const site of record.injectionSites) {
        expect(site, slug).toMatch(/\((subcutaneous|intramuscular)\)$/);
      }
    }
  });

  it('describes finasteride honestly as not injected', () => {
    expect(simplePeptideRecords['finasteride']?.injectionSites).toEqual([
      'Oral tablet or topical solution (not injected)',
    ]);
  });
});

describe('stack records', () => {
  it('has one record per stack, under its slug', () => {
    expect(Object.keys(stackRecords).sort()).toEqual(stacks.map((s) => slugOf(s.name)).sort());
    expect(stackRecords['glow-peptide-stack']?.name).toBe('GLOW Peptide Stack');
    expect(stackRecords['klow-complete-stack']?.name).toBe('KLOW Complete Stack');
  });

  it('lists the components, is never Beginner and carries side effects', () => {
    for (const s of stacks) {
      const record = stackRecords[slugOf(s.name)];
      expect(record?.fullName).toBe(s.peptides.map((p) => p.name).join(' + '));
      expect(record?.difficulty).not.toBe('Beginner');
      expect(difficulties).toContain(record?.difficulty);
      expect(record?.sideEffects.length).toBeGreaterThanOrEqual(3);
      expect(record?.injectionSites.length).toBeGreaterThanOrEqual(1);
      expect(record?.priceRange).toBe(`$${s.price}-$${s.originalPrice}`);
    }
  });

  it('uses nasal administration only where all components are nasal', () => {
    for (const s of stacks) {
      const nasal = s.peptides.every((p) => p.name === 'Selank' || p.name === 'Semax');
      const sites = stackRecords[slugOf(s.name)]?.injectionSites ?? [];
      expect(
        sites.some((site) => /intranasal/i.test(site)),
        s.name,
      ).toBe(nasal);
    }
  });
});
