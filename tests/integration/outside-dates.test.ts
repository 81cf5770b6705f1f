/**
 * Dates and numbers the editors type: a day that does not exist, year 0 or year 9999, a re-test
 * date decades away and an empty trust score are refused with a message under the field (or,
 * in a CSV file, with the line named), 400 and nothing written; names take no line breaks.
 */
import { describe, expect, it } from 'vitest';
import * as labResults from '../../app/routes/admin-lab-results';
import * as prices from '../../app/routes/admin-prices';
import * as vendorScreen from '../../app/routes/admin-vendors';
import { outsideTextMessages } from '../../app/utils/outside-text';
import {
  bpcPrice,
  daysAgo,
  logEntries,
  observations,
  post,
  seeded,
  withEditorDatabase,
} from './editorial-test-utils';
import { labResult, vendor } from './editor-form-values';

withEditorDatabase();

const impossibleDays = ['2025-02-30', '2025-13-01', '0000-01-01', '9999-12-31', '1999-12-31'];

describe('the price form', () => {
  it.each(impossibleDays)('refuses the observed date %s', async (day) => {
    const answer = await post(prices, '/admin/prices', { ...bpcPrice, observedOn: day });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors?.observedOn).toMatch(
      /^The observed date (must be a real date|cannot be)/,
    );
    expect(await observations()).toBe(seeded);
  });

  it('refuses a line break in the peptide name', async () => {
    const answer = await post(prices, '/admin/prices', { ...bpcPrice, peptide: 'BPC\n157' });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors?.peptide).toBe(outsideTextMessages.lineBreak);
    expect(await observations()).toBe(seeded);
  });
});

describe('the CSV import', () => {
  const header = 'vendor,peptide,amount,unit,price,observed_on,source_url,notes';
  const row = (day: string) => `swiss-chems,BPC-157,10,mg,40,${day},https://swisschems.is/bpc,`;

  it('rejects the whole file over one impossible date, naming its line', async () => {
    for (const day of ['2025-02-30', '0000-01-01', '9999-12-31']) {
      const csv = [header, row(daysAgo(2)), row(day)].join('\n');
      const answer = await post(prices, '/admin/prices', { intent: 'csv', csv });
      expect(answer.status).toBe(400);
      expect(answer.data?.lineErrors).toEqual([
        { line: 3, message: expect.stringMatching(/date/) },
      ]);
    }
    expect(await observations()).toBe(seeded);
    expect(await logEntries()).toBe(0);
  });

  it('rejects a cell with a non-character, naming its line', async () => {
    const csv = [header, row(daysAgo(2)).replace('BPC-157', 'BPC\uffff')].join('\n');
    const answer = await post(prices, '/admin/prices', { intent: 'csv', csv });
    expect(answer.status).toBe(400);
    expect(answer.data?.lineErrors).toEqual([
      { line: 2, message: outsideTextMessages.nonCharacter },
    ]);
    expect(await observations()).toBe(seeded);
  });
});

describe('the lab-result form', () => {
  const result = labResult;

  it.each([
    ['testedOn', '2025-02-30', 'The test date must be a real date, written YYYY-MM-DD.'],
    ['testedOn', '0000-01-01', 'The test date cannot be before 2000.'],
    ['expiresOn', '2025-02-30', 'The re-test date must be a real date, written YYYY-MM-DD.'],
    ['expiresOn', '9999-12-31', 'The re-test date is at most 3 years after the test date.'],
    ['numTests', '', 'Enter how many tests the grade rests on.'],
  ])('refuses %s %j', async (field, value, message) => {
    const answer = await post(labResults, '/admin/lab-results', { ...result, [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors?.[field]).toBe(message);
    expect(await logEntries()).toBe(0);
  });

  it('accepts a re-test date a year after the test', async () => {
    const answer = await post(labResults, '/admin/lab-results', result);
    expect(answer.data).toEqual({ ok: true, message: 'Lab result added.' });
  });
});

describe('the vendor form', () => {
  it.each([
    ['trustScore', '', 'Enter the trust score.'],
    ['trustScore', '  ', 'Enter the trust score.'],
    ['trustScore', '101', 'The trust score is 0 to 100.'],
    ['established', '', 'Enter the founding year.'],
    ['name', 'New\nLabs', outsideTextMessages.lineBreak],
  ])('refuses %s %j, saving nothing', async (field, value, message) => {
    const answer = await post(vendorScreen, '/admin/vendors', { ...vendor, [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors?.[field]).toBe(message);
    expect(await logEntries()).toBe(0);
  });

  it('takes a trust score of 0 and a description on several lines', async () => {
    const answer = await post(vendorScreen, '/admin/vendors', { ...vendor, trustScore: '0' });
    expect(answer.data).toEqual({ ok: true, message: 'Vendor added.' });
  });
});
