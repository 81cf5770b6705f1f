/**
 * Independent lab grades per vendor (spec: "Lab grade record"). Only Tirzepatide is graded, as in
 * the source data; scores are on a 0-10 scale and are editorial summaries of third-party test
 * results, re-checked when a grade reaches its expiryDate.
 */
import type { VendorSlug } from './vendor-slugs';
import type { LabGradeRecord } from './vendor-types';

export const labGradedPeptide = 'Tirzepatide';

export const tirzepatideLabGrades: Record<VendorSlug, LabGradeRecord> = {
  'peptide-sciences': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 10,
    overallScore: 8.5,
    purityScore: 8.9,
    potencyScore: 8.3,
    testDate: '2025-05-12',
    expiryDate: '2025-11-12',
    testingCompanyScore: 9.1,
  },
  'swiss-chems': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 7,
    overallScore: 8.1,
    purityScore: 8.4,
    potencyScore: 7.9,
    testDate: '2025-04-03',
    expiryDate: '2025-10-03',
    testingCompanyScore: 8.6,
  },
  'purified-aminos': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 6,
    overallScore: 8.3,
    purityScore: 8.6,
    potencyScore: 8.1,
    testDate: '2025-05-20',
    expiryDate: '2025-11-20',
    testingCompanyScore: 8.8,
  },
  'prime-peptides': {
    peptide: 'Tirzepatide',
    grade: 'B',
    gradeDescription: 'Good',
    numTests: 3,
    overallScore: 7.4,
    purityScore: 7.8,
    potencyScore: 7.1,
    testDate: '2025-02-18',
    expiryDate: '2025-08-18',
    testingCompanyScore: 7.6,
  },
  'alpha-omega-peptide': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 8,
    overallScore: 8.4,
    purityScore: 8.7,
    potencyScore: 8.2,
    testDate: '2025-06-02',
    expiryDate: '2025-12-02',
    testingCompanyScore: 8.9,
  },
  'modern-aminos': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 5,
    overallScore: 8,
    purityScore: 8.3,
    potencyScore: 7.8,
    testDate: '2025-03-27',
    expiryDate: '2025-09-27',
    testingCompanyScore: 8.4,
  },
  'paramount-peptides': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 4,
    overallScore: 7.9,
    purityScore: 8.2,
    potencyScore: 7.7,
    testDate: '2025-04-15',
    expiryDate: '2025-10-15',
    testingCompanyScore: 8.2,
  },
  'mile-high-compounds': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 5,
    overallScore: 8,
    purityScore: 8.4,
    potencyScore: 7.7,
    testDate: '2025-05-08',
    expiryDate: '2025-11-08',
    testingCompanyScore: 8.3,
  },
  'amp-peptides': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 6,
    overallScore: 8.2,
    purityScore: 8.5,
    potencyScore: 8,
    testDate: '2025-06-10',
    expiryDate: '2025-12-10',
    testingCompanyScore: 8.5,
  },
  'ascension-peptides': {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 7,
    overallScore: 8.1,
    purityScore: 8.3,
    potencyScore: 7.9,
    testDate: '2025-03-11',
    expiryDate: '2025-09-11',
    testingCompanyScore: 8.4,
  },
  omegamino: {
    peptide: 'Tirzepatide',
    grade: 'A',
    gradeDescription: 'Great',
    numTests: 4,
    overallScore: 7.9,
    purityScore: 8.1,
    potencyScore: 7.8,
    testDate: '2025-02-25',
    expiryDate: '2025-08-25',
    testingCompanyScore: 8,
  },
  felixchem: {
    peptide: 'Tirzepatide',
    grade: 'B',
    gradeDescription: 'Good',
    numTests: 3,
    overallScore: 7.6,
    purityScore: 7.9,
    potencyScore: 7.3,
    testDate: '2025-01-30',
    expiryDate: '2025-07-30',
    testingCompanyScore: 7.7,
  },
};

/**
 * The lab grade of a vendor for a peptide, or undefined. Any peptide other than Tirzepatide
 * (matched case-insensitively) has no grade, so the directory's grade sort maps it to 0.
 */
export function labGradeFor(vendorSlug: string, peptide: string): LabGradeRecord | undefined {
  if (peptide.trim().toLowerCase() !== labGradedPeptide.toLowerCase()) return undefined;
  // hasOwnProperty keeps inherited keys such as 'constructor' from passing as slugs.
  if (!Object.prototype.hasOwnProperty.call(tirzepatideLabGrades, vendorSlug)) return undefined;
  return tirzepatideLabGrades[vendorSlug as VendorSlug];
}

/** A lab grade whose expiry date has passed is shown as historical, not current. */
export function isGradeExpired(grade: Pick<LabGradeRecord, 'expiryDate'>, today: Date): boolean {
  return grade.expiryDate < today.toISOString().slice(0, 10);
}
