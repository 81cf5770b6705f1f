/**
 * One vendor's page from the database: the vendor, its current grade, the prices' month, and its
 * offers with their bounded history and active-peptide figures.
 */
import type { Database } from '#database/client';
import { labGradedPeptide } from '~/data/lab-grades';
import { utcToday } from '~/features/prices/freshness';
import { offerView, type OfferView } from '~/features/prices/vendor-offer-view';
import { vendorOffers } from '~/features/prices/vendor-offers';
import { vendorDetail, type VendorDetail } from '~/features/vendors/vendor-detail-data';
import {
  gradeFor,
  readCurrentGrades,
  readOldestCurrentPriceDay,
  readVendor,
} from './editorial-reads.server';
import { readVendorFeedChecks, readVendorObservations } from './price-history-reads.server';
import { monthOfDay } from './price-entries';

export type VendorPage = VendorDetail & { offers: OfferView[] };

export async function vendorPage(
  db: Database,
  slug: string,
  today: Date,
): Promise<VendorPage | undefined> {
  const vendor = await readVendor(db, slug);
  if (!vendor) return undefined;
  const day = utcToday(today);
  // "Prices as of" needs one date, the oldest current price, not every current price.
  const [grades, oldestPriceDay, observations, feedChecks] = await Promise.all([
    readCurrentGrades(db),
    readOldestCurrentPriceDay(db),
    readVendorObservations(db, slug, day),
    readVendorFeedChecks(db, slug),
  ]);
  const grade = gradeFor(grades, vendor.slug, labGradedPeptide);
  const offers = vendorOffers(
    observations,
    day,
    (peptide) => gradeFor(grades, vendor.slug, peptide),
    feedChecks,
  ).map((offer) => offerView(offer, today));
  const listedPrices = offers.map((offer) => ({ peptide: offer.name, price: offer.price }));
  const source = { vendor, grade, pricesAsOf: monthOfDay(oldestPriceDay), listedPrices };
  return { ...vendorDetail(source, today), offers };
}
