/**
 * Migration 0015 keeps every figure: the vendors, current prices and lab grades read
 * from the database equal the files they were seeded from, which app/data/*.test.ts hold to the
 * spec. So the data tests pass against the database too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { labGradedPeptide, tirzepatideLabGrades } from '../../app/data/lab-grades';
import { priceEntries } from '../../app/data/prices';
import { vendors } from '../../app/data/vendors';
import {
  gradeFor,
  readCurrentGrades,
  readCurrentPrices,
  readVendors,
} from '../../app/features/editorial/editorial-reads.server';
import { priceEntriesFrom, pricesAsOfMonth } from '../../app/features/editorial/price-entries';
import { createTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('the seeded editorial data', () => {
  it('holds the 12 vendors exactly as the files list them, in their order', async () => {
    expect(await readVendors(database.db)).toEqual(vendors);
  });

  it('holds every price entry of the files, with its price per unit and best value', async () => {
    const current = await readCurrentPrices(database.db);
    // On the day the seed's prices were seen, the spec's best values hold; today they are stale.
    const entries = priceEntriesFrom(current, '2025-07-01').map((entry) => ({
      ...entry,
      vendors: entry.vendors.map(({ observedOn, checkedAt, ...row }) => {
        expect(observedOn).toBe('2025-07-01');
        expect(checkedAt).toBe('2025-07-01'); // an editor's price is confirmed on its day
        return row;
      }),
    }));
    expect(entries).toEqual(priceEntries);
    expect(pricesAsOfMonth(current)).toBe('July 2025');
  });

  it('holds the Tirzepatide grade of every vendor, and no other peptide', async () => {
    const grades = await readCurrentGrades(database.db);
    for (const vendor of vendors) {
      const grade = gradeFor(grades, vendor.slug, labGradedPeptide);
      const { lab, purityPercent, labelMg, measuredMg, certificateUrl, ...record } = grade!;
      expect(record).toEqual(
        tirzepatideLabGrades[vendor.slug as keyof typeof tirzepatideLabGrades],
      );
      expect(lab).toBe(vendor.testingCompany ?? null);
      expect([purityPercent, labelMg, measuredMg, certificateUrl]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(gradeFor(grades, vendor.slug, 'BPC-157')).toBeUndefined();
    }
  });
});
