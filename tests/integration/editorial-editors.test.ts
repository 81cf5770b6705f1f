/**
 * Lab results and vendors from the editor screens: a lab result becomes the vendor's
 * grade; a vendor is added, then corrected in place; each change is logged; bad input answers
 * 400 and writes nothing.
 */
import { describe, expect, it } from 'vitest';
import * as labResults from '../../app/routes/admin-lab-results';
import * as vendorScreen from '../../app/routes/admin-vendors';
import {
  gradeFor,
  readCurrentGrades,
  readVendor,
} from '../../app/features/editorial/editorial-reads.server';
import { vendorPage } from '../../app/features/editorial/vendor-page.server';
import { daysAgo, editors, logEntries, post, withEditorDatabase } from './editorial-test-utils';

withEditorDatabase();

describe('a lab result', () => {
  it('becomes the vendor grade, with its measurements, and is logged', async () => {
    const answer = await post(labResults, '/admin/lab-results', {
      vendor: 'felixchem',
      peptide: 'Tirzepatide',
      lab: 'Janoshik Analytical',
      testedOn: daysAgo(3),
      expiresOn: daysAgo(-365),
      grade: 'A',
      numTests: '2',
      purityPercent: '99.1',
      labelMg: '10',
      measuredMg: '9.6',
      certificateUrl: 'https://janoshik.com/tests/123',
    });
    expect(answer.data).toEqual({ ok: true, message: 'Lab result added.' });
    const grade = gradeFor(
      await readCurrentGrades(editors.database.db),
      'felixchem',
      'Tirzepatide',
    );
    expect(grade).toMatchObject({
      grade: 'A',
      numTests: 2,
      purityPercent: 99.1,
      measuredMg: 9.6,
      overallScore: null,
    });
    const page = await vendorPage(editors.database.db, 'felixchem', new Date());
    expect(page?.grade).toMatchObject({
      tests: '2 (limited data)',
      expired: false,
      scores: [
        { label: 'Purity', value: '99.1', unit: '%' },
        { label: 'Measured content', value: '9.6', unit: ' of 10 mg' },
        { label: 'Lab', value: 'Janoshik Analytical', unit: '' },
      ],
    });
    expect(await logEntries()).toBe(1);
  });

  it('refuses a re-test date before the test', async () => {
    const answer = await post(labResults, '/admin/lab-results', {
      vendor: 'felixchem',
      peptide: 'Tirzepatide',
      lab: 'L',
      testedOn: '2026-01-10',
      expiresOn: '2026-01-01',
      grade: 'A',
      numTests: '1',
      purityPercent: '99',
      labelMg: '10',
      measuredMg: '10',
      certificateUrl: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors?.expiresOn).toBe('The re-test date comes after the test date.');
  });
});

describe('a vendor', () => {
  const fields = {
    slug: 'new-labs',
    name: 'New Labs',
    rating: '7.5',
    trustScore: '70',
    testingCompany: '',
    priceRange: '$20-90',
    location: 'USA',
    city: '',
    established: '2021',
    shippingSpeed: '2-3 business days',
    description: 'A new vendor.',
    specialties: 'Blends\nVials',
    pros: 'Cheap',
    cons: 'New',
    warnings: '',
    url: 'https://newlabs.example',
    affiliateUrl: '',
    couponCode: '',
    group: 'Specialty',
  };

  it('is added, then corrected in place, each change logged', async () => {
    expect((await post(vendorScreen, '/admin/vendors', fields)).data).toEqual({
      ok: true,
      message: 'Vendor added.',
    });
    expect(await readVendor(editors.database.db, 'new-labs')).toMatchObject({
      id: 13,
      labTested: false,
      specialties: ['Blends', 'Vials'],
    });
    const corrected = await post(vendorScreen, '/admin/vendors', {
      ...fields,
      rating: '8',
      testingCompany: 'Janoshik Analytical',
    });
    expect(corrected.data).toEqual({ ok: true, message: 'Vendor corrected.' });
    expect(await readVendor(editors.database.db, 'new-labs')).toMatchObject({
      rating: 8,
      labTested: true,
    });
    expect(await logEntries()).toBe(2);
  });

  it('refuses a name another vendor has, and a bad slug', async () => {
    const taken = await post(vendorScreen, '/admin/vendors', { ...fields, name: 'Swiss Chems' });
    expect(taken.data?.fieldErrors).toEqual({ name: 'Another vendor already has this name.' });
    const slug = await post(vendorScreen, '/admin/vendors', { ...fields, slug: 'Bad Slug' });
    expect(slug.status).toBe(400);
    expect(await logEntries()).toBe(0);
  });
});
