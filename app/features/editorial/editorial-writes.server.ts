/**
 * The editors' writes: each change and its change-log entry in one transaction, so
 * the log never names a change that did not happen. Observations and lab results are only ever
 * added (the database refuses anything else); a vendor is added or corrected in place.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { editorialLog, labResults, priceObservations, vendors } from '#database/schema';
import type { EditorialAction, PriceSource } from '#database/schema';
import { alertFollowersOfPrices } from '~/features/follows/price-alerts.server';
import { dosageLabel } from './price-entries';
import type { LabResultInput, PriceObservationInput, VendorInput } from './editorial-schemas';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function logChange(
  tx: Transaction,
  actorId: string | null,
  action: EditorialAction,
  vendorId: number | null,
  summary: string,
  source: PriceSource = 'editor',
) {
  await tx
    .insert(editorialLog)
    .values({ actorId, action, vendorId, summary: summary.slice(0, 500), source });
}

/** Vendor ids by slug, for the slugs given; unknown slugs are absent. */
export async function vendorIdsBySlug(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: vendors.id, slug: vendors.slug })
    .from(vendors)
    .where(inArray(vendors.slug, [...new Set(slugs)]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export const priceSummary = (row: PriceObservationInput) =>
  `${row.peptide} ${dosageLabel(row.amount, row.unit)}${row.notes ? ` (${row.notes})` : ''} ` +
  `at $${row.price.toFixed(2)} on ${row.observedOn} from ${row.vendor}`;

/** The columns of one price observation, as an editor or a feed enters it. */
export const observationRow = (
  row: Omit<PriceObservationInput, 'vendor'>,
  vendorId: number,
  actorId: string | null,
) => ({
  vendorId,
  peptide: row.peptide,
  amount: row.amount,
  unit: row.unit,
  notes: row.notes,
  priceUsd: row.price,
  sourceUrl: row.sourceUrl,
  observedOn: row.observedOn,
  enteredBy: actorId,
});

/**
 * Adds price observations, all or none. `vendorIds` comes from vendorIdsBySlug: the caller has
 * already refused rows naming an unknown vendor, with their line numbers.
 */
export async function addPriceObservations(
  db: Database,
  actorId: string,
  rows: readonly PriceObservationInput[],
  vendorIds: ReadonlyMap<string, number>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(priceObservations)
      .values(rows.map((row) => observationRow(row, vendorIds.get(row.vendor) ?? 0, actorId)))
      .returning({ id: priceObservations.id });
    await alertFollowersOfPrices(tx, added);
    if (rows.length === 1 && rows[0]) {
      await logChange(
        tx,
        actorId,
        'price_added',
        vendorIds.get(rows[0].vendor) ?? null,
        priceSummary(rows[0]),
      );
    } else {
      await logChange(
        tx,
        actorId,
        'prices_imported',
        null,
        `${rows.length} prices imported from a CSV file`,
      );
    }
  });
}

export async function addLabResult(
  db: Database,
  actorId: string,
  vendorId: number,
  input: LabResultInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(labResults).values({
      vendorId,
      peptide: input.peptide,
      lab: input.lab,
      testedOn: input.testedOn,
      expiresOn: input.expiresOn,
      grade: input.grade,
      numTests: input.numTests,
      purityPercent: input.purityPercent,
      labelMg: input.labelMg,
      measuredMg: input.measuredMg,
      certificateUrl: input.certificateUrl,
      enteredBy: actorId,
    });
    const summary =
      `${input.peptide} grade ${input.grade} from ${input.lab}, tested ${input.testedOn}: ` +
      `${input.purityPercent}% pure, ${input.measuredMg} of ${input.labelMg} mg (${input.vendor})`;
    await logChange(tx, actorId, 'lab_result_added', vendorId, summary);
  });
}

const vendorValues = (input: VendorInput) => ({
  name: input.name,
  rating: input.rating,
  trustScore: input.trustScore,
  labTested: input.testingCompany !== null,
  testingCompany: input.testingCompany,
  priceRange: input.priceRange,
  location: input.location,
  city: input.city,
  established: input.established,
  shippingSpeed: input.shippingSpeed,
  description: input.description,
  specialties: input.specialties,
  pros: input.pros,
  cons: input.cons,
  warnings: input.warnings,
  url: input.url,
  affiliateUrl: input.affiliateUrl,
  couponCode: input.couponCode,
  vendorGroup: input.group,
});

/** Corrects the vendor with this slug, or adds it with the next id; the log says which. */
export async function saveVendor(db: Database, actorId: string, input: VendorInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.slug, input.slug))
      .for('update');
    if (existing) {
      await tx
        .update(vendors)
        .set({ ...vendorValues(input), updatedAt: new Date() })
        .where(eq(vendors.id, existing.id));
      await logChange(tx, actorId, 'vendor_corrected', existing.id, `${input.name} corrected`);
      return { added: false };
    }
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${vendors.id}), 0) + 1`.mapWith(Number) })
      .from(vendors);
    await tx
      .insert(vendors)
      .values({ id: next, slug: input.slug, pricing: [], ...vendorValues(input) });
    await logChange(
      tx,
      actorId,
      'vendor_added',
      next,
      `${input.name} added as /vendors/${input.slug}`,
    );
    return { added: true };
  });
}
