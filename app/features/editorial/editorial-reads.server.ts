/**
 * The editorial data as the reference pages read it: vendors, the current price of
 * every offer and each vendor's current lab grade. "Current" is the newest observation of the
 * same offer (vendor, peptide, amount, unit, variant) or the newest lab result of the same
 * vendor and peptide; older rows stay as history and are read by the history queries only.
 */
import { asc, desc, eq, min, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { currentPrices, labResults, priceObservations, vendors } from '#database/schema';
import { labGradeDescriptions, type CurrentLabGrade } from '~/data/vendor-types';
import type { Vendor } from '~/data/vendor-types';
import type { OfferFields } from '~/features/prices/price-offer';
import { confirmedAt } from '~/features/prices/price-age';

const vendorColumns = {
  id: vendors.id,
  name: vendors.name,
  slug: vendors.slug,
  rating: vendors.rating,
  trustScore: vendors.trustScore,
  labTested: vendors.labTested,
  testingCompany: vendors.testingCompany,
  priceRange: vendors.priceRange,
  location: vendors.location,
  city: vendors.city,
  established: vendors.established,
  shippingSpeed: vendors.shippingSpeed,
  description: vendors.description,
  specialties: vendors.specialties,
  pros: vendors.pros,
  cons: vendors.cons,
  warnings: vendors.warnings,
  url: vendors.url,
  affiliateUrl: vendors.affiliateUrl,
  couponCode: vendors.couponCode,
  group: vendors.vendorGroup,
  pricing: vendors.pricing,
};

/** The optional fields of the files are absent, not null, so pages and tests read them alike. */
function toVendor(
  row: Omit<Vendor, 'testingCompany' | 'city' | 'affiliateUrl' | 'couponCode'> & {
    testingCompany: string | null;
    city: string | null;
    affiliateUrl: string | null;
    couponCode: string | null;
  },
): Vendor {
  const { testingCompany, city, affiliateUrl, couponCode, ...rest } = row;
  return {
    ...rest,
    ...(testingCompany === null ? {} : { testingCompany }),
    ...(city === null ? {} : { city }),
    ...(affiliateUrl === null ? {} : { affiliateUrl }),
    ...(couponCode === null ? {} : { couponCode }),
  };
}

/** Every vendor in the editors' order (their id). */
export async function readVendors(db: Database): Promise<Vendor[]> {
  const rows = await db.select(vendorColumns).from(vendors).orderBy(asc(vendors.id));
  return rows.map(toVendor);
}

export async function readVendor(db: Database, slug: string): Promise<Vendor | undefined> {
  const [row] = await db.select(vendorColumns).from(vendors).where(eq(vendors.slug, slug));
  return row ? toVendor(row) : undefined;
}

export interface CurrentPrice extends OfferFields {
  source: 'editor' | 'feed';
  checkedAt: string;
  id: number;
  /** The first observation of this offer and of its peptide and dosage: the editors' order. */
  offerOrder: number;
  entryOrder: number;
}

const p = priceObservations;
const c = currentPrices;

/**
 * When a feed last confirmed the current price of offer `c` (its matched items' newest
 * successful check, as an ISO instant in UTC), or null: an editor's price, or a feed price no
 * check has confirmed since. Correlated per offer; price_feed_items_offer_idx serves it.
 */
const feedCheckedAtOf = (offer: {
  vendorId: unknown;
  peptide: unknown;
  amount: unknown;
  unit: unknown;
  variant: unknown;
}) => sql<
  string | null
>`(select to_char(max(fi.checked_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    from price_feed_items fi
   where fi.status = 'matched' and fi.peptide = ${offer.peptide} and fi.vendor_id = ${offer.vendorId}
     and fi.amount = ${offer.amount} and fi.unit = ${offer.unit}
     and coalesce(fi.notes, '') = ${offer.variant})`;

/**
 * The newest observation of every offer, in the order the offers were first entered: read from
 * current_prices, which a trigger on price_observations keeps, so no page sorts the history.
 */
export async function readCurrentPrices(db: Database): Promise<CurrentPrice[]> {
  const rows = await db
    .select({
      id: p.id,
      vendorSlug: vendors.slug,
      vendorName: vendors.name,
      peptide: p.peptide,
      amount: p.amount,
      unit: p.unit,
      notes: p.notes,
      price: p.priceUsd,
      observedOn: p.observedOn,
      sourceUrl: p.sourceUrl,
      source: p.source,
      // Asked of feed prices only: an editor's price is confirmed on its own day.
      feedCheckedAt: sql<
        string | null
      >`case when ${p.source} = 'feed' then ${feedCheckedAtOf(c)} end`,
      offerOrder: sql<number>`${c.firstObservationId}`.mapWith(Number),
      entryOrder:
        sql<number>`min(${c.firstObservationId}) over (partition by ${c.peptide}, ${c.amount}, ${c.unit})`.mapWith(
          Number,
        ),
    })
    .from(c)
    .innerJoin(p, eq(p.id, c.observationId))
    .innerJoin(vendors, eq(vendors.id, c.vendorId));
  return rows
    .map(({ feedCheckedAt, ...row }) => ({
      ...row,
      checkedAt: confirmedAt(row.source, row.observedOn, feedCheckedAt),
    }))
    .sort((a, b) => a.entryOrder - b.entryOrder || a.offerOrder - b.offerOrder);
}

/** The day of the oldest current price (for "Prices as of ..."), or null with no prices. */
export async function readOldestCurrentPriceDay(db: Database): Promise<string | null> {
  const [row] = await db.select({ day: min(c.observedOn) }).from(c);
  return row?.day ?? null;
}

/** Each vendor's newest lab result per peptide, by vendor slug then peptide. */
export async function readCurrentGrades(db: Database): Promise<Map<string, CurrentLabGrade[]>> {
  const l = labResults;
  const rows = await db
    .selectDistinctOn([l.vendorId, l.peptide], {
      vendorSlug: vendors.slug,
      peptide: l.peptide,
      grade: l.grade,
      numTests: l.numTests,
      overallScore: l.overallScore,
      purityScore: l.purityScore,
      potencyScore: l.potencyScore,
      testingCompanyScore: l.testingCompanyScore,
      testDate: l.testedOn,
      expiryDate: l.expiresOn,
      lab: l.lab,
      purityPercent: l.purityPercent,
      labelMg: l.labelMg,
      measuredMg: l.measuredMg,
      certificateUrl: l.certificateUrl,
    })
    .from(l)
    .innerJoin(vendors, eq(vendors.id, l.vendorId))
    .orderBy(l.vendorId, l.peptide, desc(l.testedOn), desc(l.id));
  const grades = new Map<string, CurrentLabGrade[]>();
  for (const { vendorSlug, grade, ...row } of rows) {
    const record = { ...row, grade, gradeDescription: labGradeDescriptions[grade] };
    grades.set(vendorSlug, [...(grades.get(vendorSlug) ?? []), record]);
  }
  return grades;
}

/** A vendor's current grade for one peptide (matched case-insensitively), or undefined. */
export function gradeFor(
  grades: ReadonlyMap<string, CurrentLabGrade[]>,
  vendorSlug: string,
  peptide: string,
): CurrentLabGrade | undefined {
  const wanted = peptide.trim().toLowerCase();
  return grades.get(vendorSlug)?.find((grade) => grade.peptide.toLowerCase() === wanted);
}

/** The day (UTC) an editor last changed any vendor's facts, or null with no vendors. */
export async function readVendorsUpdatedOn(db: Database): Promise<string | null> {
  const [row] = await db
    .select({
      day: sql<string | null>`to_char(max(${vendors.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(vendors);
  return row?.day ?? null;
}
