// A list sorted by the spec's grade mapping (most vendors share grade A) must still
// read as sorted, and each card says what it was sorted by.
import { describe, expect, it } from 'vitest';
import { labGradeFor, labGradedPeptide } from '~/data/lab-grades';
import type { Vendor } from '~/data/vendor-types';
import { vendors } from '~/data/vendors';
import { gradeScore, sortOrderText, sortVendors } from './directory-query';

const fileGrade = (slug: string) => labGradeFor(slug, labGradedPeptide);
const names = (list: readonly Pick<Vendor, 'name'>[]) => list.map((vendor) => vendor.name);
const bySlug = (slug: string) => vendors.find((vendor) => vendor.slug === slug) as Vendor;

describe('sortVendors ties', () => {
  it('lists each grade with its ratings highest first, so the stars read as sorted', () => {
    const sorted = sortVendors(vendors, 'grade', fileGrade);
    const keys = sorted.map((vendor) => [gradeScore(fileGrade(vendor.slug)?.grade), vendor.rating]);
    const inOrder = keys.every(([grade, rating], i) => {
      const [prevGrade, prevRating] = keys[i - 1] ?? [Infinity, Infinity];
      return grade! < prevGrade! || (grade === prevGrade && rating! <= prevRating!);
    });
    expect(inOrder).toBe(true);
  });

  it('breaks a tie of grade and rating by name', () => {
    const twin = { ...bySlug('swiss-chems'), name: 'Aardvark Labs', slug: 'aardvark' };
    const sorted = sortVendors([bySlug('swiss-chems'), twin], 'grade', () =>
      fileGrade('swiss-chems'),
    );
    expect(names(sorted)).toEqual(['Aardvark Labs', 'Swiss Chems']);
  });

  it('says the order of the list in words', () => {
    expect(sortOrderText('grade')).toBe(
      'Sorted by lab grade (A first), then rating out of 10, then name.',
    );
    expect(sortOrderText('price')).toBe(
      'Sorted by lowest entry price, then rating out of 10, then name.',
    );
    expect(sortOrderText('trust')).toBe(
      'Sorted by trust score (highest first), then rating out of 10, then name.',
    );
  });
});
