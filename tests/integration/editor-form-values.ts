/** Good values of the lab-result and vendor forms, for tests that change one field. */
import { daysAgo } from './editorial-test-utils';

export const labResult = {
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
  certificateUrl: '',
};

export const vendor = {
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
  description: 'A new vendor.\nShips fast.',
  specialties: 'Blends\nVials',
  pros: 'Cheap',
  cons: 'New',
  warnings: '',
  url: 'https://newlabs.example',
  affiliateUrl: '',
  couponCode: '',
  group: 'Specialty',
};
