/**
 * The bodies of /api/v1/vendors, /prices and /lab-tests (docs/api.md), made from the very reads
 * and rules /compare-prices and the vendor pages use (editorial-reads.server.ts, price-entries.ts,
 * prices/freshness.ts), so the API and the pages cannot disagree.
 */
import type { Database } from '#database/client';
import { labGradedPeptide } from '~/data/lab-grades';
import type { CurrentLabGrade } from '~/data/vendor-types';
import {
  gradeFor,
  readCurrentGrades,
  readCurrentPrices,
  readVendors,
  readVendorsUpdatedOn,
  type CurrentPrice,
} from '~/features/editorial/editorial-reads.server';
import { dosageLabel, priceEntriesFrom, pricePerUnit } from '~/features/editorial/price-entries';
import { hasLimitedData, isGradeFresh, isPriceFresh } from '~/features/prices/freshness';
import { oldestDay, openDataHeader } from './licence';

/** A lab result's dates and standing, as the vendor page judges them. */
function gradeFacts(grade: CurrentLabGrade, today: string) {
  return {
    peptide: grade.peptide,
    grade: grade.grade,
    tests: grade.numTests,
    limitedData: hasLimitedData(grade.numTests),
    testedOn: grade.testDate,
    retestOn: grade.expiryDate,
    fresh: isGradeFresh(grade.expiryDate, today),
  };
}

export async function vendorsBody(db: Database, today: string) {
  const [vendors, grades, updatedOn] = await Promise.all([
    readVendors(db),
    readCurrentGrades(db),
    readVendorsUpdatedOn(db),
  ]);
  const rows = vendors.map((vendor) => {
    const grade = gradeFor(grades, vendor.slug, labGradedPeptide);
    return {
      slug: vendor.slug,
      name: vendor.name,
      page: `/vendors/${vendor.slug}`,
      website: vendor.url,
      rating: vendor.rating,
      trustScore: vendor.trustScore,
      labTested: vendor.labTested,
      testingCompany: vendor.testingCompany ?? null,
      location: vendor.location,
      established: vendor.established,
      shippingSpeed: vendor.shippingSpeed,
      priceRange: vendor.priceRange,
      specialties: vendor.specialties,
      grade: grade ? gradeFacts(grade, today) : null,
    };
  });
  return { ...openDataHeader(today, updatedOn), vendors: rows };
}

/** The vendor marked best value for each peptide and dosage, as the price table marks it. */
function bestValueVendors(prices: readonly CurrentPrice[], today: string) {
  const best = new Map<string, string>();
  for (const entry of priceEntriesFrom(prices, today)) {
    if (entry.bestValue)
      best.set(`${entry.peptide}\u0000${entry.dosage}`, entry.bestValue.vendorSlug);
  }
  return best;
}

export async function pricesBody(db: Database, today: string) {
  const prices = await readCurrentPrices(db);
  const best = bestValueVendors(prices, today);
  const rows = prices.map((price) => {
    const dosage = dosageLabel(price.amount, price.unit);
    return {
      vendorSlug: price.vendorSlug,
      vendorName: price.vendorName,
      peptide: price.peptide,
      amount: price.amount,
      unit: price.unit,
      dosage,
      notes: price.notes,
      priceUsd: price.price,
      pricePerUnit: pricePerUnit(price.price, price.amount),
      bestValue: best.get(`${price.peptide}\u0000${dosage}`) === price.vendorSlug,
      observedOn: price.observedOn,
      checkedAt: price.checkedAt,
      source: price.source,
      fresh: isPriceFresh(price.checkedAt, today),
      sourceUrl: price.sourceUrl,
    };
  });
  const asOf = oldestDay(prices.map((price) => price.observedOn));
  return { ...openDataHeader(today, asOf), prices: rows };
}

export type PricesBody = Awaited<ReturnType<typeof pricesBody>>;

export async function labTestsBody(db: Database, today: string) {
  const grades = await readCurrentGrades(db);
  const rows = [...grades].flatMap(([vendorSlug, results]) =>
    results.map((result) => ({
      vendorSlug,
      ...gradeFacts(result, today),
      lab: result.lab,
      purityPercent: result.purityPercent,
      labelMg: result.labelMg,
      measuredMg: result.measuredMg,
      certificateUrl: result.certificateUrl,
    })),
  );
  const asOf = oldestDay(rows.map((row) => row.testedOn));
  return { ...openDataHeader(today, asOf), labTests: rows };
}
