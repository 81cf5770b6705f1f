/**
 * The bodies of /api/v1/vendors, /prices and /lab-tests (docs/api.md), made from the very reads
 * and rules /compare-prices and the vendor pages use (editorial-reads.server.ts, price-entries.ts,
 * prices/freshness.ts), so the API and the pages cannot disagree.
 */
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#database/client';
import { currentPrices } from '#database/schema';
import { labGradedPeptide } from '~/data/lab-grades';
import type { CurrentLabGrade } from '~/data/vendor-types';
import { readCurrentGradeRows } from '~/features/editorial/current-grades.server';
import {
  gradeFor,
  readCurrentGrades,
  readCurrentPrices,
  readOldestCurrentPriceDay,
  readVendors,
  readVendorsUpdatedOn,
  type CurrentPrice,
} from '~/features/editorial/editorial-reads.server';
import { dosageLabel, priceEntriesFrom, pricePerUnit } from '~/features/editorial/price-entries';
import { hasLimitedData, isGradeFresh, isPriceFresh } from '~/features/prices/freshness';
import { oldestDay, openDataHeader } from './licence';
import type { ListPage, PageBody, PagedList } from './list-pages.server';

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

/** Rows of the price list; `offers` holds every offer of their peptides and dosages. */
function priceRows(
  prices: readonly CurrentPrice[],
  offers: readonly CurrentPrice[],
  today: string,
) {
  const best = bestValueVendors(offers, today);
  return prices.map((price) => {
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
}

/** Every current price, for the CSV download. */
export async function pricesBody(db: Database, today: string) {
  const prices = await readCurrentPrices(db);
  const asOf = oldestDay(prices.map((price) => price.observedOn));
  return { ...openDataHeader(today, asOf), prices: priceRows(prices, prices, today) };
}

export type PricesBody = Awaited<ReturnType<typeof pricesBody>>;

const serial = z.string().regex(/^[0-9]{1,15}$/);
/** Keyed by (entry_order, first_observation_id): the editors' order, current_prices_entry_order_idx. */
export const priceList = {
  path: '/api/v1/prices',
  name: 'api/prices',
  key: [serial, serial],
} satisfies PagedList<[typeof serial, typeof serial]>;

/**
 * A page of current prices. Best value is judged among every offer of a peptide and dosage, so
 * the page's groups are read whole (current_prices_entry_order_idx again); `asOf` is the whole
 * table's oldest day (an index's first entry), as /compare-prices shows it.
 */
export async function pricesPage(
  db: Database,
  today: string,
  page: ListPage<[string, string]>,
): Promise<PageBody> {
  const c = currentPrices;
  const where = page.after
    ? sql`(${c.entryOrder}, ${c.firstObservationId}) > (${page.after[0]}::bigint, ${page.after[1]}::bigint)`
    : undefined;
  const found = await readCurrentPrices(db, { where, limit: page.limit + 1 });
  const prices = found.slice(0, page.limit);
  const groups = [...new Set(prices.map((price) => price.entryOrder))];
  const [offers, asOf] = await Promise.all([
    groups.length ? readCurrentPrices(db, { where: inArray(c.entryOrder, groups) }) : [],
    readOldestCurrentPriceDay(db),
  ]);
  const last = prices.at(-1);
  return {
    body: { ...openDataHeader(today, asOf), prices: priceRows(prices, offers, today) },
    nextKey:
      found.length > page.limit && last ? [String(last.entryOrder), String(last.offerOrder)] : null,
  };
}

const peptideName = z.string().min(1).max(200);
/** Keyed by (vendor id, peptide), the order of lab_results_vendor_peptide_idx. */
export const labTestList = {
  path: '/api/v1/lab-tests',
  name: 'api/lab-tests',
  key: [serial, peptideName],
} satisfies PagedList<[typeof serial, typeof peptideName]>;

/** A page of current lab results; `asOf` is the oldest test day on the page. */
export async function labTestsPage(
  db: Database,
  today: string,
  page: ListPage<[string, string]>,
): Promise<PageBody> {
  const after = page.after
    ? { vendorId: Number(page.after[0]), peptide: page.after[1] }
    : undefined;
  const found = await readCurrentGradeRows(db, { after, limit: page.limit + 1 });
  const results = found.slice(0, page.limit);
  const rows = results.map(({ vendorSlug, ...result }) => ({
    vendorSlug,
    ...gradeFacts(result, today),
    lab: result.lab,
    purityPercent: result.purityPercent,
    labelMg: result.labelMg,
    measuredMg: result.measuredMg,
    certificateUrl: result.certificateUrl,
  }));
  const asOf = oldestDay(rows.map((row) => row.testedOn));
  const last = results.at(-1);
  return {
    body: { ...openDataHeader(today, asOf), labTests: rows },
    nextKey: found.length > page.limit && last ? [String(last.vendorId), last.peptide] : null,
  };
}
