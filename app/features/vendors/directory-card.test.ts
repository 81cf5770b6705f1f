import { describe, expect, it } from 'vitest';
import { labGradeFor, labGradedPeptide } from '~/data/lab-grades';
import type { Vendor } from '~/data/vendor-types';
import { vendors } from '~/data/vendors';
import { toDirectoryCard } from './directory-card';

const fileGrade = (slug: string) => labGradeFor(slug, labGradedPeptide);
const bySlug = (slug: string) => vendors.find((vendor) => vendor.slug === slug) as Vendor;

describe('a directory card grade', () => {
  it('dates the grade, stale after its re-test day, limited data under three tests', () => {
    const record = fileGrade('ascension-peptides')!;
    const grade = (overrides: object) => () => ({ ...record, ...overrides });
    const vendor = bySlug('ascension-peptides');
    const onDay = (day: string, numTests = 5) =>
      toDirectoryCard(vendor, grade({ expiryDate: '2026-03-31', numTests }), new Date(day)).grade;
    expect(onDay('2026-03-31T23:00:00Z')).toMatchObject({
      dates: `Tested ${new Date(`${record.testDate}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })}, re-test due Mar 31, 2026`,
      flags: '',
    });
    expect(onDay('2026-04-01T00:00:00Z')?.flags).toBe(' (stale)');
    expect(onDay('2026-04-01T00:00:00Z', 2)?.flags).toBe(' (stale, limited data)');
    expect(onDay('2026-03-01T00:00:00Z', 2)?.flags).toBe(' (limited data)');
  });
});
