/**
 * The open data lists by page (docs/api.md "Pages"): the answer without parameters is the whole
 * list as before; ?limit= pages walked by their `next` links (and Link headers) give the same
 * rows, best values and as-of day, each once, even when an editor adds prices between pages;
 * bad values of limit or after, a cursor of another list or a forged one answer 400 with JSON.
 */
import { describe, expect, it } from 'vitest';
import * as adminPrices from '../../app/routes/admin-prices';
import * as labTests from '../../app/routes/api-lab-tests';
import * as prices from '../../app/routes/api-prices';
import { encodeCursor } from '../../app/utils/keyset-cursor.server';
import { pageGet } from './auth-test-utils';
import { bpcPrice, context, post, withEditorDatabase } from './editorial-test-utils';
import type { PriceRow } from './open-data-test-utils';

withEditorDatabase();

type Listed = { next: string | null; asOf: string; prices?: PriceRow[]; labTests?: unknown[] };
const routes = { '/api/v1/prices': prices, '/api/v1/lab-tests': labTests };

async function get(path: string) {
  const route = routes[new URL(path, 'http://x').pathname as keyof typeof routes];
  const response = await route.loader({ request: pageGet(path), context: context() });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Every page from `first`, by the `next` links; `between` runs after the first page. */
async function walk(first: string, between?: () => Promise<void>) {
  const pages: Listed[] = [];
  for (let path: string | null = first; path;) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    const page = answer.body as Listed;
    expect(answer.headers.get('link'), path).toBe(page.next ? `<${page.next}>; rel="next"` : null);
    pages.push(page);
    path = page.next;
    if (pages.length === 1) await between?.();
  }
  return pages;
}

const offerOf = (row: PriceRow & { unit?: string; notes?: string | null }) =>
  [row.vendorSlug, row.peptide, row.dosage, row.notes ?? ''].join(' / ');

describe('the open data lists by page', () => {
  it('answers without parameters with the whole list, and by pages with the same rows', async () => {
    const whole = (await get('/api/v1/prices')).body as Listed & { prices: PriceRow[] };
    expect(whole.next).toBeNull();
    expect(whole.prices.length).toBeGreaterThan(100);
    const pages = await walk('/api/v1/prices?limit=7');
    expect(pages.length).toBe(Math.ceil(whole.prices.length / 7));
    expect(pages.flatMap((page) => page.prices!)).toEqual(whole.prices);
    expect(new Set(pages.map((page) => page.asOf))).toEqual(new Set([whole.asOf]));
    expect(pages[0]!.next).toMatch(/^\/api\/v1\/prices\?limit=7&after=[A-Za-z0-9_-]+$/);

    const tests = (await get('/api/v1/lab-tests')).body as Listed & { labTests: unknown[] };
    expect(tests.next).toBeNull();
    const testPages = await walk('/api/v1/lab-tests?limit=2');
    expect(testPages.flatMap((page) => page.labTests!)).toEqual(tests.labTests);
    expect(testPages.at(-1)!.next).toBeNull();
  });

  it('shows every offer once when an editor adds prices between pages', async () => {
    const before = ((await get('/api/v1/prices')).body as { prices: PriceRow[] }).prices;
    const pages = await walk('/api/v1/prices?limit=40', async () => {
      // A new price of an offer already listed, and an offer of a dosage nobody sold before.
      expect((await post(adminPrices, '/admin/prices', { ...bpcPrice, price: '5' })).data?.ok).toBe(
        true,
      );
      expect(
        (await post(adminPrices, '/admin/prices', { ...bpcPrice, amount: '7' })).data?.ok,
      ).toBe(true);
    });
    const seen = pages.flatMap((page) => page.prices!).map(offerOf);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((offer) => offer.includes('7mg'))).toEqual([
      'swiss-chems / BPC-157 / 7mg / ',
    ]);
    expect(seen.filter((offer) => !offer.includes('7mg'))).toEqual(before.map(offerOf));
  });

  it('refuses a bad limit, a bad cursor or another list’s cursor with 400 and a JSON error', async () => {
    const first = (await get('/api/v1/prices?limit=1')).body as Listed;
    const priceCursor = new URL(first.next!, 'http://x').searchParams.get('after')!;
    const refused = [
      '/api/v1/prices?limit=0',
      '/api/v1/prices?limit=1001',
      '/api/v1/prices?limit=-5',
      '/api/v1/prices?limit=2.5',
      '/api/v1/prices?limit=ten',
      '/api/v1/prices?limit=',
      '/api/v1/prices?after=%27%20or%201%3D1',
      `/api/v1/prices?after=${encodeCursor('api/prices', ['1'])}`,
      `/api/v1/prices?after=${encodeCursor('api/prices', ['x', '2'])}`,
      `/api/v1/prices?after=${encodeCursor('api/lab-tests', ['1', 'BPC-157'])}`,
      `/api/v1/lab-tests?after=${priceCursor}`,
      `/api/v1/lab-tests?limit=99999`,
    ];
    for (const path of refused) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
      expect(answer.body, path).toEqual({ error: expect.stringMatching(/^(limit|after) /) });
    }
    // A cursor past the last row is an empty last page, not an error.
    const past = await get(
      `/api/v1/prices?after=${encodeCursor('api/prices', ['999999999', '1'])}`,
    );
    expect([past.status, past.body.prices, past.body.next]).toEqual([200, [], null]);
  });
});
