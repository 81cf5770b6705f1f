/**
 * The editor screens (issue 14): admins only, on the server; a price, a CSV import, a lab result
 * and a vendor each change what the pages read, raise the 'editorial' content version and
 * leave a change-log entry with who and when; bad input answers 400 and writes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { editorialLog, priceObservations } from '../../database/schema';
import * as prices from '../../app/routes/admin-prices';
import * as labResults from '../../app/routes/admin-lab-results';
import * as vendorScreen from '../../app/routes/admin-vendors';
import * as changeLog from '../../app/routes/admin-editorial-log';
import {
  gradeFor,
  readCurrentGrades,
  readCurrentPrices,
  readVendor,
} from '../../app/features/editorial/editorial-reads.server';
import { databaseVersions } from '../../server/content-versions';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let admin: TestUser;
let member: TestUser;
/** The observations migration 0015 seeded: one per vendor price of app/data/prices.ts. */
const seeded = 153;
beforeEach(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { isAdmin: true, username: 'editor' });
  member = await createTestUser(database.db);
});
afterEach(() => database.close());

const context = () => createTestContext(database);
const post = (
  route: { action: unknown },
  path: string,
  fields: Record<string, string>,
  cookie = admin.cookie,
) =>
  run<{
    ok: boolean;
    message?: string;
    fieldErrors?: Record<string, string>;
    errors?: { line: number; message: string }[];
  }>(route.action as (args: never) => unknown, formPost(path, fields, { cookie }), context());
const observations = async () =>
  (await database.db.select({ n: count() }).from(priceObservations))[0]?.n ?? 0;
const logEntries = async () =>
  (await database.db.select({ n: count() }).from(editorialLog))[0]?.n ?? 0;
const editorialVersion = async () => (await databaseVersions(database.db)()).get('editorial') ?? 0;
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const bpcPrice = {
  intent: 'one',
  vendor: 'swiss-chems',
  peptide: 'BPC-157',
  amount: '5',
  unit: 'mg',
  price: '25',
  observedOn: daysAgo(1),
  sourceUrl: 'https://swisschems.is/bpc-157',
  notes: '',
};

describe('who may use the editor screens', () => {
  const screens = [
    { route: prices, path: '/admin/prices', fields: bpcPrice },
    { route: labResults, path: '/admin/lab-results', fields: { vendor: 'felixchem' } },
    { route: vendorScreen, path: '/admin/vendors', fields: { slug: 'felixchem', name: 'X' } },
  ];

  it('sends a visitor to sign in and a member away, from every screen and every post', async () => {
    for (const { route, path, fields } of [
      ...screens,
      { route: changeLog, path: '/admin/editorial-log', fields: {} },
    ]) {
      expect((await run(route.loader, pageGet(path), context())).location).toMatch(/^\/auth/);
      expect((await run(route.loader, pageGet(path, member.cookie), context())).location).toBe(
        '/community',
      );
    }
    for (const { route, path, fields } of screens) {
      expect((await post(route, path, fields, '')).location).toMatch(/^\/auth/);
      expect((await post(route, path, fields, member.cookie)).location).toBe('/community');
    }
    expect(await observations()).toBe(seeded);
    expect(await logEntries()).toBe(0);
  });
});

describe('a price observation', () => {
  it('supersedes the older price of the same offer, keeps it as history, and is logged', async () => {
    const before = await editorialVersion();
    const answer = await post(prices, '/admin/prices', bpcPrice);
    expect(answer.data).toEqual({ ok: true, message: 'Price added.' });
    const current = (await readCurrentPrices(database.db)).filter(
      (row) => row.vendorSlug === 'swiss-chems' && row.peptide === 'BPC-157' && row.amount === 5,
    );
    expect(current.map((row) => [row.price, row.observedOn])).toEqual([[25, daysAgo(1)]]);
    expect(await observations()).toBe(seeded + 1);
    expect(await editorialVersion()).toBeGreaterThan(before);
    const log = await run<{ entries: { action: string; actor: string; summary: string }[] }>(
      changeLog.loader,
      pageGet('/admin/editorial-log', admin.cookie),
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
      database.db.update(priceObservations).set({ priceUsd: 1 }).where(eq(priceObservations.id, 1)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(priceObservations).where(eq(priceObservations.id, 1)),
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
    expect(answer.data?.errors).toEqual([
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
    expect(answer.data?.errors?.map((error) => error.line)).toEqual([2, 4]);
    expect(answer.data?.errors?.[0]?.message).toBe("No vendor with the slug 'nobody'.");
    const badHeader = await post(prices, '/admin/prices', {
      intent: 'csv',
      csv: 'vendor,price\nswiss-chems,3',
    });
    expect(badHeader.data?.errors?.[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('missing peptide'),
    });
    const broken = await post(prices, '/admin/prices', {
      intent: 'csv',
      csv: `${header}\n"swiss-chems,BPC`,
    });
    expect(broken.data?.errors?.[0]?.message).toMatch(/cannot be read as CSV/);
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

describe('a lab result', () => {
  it('becomes the vendor grade, with its measurements, and is logged', async () => {
    const answer = await post(labResults, '/admin/lab-results', {
      vendor: 'felixchem',
      peptide: 'Tirzepatide',
      lab: 'Janoshik Analytical',
      testedOn: daysAgo(3),
      expiresOn: '2099-01-01',
      grade: 'A',
      numTests: '2',
      purityPercent: '99.1',
      labelMg: '10',
      measuredMg: '9.6',
      certificateUrl: 'https://janoshik.com/tests/123',
    });
    expect(answer.data).toEqual({ ok: true, message: 'Lab result added.' });
    const grade = gradeFor(await readCurrentGrades(database.db), 'felixchem', 'Tirzepatide');
    expect(grade).toMatchObject({
      grade: 'A',
      numTests: 2,
      purityPercent: 99.1,
      measuredMg: 9.6,
      overallScore: null,
    });
    expect(await logEntries()).toBe(1);
  });

  it('refuses a re-test date before the test', async () => {
    const answer = await post(labResults, '/admin/lab-results', {
      vendor: 'felixchem',
      peptide: 'Tirzepatide',
      lab: 'L',
      testedOn: '2026-01-10',
      expiresOn: '2026-01-01',
      grade: 'A',
      numTests: '1',
      purityPercent: '99',
      labelMg: '10',
      measuredMg: '10',
      certificateUrl: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors?.expiresOn).toBe('The re-test date comes after the test date.');
  });
});

describe('a vendor', () => {
  const fields = {
    slug: 'new-labs',
    name: 'New Labs',
    rating: '7.5',
    trustScore: '70',
    testingCompany: '',
    priceRange: '$20-90',
    location: 'USA',
    city: '',
    established: '2021',
    shippingSpeed: '2-3 business days',
    description: 'A new vendor.',
    specialties: 'Blends\nVials',
    pros: 'Cheap',
    cons: 'New',
    warnings: '',
    url: 'https://newlabs.example',
    affiliateUrl: '',
    couponCode: '',
    group: 'Specialty',
  };

  it('is added, then corrected in place, each change logged', async () => {
    expect((await post(vendorScreen, '/admin/vendors', fields)).data).toEqual({
      ok: true,
      message: 'Vendor added.',
    });
    expect(await readVendor(database.db, 'new-labs')).toMatchObject({
      id: 13,
      labTested: false,
      specialties: ['Blends', 'Vials'],
    });
    const corrected = await post(vendorScreen, '/admin/vendors', {
      ...fields,
      rating: '8',
      testingCompany: 'Janoshik Analytical',
    });
    expect(corrected.data).toEqual({ ok: true, message: 'Vendor corrected.' });
    expect(await readVendor(database.db, 'new-labs')).toMatchObject({ rating: 8, labTested: true });
    expect(await logEntries()).toBe(2);
  });

  it('refuses a name another vendor has, and a bad slug', async () => {
    const taken = await post(vendorScreen, '/admin/vendors', { ...fields, name: 'Swiss Chems' });
    expect(taken.data?.fieldErrors).toEqual({ name: 'Another vendor already has this name.' });
    const slug = await post(vendorScreen, '/admin/vendors', { ...fields, slug: 'Bad Slug' });
    expect(slug.status).toBe(400);
    expect(await logEntries()).toBe(0);
  });
});
