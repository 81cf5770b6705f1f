import { describe, expect, it } from 'vitest';
import { labGradeFor, labGradedPeptide } from '~/data/lab-grades';
import type { Vendor } from '~/data/vendor-types';
import { vendors } from '~/data/vendors';
import {
  budgetEntryPriceMax,
  directoryVendors,
  filterVendors,
  gradeScore,
  priceLowerBound,
  searchVendors,
  sortVendors,
  vendorGrade,
} from './directory-query';
import { toDirectoryCard } from './directory-card';
import { parseDirectoryQuery } from './directory-options';
// The rules over the files' grades; the database holds the same (tests/integration/editorial-seed).
const fileGrade = (slug: string) => labGradeFor(slug, labGradedPeptide);

const names = (list: readonly Pick<Vendor, 'name'>[]) => list.map((vendor) => vendor.name);
const bySlug = (slug: string) => vendors.find((vendor) => vendor.slug === slug) as Vendor;

describe('parseDirectoryQuery', () => {
  it('reads q, sort and filter', () => {
    expect(
      parseDirectoryQuery(new URLSearchParams('q=%20swiss%20&sort=trust&filter=budget')),
    ).toEqual({ q: 'swiss', sort: 'trust', filter: 'budget' });
  });

  it('falls back to Lab Testing Grade and All Vendors for missing or unknown values', () => {
    expect(parseDirectoryQuery(new URLSearchParams('sort=cheap&filter=GRADE-A'))).toEqual({
      q: '',
      sort: 'grade',
      filter: 'all',
    });
  });

  it('caps the search text at 100 characters', () => {
    expect(parseDirectoryQuery(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });
});

describe('priceLowerBound', () => {
  it('takes the first number of the range', () => {
    expect(priceLowerBound('$46-165')).toBe(46);
    expect(priceLowerBound('$11-175')).toBe(11);
    expect(priceLowerBound('$9.50-20')).toBe(9.5);
  });

  it('sorts a range without a number last', () => {
    expect(priceLowerBound('Contact vendor')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('gradeScore', () => {
  it('maps A=5, B=4, C=3, D=2, E=1 and anything else to 0', () => {
    expect(['A', 'B', 'C', 'D', 'E', 'F', 'a', '', undefined].map(gradeScore)).toEqual([
      5, 4, 3, 2, 1, 0, 0, 0, 0,
    ]);
    expect(gradeScore('constructor')).toBe(0);
  });

  it('grades vendors by their Tirzepatide lab grade', () => {
    expect(vendorGrade(bySlug('peptide-sciences'), fileGrade)).toBe('A');
    expect(vendorGrade(bySlug('prime-peptides'), fileGrade)).toBe('B');
  });
});

describe('searchVendors', () => {
  it('matches the name case-insensitively', () => {
    expect(names(searchVendors(vendors, 'AMINOS'))).toEqual(['Purified Aminos', 'Modern Aminos']);
    expect(names(searchVendors(vendors, 'peptide sci'))).toEqual(['Peptide Sciences']);
  });

  it('ignores descriptions and specialties', () => {
    expect(searchVendors(vendors, 'research use only')).toEqual([]);
    expect(searchVendors(vendors, 'capsule formats')).toEqual([]);
  });

  it('returns every vendor for an empty or blank search', () => {
    expect(searchVendors(vendors, '   ')).toHaveLength(12);
  });
});

describe('filterVendors', () => {
  it('keeps all vendors for all and usa (every vendor is in the USA)', () => {
    expect(filterVendors(vendors, 'all', fileGrade)).toHaveLength(12);
    expect(filterVendors(vendors, 'usa', fileGrade)).toHaveLength(12);
  });

  it('usa drops a vendor located elsewhere', () => {
    const abroad = { ...bySlug('swiss-chems'), location: 'Canada' };
    expect(names(filterVendors([abroad, bySlug('omegamino')], 'usa', fileGrade))).toEqual([
      'Omegamino',
    ]);
  });

  it('grade-a keeps grade A vendors only', () => {
    const kept = filterVendors(vendors, 'grade-a', fileGrade);
    expect(kept).toHaveLength(10);
    expect(names(kept)).not.toContain('Prime Peptides');
    expect(names(kept)).not.toContain('FelixChem');
  });

  it('lab-tested keeps labTested vendors only', () => {
    const kept = filterVendors(vendors, 'lab-tested', fileGrade);
    expect(kept.every((vendor) => vendor.labTested)).toBe(true);
    expect(kept).toHaveLength(10);
  });

  it(`budget keeps vendors whose entry price is at most $${budgetEntryPriceMax}`, () => {
    expect(names(filterVendors(vendors, 'budget', fileGrade))).toEqual([
      'Swiss Chems',
      'Purified Aminos',
      'Alpha Omega Peptide',
      'Modern Aminos',
      'Paramount Peptides',
      'Ascension Peptides',
    ]);
    const atLimit = { ...bySlug('omegamino'), priceRange: '$30-76' };
    const overLimit = { ...bySlug('omegamino'), priceRange: '$31-76' };
    expect(filterVendors([atLimit, overLimit], 'budget', fileGrade)).toEqual([atLimit]);
  });
});

describe('sortVendors', () => {
  it('grade puts grade A first, B after, ungraded last, ties by rating then name', () => {
    const ungraded = { ...bySlug('omegamino'), slug: 'unknown' } as unknown as Vendor;
    const sorted = sortVendors([ungraded, ...vendors], 'grade', fileGrade);
    expect(names(sorted.slice(0, 3))).toEqual([
      'Peptide Sciences',
      'Alpha Omega Peptide',
      'Purified Aminos',
    ]);
    expect(names(sorted.slice(10))).toEqual(['Prime Peptides', 'FelixChem', 'Omegamino']);
    expect(sorted.at(-1)).toBe(ungraded);
  });

  it('price sorts by the lower bound of priceRange, cheapest first', () => {
    const sorted = sortVendors(vendors, 'price', fileGrade);
    expect(sorted.map((vendor) => vendor.priceRange)).toEqual([
      '$11-175',
      '$16-144',
      '$22-60',
      '$22-70',
      '$27-135',
      '$28-116',
      '$42-135',
      '$46-165',
      '$49-150',
      '$51-76',
      '$75-149',
      '$95-225',
    ]);
  });

  it('trust sorts by trust score, highest first', () => {
    const scores = sortVendors(vendors, 'trust', fileGrade).map((vendor) => vendor.trustScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(sortVendors(vendors, 'trust', fileGrade)[0]?.name).toBe('Peptide Sciences');
  });

  it('does not change the list it is given', () => {
    const copy = [...vendors];
    sortVendors(vendors, 'price', fileGrade);
    expect(vendors).toEqual(copy);
  });
});

describe('directoryVendors', () => {
  it('searches, filters and sorts together', () => {
    expect(
      names(
        directoryVendors(vendors, { q: 'peptide', sort: 'price', filter: 'budget' }, fileGrade),
      ),
    ).toEqual(['Alpha Omega Peptide', 'Ascension Peptides', 'Paramount Peptides']);
  });

  it('returns nothing when no vendor matches', () => {
    expect(
      directoryVendors(vendors, { q: 'felix', sort: 'grade', filter: 'lab-tested' }, fileGrade),
    ).toEqual([]);
  });
});

describe('toDirectoryCard', () => {
  it('carries the store link, grade and coupon but not the price list', () => {
    const card = toDirectoryCard(bySlug('ascension-peptides'), fileGrade, new Date());
    expect(card).toMatchObject({
      name: 'Ascension Peptides',
      storeUrl: 'https://ascensionpeptides.com/?ref=peptidia',
      couponCode: 'PEPTIDIA10',
      grade: { peptide: 'Tirzepatide', grade: 'A', description: 'Great' },
    });
    expect(card).not.toHaveProperty('pricing');
    expect(toDirectoryCard(bySlug('swiss-chems'), fileGrade, new Date()).storeUrl).toBe(
      'https://swisschems.is',
    );
  });
});
