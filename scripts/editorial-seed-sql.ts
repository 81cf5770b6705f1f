/**
 * Prints the INSERT statements that seed the editorial tables from app/data: how the
 * seed part of database/migrations/0015_editorial_seed.sql was written. Kept so the seed can be
 * checked against the files; tests/integration/editorial-seed.test.ts compares the database with
 * them figure by figure.
 *
 *   npx tsx scripts/editorial-seed-sql.ts
 */
import { tirzepatideLabGrades } from '../app/data/lab-grades';
import { priceEntries } from '../app/data/prices';
import { vendors } from '../app/data/vendors';

/** The files say 'July 2025' and no day: the first of the month stands for it. */
export const seedObservedOn = '2025-07-01';

const text = (value: string | undefined) =>
  value === undefined ? 'NULL' : `'${value.replaceAll("'", "''")}'`;
const json = (value: unknown) => `${text(JSON.stringify(value))}::jsonb`;

function vendorRows(): string {
  const rows = vendors.map((vendor) =>
    [
      vendor.id,
      text(vendor.slug),
      text(vendor.name),
      vendor.rating,
      vendor.trustScore,
      vendor.labTested,
      text(vendor.testingCompany),
      text(vendor.priceRange),
      text(vendor.location),
      text(vendor.city),
      vendor.established,
      text(vendor.shippingSpeed),
      text(vendor.description),
      json(vendor.specialties),
      json(vendor.pros),
      json(vendor.cons),
      json(vendor.warnings),
      text(vendor.url),
      text(vendor.affiliateUrl),
      text(vendor.couponCode),
      text(vendor.group),
      json(vendor.pricing),
    ].join(', '),
  );
  return (
    'INSERT INTO "vendors" ("id", "slug", "name", "rating", "trust_score", "lab_tested", ' +
    '"testing_company", "price_range", "location", "city", "established", "shipping_speed", ' +
    '"description", "specialties", "pros", "cons", "warnings", "url", "affiliate_url", ' +
    '"coupon_code", "vendor_group", "pricing") VALUES\n' +
    rows.map((row) => `(${row})`).join(',\n') +
    ';'
  );
}

const vendorId = (slug: string) => vendors.find((vendor) => vendor.slug === slug)?.id ?? 0;

function priceRows(): string {
  const rows = priceEntries.flatMap((entry) =>
    entry.vendors.map((offer) =>
      [
        vendorId(offer.vendorSlug),
        text(entry.peptide),
        Number.parseFloat(entry.dosage),
        text(entry.unit),
        text(offer.notes),
        offer.price,
        text(seedObservedOn),
      ].join(', '),
    ),
  );
  return (
    'INSERT INTO "price_observations" ("vendor_id", "peptide", "amount", "unit", "notes", ' +
    '"price_usd", "observed_on") VALUES\n' +
    rows.map((row) => `(${row})`).join(',\n') +
    ';'
  );
}

function labRows(): string {
  const rows = Object.entries(tirzepatideLabGrades).map(([slug, grade]) =>
    [
      vendorId(slug),
      text(grade.peptide),
      text(vendors.find((vendor) => vendor.slug === slug)?.testingCompany),
      text(grade.testDate),
      text(grade.expiryDate),
      text(grade.grade),
      grade.numTests,
      grade.overallScore,
      grade.purityScore,
      grade.potencyScore,
      grade.testingCompanyScore,
    ].join(', '),
  );
  return (
    'INSERT INTO "lab_results" ("vendor_id", "peptide", "lab", "tested_on", "expires_on", ' +
    '"grade", "num_tests", "overall_score", "purity_score", "potency_score", ' +
    '"testing_company_score") VALUES\n' +
    rows.map((row) => `(${row})`).join(',\n') +
    ';'
  );
}

if (process.argv[1]?.endsWith('editorial-seed-sql.ts')) {
  console.log([vendorRows(), priceRows(), labRows()].join('\n--> statement-breakpoint\n'));
}
