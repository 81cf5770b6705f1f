/**
 * Consistency checks for the vendor, lab-grade and price data (spec: public-reference-area.md,
 * "Vendor", "Lab grade record", "Price entry", "Business constants and limits").
 */
import { describe, expect, it } from 'vitest';

import { labGradeFor, tirzepatideLabGrades } from './lab-grades';
import { comparisonPeptides, lowestPriceFor, priceEntries, pricesAsOf } from './prices';
import { vendorSlugs } from './vendor-slugs';
import { labGradeDescriptions, priceUnits, vendorGroups } from './vendor-types';
import { vendors } from './vendors';

/** The spec's Quick Facts rule, repeated here so the data is checked to reach every band. */
function employeeBand(trustScore: number): string {
  if (trustScore > 85) return '50-100';
  if (trustScore > 75) return '25-50';
  return '10-25';
}

/** Lower and upper bound of a price range such as '$46-165'. */
function rangeBounds(priceRange: string): [number, number] {
  const match = /^\$(\d+)-(\d+)$/.exec(priceRange);
  if (!match) throw new Error(`bad priceRange ${priceRange}`);
  return [Number(match[1]), Number(match[2])];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const vendorBySlug = new Map(vendors.map((v) => [v.slug as string, v]));

describe('vendors', () => {
  it('has the 12 spec vendors in order with their price ranges and ratings', () => {
    expect(vendors.map((v) => [v.name, v.priceRange, v.rating])).toEqual([
      ['Peptide Sciences', '$46-165', 9.1],
      ['Swiss Chems', '$22-70', 8.6],
      ['Purified Aminos', '$22-60', 8.7],
      ['Prime Peptides', '$95-225', 7.9],
      ['Alpha Omega Peptide', '$11-175', 8.8],
      ['Modern Aminos', '$16-144', 8.5],
      ['Paramount Peptides', '$28-116', 8.1],
      ['Mile High Compounds', '$75-149', 8.2],
      ['AMP Peptides', '$42-135', 8.6],
      ['Ascension Peptides', '$27-135', 8.4],
      ['Omegamino', '$51-76', 8.3],
      ['FelixChem', '$49-150', 7.8],
    ]);
  });

  it('uses the vendorSlugs in the same order', () => {
    expect(vendors.map((v) => v.slug)).toEqual([...vendorSlugs]);
  });

  it('has unique ids', () => {
    expect(new Set(vendors.map((v) => v.id)).size).toBe(vendors.length);
  });

  it('places every vendor in the USA', () => {
    for (const v of vendors) expect(v.location).toBe('USA');
  });

  it('has founding years from 2014 to 2020, both ends used', () => {
    const years = vendors.map((v) => v.established);
    for (const y of years) {
      expect(y).toBeGreaterThanOrEqual(2014);
      expect(y).toBeLessThanOrEqual(2020);
    }
    expect(years).toContain(2014);
    expect(years).toContain(2020);
  });

  it('has exactly one coupon code', () => {
    expect(vendors.filter((v) => v.couponCode).length).toBe(1);
  });

  it('uses all four groups and no others', () => {
    expect(new Set(vendors.map((v) => v.group))).toEqual(new Set(vendorGroups));
  });

  it('has trust scores within 0-100 that reach all three employee bands', () => {
    for (const v of vendors) {
      expect(v.trustScore).toBeGreaterThanOrEqual(0);
      expect(v.trustScore).toBeLessThanOrEqual(100);
    }
    expect(new Set(vendors.map((v) => employeeBand(v.trustScore)))).toEqual(
      new Set(['50-100', '25-50', '10-25']),
    );
  });

  it('marks most vendors lab tested, at least two not, and names a lab only when tested', () => {
    const untested = vendors.filter((v) => !v.labTested);
    expect(untested.length).toBeGreaterThanOrEqual(2);
    expect(untested.length).toBeLessThan(vendors.length / 2);
    for (const v of vendors) expect(Boolean(v.testingCompany)).toBe(v.labTested);
  });

  it('has https links and ratings out of 10', () => {
    for (const v of vendors) {
      expect(v.url).toMatch(/^https:\/\//);
      if (v.affiliateUrl) expect(v.affiliateUrl).toMatch(/^https:\/\//);
      expect(v.rating).toBeGreaterThan(0);
      expect(v.rating).toBeLessThanOrEqual(10);
    }
  });

  it('exercises the detail pricing table cap and its fallback row', () => {
    expect(vendors.some((v) => v.pricing.length > 10)).toBe(true);
    expect(vendors.filter((v) => v.pricing.length === 0).length).toBe(1);
  });

  it('has detail pricing rows that match a price in the price table', () => {
    for (const v of vendors) {
      const listed = new Set(
        priceEntries.flatMap((e) =>
          e.vendors.filter((r) => r.vendorSlug === v.slug).map((r) => `$${r.price}`),
        ),
      );
      for (const row of v.pricing) expect(listed, `${v.name} ${row.peptide}`).toContain(row.price);
    }
  });

  it('is plain ASCII text', () => {
    expect(JSON.stringify(vendors)).toMatch(/^[\x20-\x7e]*$/);
  });
});

describe('lab grades', () => {
  const records = Object.values(tirzepatideLabGrades);

  it('grades Tirzepatide only, keyed by valid slugs', () => {
    for (const slug of Object.keys(tirzepatideLabGrades)) {
      expect(vendorSlugs as readonly string[]).toContain(slug);
    }
    for (const r of records) expect(r.peptide).toBe('Tirzepatide');
  });

  it('has 3 to 10 tests per vendor, both ends used', () => {
    const counts = records.map((r) => r.numTests);
    expect(Math.min(...counts)).toBe(3);
    expect(Math.max(...counts)).toBe(10);
  });

  it('has overall scores from 7.4 to 8.5, both ends used', () => {
    const scores = records.map((r) => r.overallScore);
    expect(Math.min(...scores)).toBe(7.4);
    expect(Math.max(...scores)).toBe(8.5);
  });

  it('pairs each grade with its description and has ordered 2025 dates', () => {
    for (const r of records) {
      expect(r.gradeDescription).toBe(labGradeDescriptions[r.grade]);
      expect(r.testDate).toMatch(/^2025-\d\d-\d\d$/);
      expect(r.expiryDate).toMatch(/^2025-\d\d-\d\d$/);
      expect(r.expiryDate > r.testDate).toBe(true);
    }
    expect(records.filter((r) => r.grade === 'A').length).toBeGreaterThan(records.length / 2);
  });

  it('looks grades up for Tirzepatide only, case-insensitively', () => {
    expect(labGradeFor('x', 'BPC-157')).toBeUndefined();
    expect(labGradeFor('peptide-sciences', 'BPC-157')).toBeUndefined();
    expect(labGradeFor('constructor', 'Tirzepatide')).toBeUndefined();
    for (const slug of Object.keys(tirzepatideLabGrades)) {
      expect(labGradeFor(slug, 'tirzepatide')).toBeDefined();
      expect(labGradeFor(slug, 'TIRZEPATIDE')).toBe(labGradeFor(slug, 'Tirzepatide'));
    }
  });
});

describe('prices', () => {
  it('notes when the prices were taken', () => {
    expect(pricesAsOf).toBe('July 2025');
  });

  it('covers every peptide and variant the spec lists', () => {
    const peptides = new Set(priceEntries.map((e) => e.peptide));
    for (const name of [
      'AOD 9604',
      'Bacteriostatic Water',
      'BPC-157',
      'BPC-157 Kit',
      'BPC-157 Capsules',
      'BPC-157 / TB-500 Blend',
      'Cagrilintide',
      'Cagrilintide / Semaglutide Blend',
      'CJC-1295',
      'CJC-1295 / Ipamorelin Blend',
      'Semaglutide',
      'Tirzepatide',
      'Retatrutide',
      'MOTS-C',
      'TB-500',
      'PT-141',
      'Ipamorelin',
      'Melanotan II',
      'GHK-Cu',
    ]) {
      expect(peptides, name).toContain(name);
    }
  });

  it('uses the right unit for water, kits and capsules', () => {
    const unitOf = (peptide: string) =>
      new Set(priceEntries.filter((e) => e.peptide === peptide).map((e) => e.unit));
    expect(unitOf('Bacteriostatic Water')).toEqual(new Set(['mL']));
    expect(unitOf('BPC-157 Kit')).toEqual(new Set(['vials']));
    expect(unitOf('BPC-157 Capsules')).toEqual(new Set(['capsules']));
    for (const e of priceEntries) expect(priceUnits).toContain(e.unit);
  });

  it('has no duplicate peptide and dosage pairs', () => {
    const keys = priceEntries.map((e) => `${e.peptide}|${e.dosage}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists 2 to 6 known vendors per entry, with matching names and no repeats', () => {
    for (const e of priceEntries) {
      expect(e.vendors.length).toBeGreaterThanOrEqual(2);
      expect(e.vendors.length).toBeLessThanOrEqual(6);
      expect(new Set(e.vendors.map((r) => r.vendorSlug)).size).toBe(e.vendors.length);
      for (const r of e.vendors) {
        const vendor = vendorBySlug.get(r.vendorSlug);
        expect(vendor, r.vendorSlug).toBeDefined();
        expect(r.vendorName).toBe(vendor?.name);
      }
    }
  });

  it('keeps prices within each vendor price range', () => {
    for (const e of priceEntries) {
      for (const r of e.vendors) {
        const [low, high] = rangeBounds(vendorBySlug.get(r.vendorSlug)?.priceRange ?? '');
        expect(r.price, `${r.vendorName} ${e.peptide} ${e.dosage}`).toBeGreaterThanOrEqual(low);
        expect(r.price, `${r.vendorName} ${e.peptide} ${e.dosage}`).toBeLessThanOrEqual(high);
      }
    }
  });

  it('computes pricePerUnit as price / dosage amount, rounded to 2 decimals', () => {
    for (const e of priceEntries) {
      const match = /^(\d+(?:\.\d+)?) ?(mg|mL|vials|capsules)$/.exec(e.dosage);
      expect(match, e.dosage).not.toBeNull();
      expect(match?.[2]).toBe(e.unit);
      const amount = Number(match?.[1]);
      for (const r of e.vendors) {
        expect(r.pricePerUnit, `${r.vendorName} ${e.peptide} ${e.dosage}`).toBe(
          round2(r.price / amount),
        );
      }
    }
  });

  it('names the vendor with the lowest pricePerUnit as bestValue', () => {
    for (const e of priceEntries) {
      expect(e.bestValue, `${e.peptide} ${e.dosage}`).toBeDefined();
      const min = Math.min(...e.vendors.map((r) => r.pricePerUnit));
      const best = e.vendors.find((r) => r.vendorSlug === e.bestValue?.vendorSlug);
      expect(e.bestValue?.pricePerUnit).toBe(min);
      expect(best?.pricePerUnit).toBe(min);
      expect(e.bestValue?.vendorName).toBe(best?.vendorName);
      expect(e.bestValue?.dosage).toBe(e.dosage);
    }
  });

  it('includes all 12 vendors somewhere', () => {
    const slugs = new Set(priceEntries.flatMap((e) => e.vendors.map((r) => r.vendorSlug)));
    expect(slugs).toEqual(new Set(vendorSlugs));
  });

  it("notes CJC-1295 variants 'no DAC' and 'with DAC'", () => {
    const notes = priceEntries.flatMap((e) => e.vendors.map((r) => r.notes));
    expect(notes).toContain('no DAC');
    expect(notes).toContain('with DAC');
  });

  it('gives several dosages for Semaglutide', () => {
    const dosages = priceEntries.filter((e) => e.peptide === 'Semaglutide').map((e) => e.dosage);
    expect(dosages).toEqual(expect.arrayContaining(['5mg', '10mg']));
  });

  it('finds the lowest price per vendor for an exact peptide name', () => {
    expect(comparisonPeptides).toEqual([
      'BPC-157',
      'CJC-1295',
      'Ipamorelin',
      'TB-500',
      'Semaglutide',
    ]);
    expect(lowestPriceFor('peptide-sciences', 'BPC-157')).toBe(48);
    // Exact match: the kit and the blends do not count as 'BPC-157'.
    expect(lowestPriceFor('paramount-peptides', 'BPC-157')).toBeUndefined();
    expect(lowestPriceFor('peptide-sciences', 'bpc-157')).toBeUndefined();
    expect(lowestPriceFor('nobody', 'BPC-157')).toBeUndefined();
  });
});
