/**
 * Open data (docs/api.md) on the running server: the price API answers from
 * the page cache (ETag, 304) and agrees with /compare-prices; after an admin adds a lower price
 * the next answer has it; the page links the CSV download; a post gets 405.
 */
import { parse } from 'csv-parse/sync';
import { signInAsAdmin } from './auth-helpers';
import { expect, test } from './fixtures';
import { addPriceAsAdmin } from './editorial-helpers';

type Price = {
  peptide: string;
  vendorName: string;
  pricePerUnit: number;
  bestValue: boolean;
  observedOn: string;
};
const todayIso = () => new Date().toISOString().slice(0, 10);

test('the price API agrees with /compare-prices and shows an editor’s price on the next answer', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // a sign-in and two browsers on a shared 2-core machine
  const first = await request.get('/api/v1/prices');
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag']!;
  expect(first.headers()['cache-control']).toContain('s-maxage=');
  expect(first.headers()['access-control-allow-origin']).toBe('*');
  const again = await request.get('/api/v1/prices', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  const body = (await first.json()) as { licence: string; asOf: string; prices: Price[] };
  expect(body.licence).toContain('CC BY 4.0');
  // Every seeded price is stale, so none is the best value; another spec may have added a fresh
  // MOTS-C price already. Either way the page shows what the API says.
  const best = body.prices.find((row) => row.peptide === 'MOTS-C' && row.bestValue);

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/compare-prices?peptide=mots-c');
  const row = anonymous
    .getByRole('region', { name: 'MOTS-C', exact: true })
    .locator('tbody tr')
    .filter({ hasText: 'Best value' });
  if (best) {
    await expect(row).toContainText(best.vendorName);
    await expect(row).toContainText(`$${best.pricePerUnit.toFixed(2)}`);
    await expect(row.locator('time')).toHaveAttribute('datetime', best.observedOn);
  } else {
    await expect(row).toHaveCount(0);
  }

  await signInAsAdmin(page);
  await addPriceAsAdmin(page, {
    vendorSlug: 'swiss-chems',
    peptide: 'MOTS-C',
    amount: '10',
    unit: 'mg',
    priceUsd: '20',
    source: 'https://swisschems.is/mots-c',
  });

  const after = await request.get('/api/v1/prices', { headers: { 'If-None-Match': etag } });
  expect(after.status()).toBe(200);
  const prices = ((await after.json()) as { prices: Price[] }).prices;
  expect(prices.find((price) => price.peptide === 'MOTS-C' && price.bestValue)).toMatchObject({
    vendorName: 'Swiss Chems',
    pricePerUnit: 2,
    observedOn: todayIso(),
  });
  await anonymous.goto('/compare-prices?peptide=mots-c');
  await expect(row).toContainText('Swiss Chems');
  await expect(row).toContainText('$2.00');
  await visitor.close();
});

test('/compare-prices links the CSV download of every price', async ({ page }) => {
  await page.goto('/compare-prices');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download every current price (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^peptidia-prices-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((parts) => Buffer.concat(parts).toString('utf8'));
  expect(text.split('\n')[0]).toContain('CC BY 4.0 — Peptidia');
  const rows = parse(text, { columns: true, comment: '#' }) as Record<string, string>[];
  expect(rows.filter((row) => row.peptide === 'BPC-157').length).toBeGreaterThan(5);
});

test('every documented path answers, and a post is refused with 405', async ({ request }) => {
  for (const path of [
    '/api/v1/vendors',
    '/api/v1/prices',
    '/api/v1/lab-tests',
    '/api/v1/peptides',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.json()).toMatchObject({
      licence: expect.stringContaining('CC BY 4.0'),
      asOf: expect.any(String),
    });
  }
  const posted = await request.post('/api/v1/prices', { data: { price: 1 } });
  expect(posted.status()).toBe(405);
  expect(posted.headers()['allow']).toBe('GET, HEAD');
});
