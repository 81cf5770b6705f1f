import { describe, expect, it } from 'vitest';
import type { DetailedPeptideProfile } from '~/data/peptide-types';
import { detailedProfiles } from '~/data/profiles';
import { reviewSummary } from './review-summary';

const base = detailedProfiles['bpc-157']!;
const reviewedOn = (date: string | null): DetailedPeptideProfile => ({
  ...base,
  review: date ? { date, by: 'Peptidia editors' } : null,
});

describe('how far the profiles are checked', () => {
  it('counts the reviewed profiles and finds the latest date, whatever their order', () => {
    const profiles = [
      reviewedOn('2026-03-09'),
      reviewedOn(null),
      reviewedOn('2026-11-20'),
      reviewedOn('2026-10-31'),
    ];
    expect(reviewSummary(profiles)).toEqual({ checked: 3, total: 4, latest: '2026-11-20' });
  });

  it('has no latest date while nothing is checked', () => {
    expect(reviewSummary([reviewedOn(null), reviewedOn(null)])).toEqual({
      checked: 0,
      total: 2,
      latest: null,
    });
  });

  it('covers all 28 profiles of the site', () => {
    expect(reviewSummary(Object.values(detailedProfiles)).total).toBe(28);
  });
});
