import { describe, expect, it } from 'vitest';
import { tirzepatideLabGrades } from '~/data/lab-grades';
import type { Vendor } from '~/data/vendor-types';
import { vendors } from '~/data/vendors';
import {
  employeesEstimate,
  isGradeExpired,
  pricingFallbackRow,
  pricingTableRows,
  purityText,
  shippingText,
  storeUrl,
  vendorCertifications,
} from './vendor-facts';

const bySlug = (slug: string) => vendors.find((vendor) => vendor.slug === slug) as Vendor;

describe('storeUrl', () => {
  it('prefers the affiliate link, else the vendor site', () => {
    expect(storeUrl({ url: 'https://a.test', affiliateUrl: 'https://a.test/?ref=x' })).toBe(
      'https://a.test/?ref=x',
    );
    expect(storeUrl({ url: 'https://a.test' })).toBe('https://a.test');
  });
});

describe('employeesEstimate', () => {
  it('uses 50-100 over 85, 25-50 over 75, else 10-25 (boundaries exclusive)', () => {
    expect(employeesEstimate(94)).toBe('50-100');
    expect(employeesEstimate(86)).toBe('50-100');
    expect(employeesEstimate(85)).toBe('25-50');
    expect(employeesEstimate(76)).toBe('25-50');
    expect(employeesEstimate(75)).toBe('10-25');
    expect(employeesEstimate(0)).toBe('10-25');
  });
});

describe('shippingText', () => {
  it("gives the $200 free-shipping bar to ranges that include '$95-'", () => {
    expect(shippingText('$95-225')).toBe('$9.99 domestic, Free over $200');
    expect(shippingText(bySlug('prime-peptides').priceRange)).toBe(
      '$9.99 domestic, Free over $200',
    );
  });

  it('gives everyone else the $150 bar', () => {
    expect(shippingText('$46-165')).toBe('$12.99 domestic, Free over $150');
    expect(shippingText('$195-300')).toBe('$12.99 domestic, Free over $150');
    expect(shippingText('$9-95')).toBe('$12.99 domestic, Free over $150');
  });
});

describe('purityText', () => {
  it('is 98-99% for lab-tested vendors and 95-98% otherwise', () => {
    expect(purityText(true)).toBe('98-99%');
    expect(purityText(false)).toBe('95-98%');
  });
});

describe('pricingTableRows', () => {
  it('shows at most 10 rows', () => {
    const vendor = bySlug('peptide-sciences');
    expect(vendor.pricing.length).toBeGreaterThan(10);
    const rows = pricingTableRows(vendor);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ peptide: 'AOD 9604 2mg', price: '$55', purity: '99%' });
  });

  it('fills a missing purity from the lab-tested rule', () => {
    expect(pricingTableRows(bySlug('swiss-chems'))[1]).toEqual({
      peptide: 'Bacteriostatic Water 10mL',
      price: '$24',
      purity: '98-99%',
    });
    expect(pricingTableRows(bySlug('prime-peptides'))[0]?.purity).toBe('95-98%');
  });

  it('shows the fallback row when the vendor has no prices', () => {
    expect(pricingTableRows(bySlug('felixchem'))).toEqual([
      { peptide: 'Pricing data pending update', price: 'Contact vendor', purity: 'N/A' },
    ]);
    expect(pricingTableRows({ pricing: [], labTested: true })).toEqual([pricingFallbackRow]);
  });
});

describe('vendorCertifications', () => {
  it('names the testing company and the lab grade of a tested vendor', () => {
    const list = vendorCertifications(
      bySlug('peptide-sciences'),
      tirzepatideLabGrades['peptide-sciences'],
      new Date('2025-07-15'),
    );
    expect(list.map((item) => item.title)).toEqual([
      'Third-party testing',
      'Tirzepatide lab grade A (Great)',
      'Research use only labelling',
      'Ships from the USA',
    ]);
    expect(list[0]?.detail).toContain('Janoshik Analytical');
    expect(list[1]?.detail).toBe('10 independent tests, overall score 8.5 of 10.');
  });

  it('lists a grade past its re-test day as stale, not as a check', () => {
    const grade = tirzepatideLabGrades['peptide-sciences']!;
    const day = new Date(`${grade.expiryDate}T00:00:00Z`).getTime() + 86_400_000;
    const item = vendorCertifications(bySlug('peptide-sciences'), grade, new Date(day))[1];
    expect(item).toMatchObject({ title: 'Tirzepatide lab grade A (Great), stale', missing: true });
    expect(item?.detail).toContain(`Re-test was due ${grade.expiryDate}.`);
  });

  it('tells visitors to ask for a certificate when no testing is listed', () => {
    const list = vendorCertifications(bySlug('felixchem'), undefined);
    expect(list[0]).toMatchObject({ title: 'No third-party testing listed', missing: true });
    expect(list).toHaveLength(3);
  });
});

describe('isGradeExpired', () => {
  it('is true only after the expiry date', () => {
    const grade = { expiryDate: '2025-11-12' };
    expect(isGradeExpired(grade, new Date('2025-11-12T23:00:00Z'))).toBe(false);
    expect(isGradeExpired(grade, new Date('2025-11-13T00:00:00Z'))).toBe(true);
  });
});
