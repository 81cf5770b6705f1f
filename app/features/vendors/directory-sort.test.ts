// Issue 18: a list sorted by the spec's grade mapping (most vendors share grade A) must still
// read as sorted, and each card says what it was sorted by.
import { describe, expect, it } from 'vitest';
import { labGradeFor, labGradedPeptide } from '~/data/lab-grades';
import type { Vendor } from '~/data/vendor-types';
import { vendors } from '~/data/vendors';
import { gradeScore, sortKeyText, sortVendors } from './directory-query';

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

  it('names the sort key each card shows', () => {
    const vendor = bySlug('swiss-chems');
    expect(sortKeyText(vendor, 'grade', 'A')).toBe('Lab grade A, then rating 8.6/10');
    expect(sortKeyText(vendor, 'grade', undefined)).toBe('Lab grade none, then rating 8.6/10');
    expect(sortKeyText(vendor, 'price', 'A')).toBe('From $22, then rating 8.6/10');
    expect(sortKeyText(vendor, 'trust', 'A')).toBe(
      `Trust ${vendor.trustScore}/100, then rating 8.6/10`,
    );
  });
});
