/**
 * Price observations from the form and from a CSV file: a new one supersedes the
 * older price of the same offer and keeps it as history; a bad form or any bad CSV row answers
 * 400, names the field or line, and writes nothing; each change is logged with who and when.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceObservations } from '../../database/schema';
import * as prices from '../../app/routes/admin-prices';
import * as changeLog from '../../app/routes/admin-editorial-log';
import { readCurrentPrices } from '../../app/features/editorial/editorial-reads.server';
import { pageGet, run } from './auth-test-utils';
import {
  bpcPrice,
  context,
  daysAgo,
  editorialVersion,
  editors,
  logEntries,
  observations,
  post,
  seeded,
  withEditorDatabase,
} from './editorial-test-utils';

withEditorDatabase();

describe('a price observation', () => {
  it('supersedes the older price of the same offer, keeps it as history, and is logged', async () => {
    const before = await editorialVersion();
    const answer = await post(prices, '/admin/prices', bpcPrice);
    expect(answer.data).toEqual({ ok: true, message: 'Price added.' });
    const current = (await readCurrentPrices(editors.database.db)).filter(
      (row) => row.vendorSlug === 'swiss-chems' && row.peptide === 'BPC-157' && row.amount === 5,
    );
    expect(current.map((row) => [row.price, row.observedOn])).toEqual([[25, daysAgo(1)]]);
    expect(await observations()).toBe(seeded + 1);
    expect(await editorialVersion()).toBeGreaterThan(before);
    const log = await run<{ entries: { action: string; actor: string; summary: string }[] }>(
      changeLog.loader,
      pageGet('/admin/editorial-log', editors.admin.cookie),
      context(),
    );
    expect(log.data?.entries).toMatchObject([
      {
        action: 'price_added',
        actor: 'editor',
        summary: expect.stringContaining('BPC-157 5mg at $25.00'),
      },
    ]);
  });

  it('refuses bad input with a message for each field and writes nothing', async () => {
    const answer = await post(prices, '/admin/prices', {
      ...bpcPrice,
      vendor: 'no-such-vendor',
      price: '-3',
      observedOn: '2999-01-01',
      sourceUrl: 'not a link',
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors).toMatchObject({
      price: expect.any(String),
      observedOn: 'The observed date cannot be in the future.',
      sourceUrl: expect.stringContaining('full web address'),
    });
    const unknownVendor = await post(prices, '/admin/prices', { ...bpcPrice, vendor: 'nobody' });
    expect(unknownVendor.data?.fieldErrors).toEqual({ vendor: 'Pick a vendor from the list.' });
    expect(await observations()).toBe(seeded);
    expect(await logEntries()).toBe(0);
  });

  it('cannot be changed or deleted afterwards: the database keeps the history', async () => {
    await expect(
      editors.database.db
        .update(priceObservations)
        .set({ priceUsd: 1 })
        .where(eq(priceObservations.id, 1)),
    ).rejects.toThrow();
    await expect(
      editors.database.db.delete(priceObservations).where(eq(priceObservations.id, 1)),
    ).rejects.toThrow();
  });
});

describe('the CSV import', () => {
  const header = 'vendor,peptide,amount,unit,price,observed_on,source_url,notes';
  const good = (price: number) =>
    `swiss-chems,BPC-157,10,mg,${price},${daysAgo(2)},https://swisschems.is/bpc,`;

  it('writes nothing when one row is bad, and names that line', async () => {
    const csv = [
      header,
      good(40),
      'swiss-chems,BPC-157,10,grams,41,2025-08-01,https://x.io/a,',
      good(42),
    ].join('\n');
    const answer = await post(prices, '/admin/prices', { intent: 'csv', csv });
    expect(answer.status).toBe(400);
    expect(answer.data?.lineErrors).toEqual([
      { line: 3, message: 'Pick a unit: mg, mL, vials, capsules.' },
    ]);
    expect(await observations()).toBe(seeded);
    expect(await logEntries()).toBe(0);
  });

  it('reports every bad row, an unknown vendor and a short row included', async () => {
    const csv = [
      header,
      'nobody,BPC-157,10,mg,41,2025-08-01,https://x.io/a,',
      good(40),
      'swiss-chems,BPC-157',
    ].join('\r\n');
    const answer = await post(prices, '/admin/prices', { intent: 'csv', csv });
    expect(answer.data?.lineErrors?.map((error) => error.line)).toEqual([2, 4]);
    expect(answer.data?.lineErrors?.[0]?.message).toBe("No vendor with the slug 'nobody'.");
    const badHeader = await post(prices, '/admin/prices', {
      intent: 'csv',
      csv: 'vendor,price\nswiss-chems,3',
    });
    expect(badHeader.data?.lineErrors?.[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('missing peptide'),
    });
    const broken = await post(prices, '/admin/prices', {
      intent: 'csv',
      csv: `${header}\n"swiss-chems,BPC`,
    });
    expect(broken.data?.lineErrors?.[0]?.message).toMatch(/cannot be read as CSV/);
    expect(await observations()).toBe(seeded);
  });

  it('imports every row of a good file in one change-log entry', async () => {
    const csv = [
      header,
      good(40),
      'purified-aminos,"BPC-157",10,mg,39.5,2026-01-02,https://purifiedaminos.com/bpc,',
    ].join('\n');
    const answer = await post(prices, '/admin/prices', { intent: 'csv', csv });
    expect(answer.data).toEqual({ ok: true, message: '2 prices imported.' });
    expect(await observations()).toBe(seeded + 2);
    expect(await logEntries()).toBe(1);
  });
});
