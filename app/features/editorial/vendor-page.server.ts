/** One vendor's page from the database: the vendor, its current grade, the prices' month. */
import type { Database } from '#database/client';
import { labGradedPeptide } from '~/data/lab-grades';
import { vendorDetail, type VendorDetail } from '~/features/vendors/vendor-detail-data';
import {
  gradeFor,
  readCurrentGrades,
  readCurrentPrices,
  readVendor,
} from './editorial-reads.server';
import { pricesAsOfMonth } from './price-entries';

export async function vendorPage(
  db: Database,
  slug: string,
  today: Date,
): Promise<VendorDetail | undefined> {
  const vendor = await readVendor(db, slug);
  if (!vendor) return undefined;
  const [grades, prices] = await Promise.all([readCurrentGrades(db), readCurrentPrices(db)]);
  const grade = gradeFor(grades, vendor.slug, labGradedPeptide);
  return vendorDetail({ vendor, grade, pricesAsOf: pricesAsOfMonth(prices) }, today);
}
