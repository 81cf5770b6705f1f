import { describe, expect, it } from 'vitest';
import { labGradeFor, labGradedPeptide } from '~/data/lab-grades';
import { pricesAsOf } from '~/data/prices';
import { vendorBySlug } from '~/data/vendors';
import { standardWarning, vendorDetail as detailOf } from './vendor-detail-data';

// The page over the files' data; the database holds the same (tests/integration/editorial-seed).
function vendorDetail(slug: string, today: Date) {
  const vendor = vendorBySlug(slug);
  if (!vendor) return undefined;
  const record = labGradeFor(slug, labGradedPeptide);
  const grade = record && {
    ...record,
    lab: null,
    purityPercent: null,
    labelMg: null,
    measuredMg: null,
    certificateUrl: null,
  };
  return detailOf({ vendor, grade, pricesAsOf }, today);
}

const today = new Date('2025-07-15T12:00:00Z');

describe('vendorDetail', () => {
  it('is undefined for an unknown slug', () => {
    expect(vendorDetail('no-such-vendor', today)).toBeUndefined();
    expect(vendorDetail('constructor', today)).toBeUndefined();
  });

  it('builds the page for a known vendor', () => {
    const detail = vendorDetail('peptide-sciences', today);
    expect(detail).toMatchObject({
      name: 'Peptide Sciences',
      rating: 9.1,
      labTested: true,
      established: 2014,
      pricingTotal: 22,
      pricesAsOf: 'July 2025',
      storeUrl: 'https://www.peptidesciences.com/?ref=peptidia',
      quickFacts: {
        founded: 2014,
        location: 'USA',
        employees: '50-100',
        shipping: '$12.99 domestic, Free over $150',
      },
    });
    expect(detail?.pricing).toHaveLength(10);
    expect(detail?.warnings).toEqual([standardWarning]);
    expect(detail).not.toHaveProperty('trustScore');
  });

  it('applies the shipping and employee rules to Prime Peptides', () => {
    const detail = vendorDetail('prime-peptides', today);
    expect(detail?.quickFacts.shipping).toBe('$9.99 domestic, Free over $200');
    expect(detail?.quickFacts.employees).toBe('10-25');
    expect(detail?.warnings.length).toBe(3);
  });

  it('marks a lab grade past its expiry date', () => {
    expect(vendorDetail('peptide-sciences', today)?.grade).toMatchObject({
      grade: 'A',
      expired: false,
    });
    expect(vendorDetail('peptide-sciences', new Date('2026-01-01'))?.grade?.expired).toBe(true);
  });

  it('shows the fallback row and the coupon where they apply', () => {
    expect(vendorDetail('felixchem', today)?.pricing[0]?.peptide).toBe(
      'Pricing data pending update',
    );
    expect(vendorDetail('felixchem', today)?.pricingTotal).toBe(0);
    expect(vendorDetail('ascension-peptides', today)?.couponCode).toBe('PEPTIDIA10');
  });

  it("fills an empty pricing table from the vendor's offers in the price data", () => {
    const vendor = vendorBySlug('felixchem')!;
    const listedPrices = [{ peptide: 'Tirzepatide 10mg', price: '$89' }];
    const detail = detailOf({ vendor, grade: undefined, pricesAsOf, listedPrices }, today);
    expect(detail.pricing).toEqual([
      { peptide: 'Tirzepatide 10mg', price: '$89', purity: '95-98%' },
    ]);
    expect(detail.pricingTotal).toBe(1);
  });
});
