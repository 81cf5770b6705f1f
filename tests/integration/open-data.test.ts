/**
 * The open data API (docs/api.md): its answers agree with the pages, show an
 * editor's change on the next answer, carry the licence and as-of day, match docs/openapi.json,
 * and the CSV reads back to the JSON's rows.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as adminPrices from '../../app/routes/admin-prices';
import * as comparePrices from '../../app/routes/compare-prices';
import * as vendorDetail from '../../app/routes/vendor-detail';
import { openDataLicence } from '../../app/features/open-data/licence';
import { priceCsvColumns } from '../../app/features/open-data/prices-csv.server';
import { pageGet, run } from './auth-test-utils';
import { bpcPrice, context, daysAgo, post, withEditorDatabase } from './editorial-test-utils';
import {
  apiGet,
  apiJson,
  apiRoutes,
  openApi,
  schemaMisses,
  type ApiPath,
  type PriceRow,
} from './open-data-test-utils';

withEditorDatabase();

type PageRow = { vendorSlug: string; dosage: string; price: number; pricePerUnit: number };
type ComparePage = {
  pricesAsOf: string;
  group: { peptide: string; rows: (PageRow & { bestValue: boolean; checkedAt?: string })[] };
};

async function bpcTableOnPage() {
  const page = await run<ComparePage>(comparePrices.loader, pageGet('/compare-prices'), context());
  return page.data!;
}

/** The page sorts its rows by price per unit, the API keeps the editors' order. */
const byText = (a: unknown[], b: unknown[]) => a.join().localeCompare(b.join());
const bestValues = (rows: PriceRow[], peptide: string) =>
  rows
    .filter((row) => row.peptide === peptide && row.bestValue)
    .map((row) => [row.vendorSlug, row.dosage, row.priceUsd, row.pricePerUnit, row.checkedAt])
    .sort(byText);

describe('the open data API', () => {
  it('marks the best value, with its price and day, exactly as /compare-prices does', async () => {
    // Every seeded price is stale (seen 2025-07-01), and a stale price is never best value: an
    // editor's fresh one makes a best value for both to mark.
    expect((await post(adminPrices, '/admin/prices', bpcPrice)).data?.ok).toBe(true);
    const page = await bpcTableOnPage();
    const api = await apiJson<{ prices: PriceRow[]; asOf: string }>('/api/v1/prices');
    const onPage = page.group.rows
      .filter((row) => row.bestValue)
      .map((row) => [row.vendorSlug, row.dosage, row.price, row.pricePerUnit, row.checkedAt])
      .sort(byText);
    expect(onPage.length).toBeGreaterThan(0);
    expect(bestValues(api.prices, page.group.peptide)).toEqual(onPage);
    // The page's "Prices as of" month is the month of the API's as-of day.
    const month = new Date(`${api.asOf}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(page.pricesAsOf).toBe(month);
  });

  it("gives a vendor the grade and dates of the vendor's page", async () => {
    const api = await apiJson<{ vendors: { slug: string; grade: Record<string, unknown> }[] }>(
      '/api/v1/vendors',
    );
    for (const slug of ['swiss-chems', 'peptide-sciences']) {
      const page = await run<{ vendor: { grade: Record<string, unknown> } }>(
        vendorDetail.loader,
        pageGet(`/vendors/${slug}`),
        context(),
        { vendorSlug: slug },
      );
      const { grade } = page.data!.vendor;
      expect(api.vendors.find((vendor) => vendor.slug === slug)?.grade).toMatchObject({
        grade: grade.grade,
        testedOn: grade.testDate,
        retestOn: grade.expiryDate,
        fresh: !grade.expired,
      });
    }
  });

  it("includes an editor's new price in the next answer, with its day and source", async () => {
    const lower = { ...bpcPrice, price: '5' };
    expect((await post(adminPrices, '/admin/prices', lower)).data?.ok).toBe(true);
    const api = await apiJson<{ prices: PriceRow[] }>('/api/v1/prices');
    expect(
      api.prices.find(
        (row) =>
          row.vendorSlug === 'swiss-chems' && row.dosage === '5mg' && row.peptide === 'BPC-157',
      ),
    ).toMatchObject({
      priceUsd: 5,
      observedOn: daysAgo(1),
      checkedAt: daysAgo(1),
      source: 'editor',
      sourceUrl: bpcPrice.sourceUrl,
      fresh: true,
      bestValue: true,
    });
    const page = await bpcTableOnPage();
    expect(page.group.rows.find((row) => row.bestValue && row.dosage === '5mg')).toMatchObject({
      vendorSlug: 'swiss-chems',
      checkedAt: daysAgo(1),
    });
  });

  it('carries the licence and the as-of day in every JSON answer, as docs/openapi.json lists', async () => {
    const documented = Object.keys(openApi.paths).sort();
    expect(documented).toEqual(Object.keys(apiRoutes).sort());
    for (const path of documented.filter((path) => !path.endsWith('.csv')) as ApiPath[]) {
      const answer = await apiGet(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.headers.get('etag')).toMatch(/^".+"$/);
      const body = JSON.parse(answer.text) as { licence: string; asOf: string };
      expect(body.licence).toBe(openDataLicence);
      expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const schema =
        openApi.paths[path]!.get.responses['200']!.content!['application/json']!.schema;
      expect(schemaMisses(body, schema), path).toEqual([]);
    }
  });

  it('sends the price table as a CSV download that reads back to the JSON rows', async () => {
    // A note with a comma and quotes: the quoting is the library's, and it reads back whole.
    const variant = { ...bpcPrice, notes: 'kit, "blue" cap' };
    expect((await post(adminPrices, '/admin/prices', variant)).data?.ok).toBe(true);
    const csv = await apiGet('/api/v1/prices.csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="peptidia-prices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const json = await apiJson<{ prices: PriceRow[]; asOf: string }>('/api/v1/prices');
    const [licenceLine, asOfLine] = csv.text.split('\n');
    expect(licenceLine).toContain(openDataLicence);
    expect(asOfLine).toContain(`Prices as of ${json.asOf}`);
    const rows = parse(csv.text, { columns: true, comment: '#' }) as Record<string, string>[];
    // Every field of the JSON rows, in their order: when each price was last confirmed and by
    // whom (feed or editor) included.
    const header = csv.text.split('\n').find((line) => !line.startsWith('#'));
    expect(header?.split(',')).toEqual(Object.keys(json.prices[0]!));
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['editor']));
    const asText = (value: unknown) => (value === null ? '' : String(value));
    expect(rows).toEqual(
      json.prices.map((row) =>
        Object.fromEntries(priceCsvColumns.map((column) => [column, asText(row[column])])),
      ),
    );
    expect(rows.map((row) => row.notes)).toContain('kit, "blue" cap');
  });

  it('writes a cell that a spreadsheet would run as a formula as quoted text', async () => {
    const typed = ['=HYPERLINK("https://evil.example","Open")', '+1+2', '-3+4', '@SUM(A1)'];
    for (const notes of typed) {
      expect((await post(adminPrices, '/admin/prices', { ...bpcPrice, notes })).data?.ok).toBe(
        true,
      );
    }
    const csv = await apiGet('/api/v1/prices.csv');
    for (const notes of typed) {
      // Quoted, after a single quote: the spreadsheet shows it as text.
      const quoted = `"${notes.replaceAll('"', '""')}"`;
      expect(csv.text).toContain(`,"'${quoted.slice(1)}`);
      expect(csv.text).not.toContain(`,${notes}`);
      expect(csv.text).not.toContain(`,${quoted}`);
    }
    const rows = parse(csv.text, { columns: true, comment: '#' }) as Record<string, string>[];
    expect(rows.map((row) => row.notes)).toEqual(expect.arrayContaining(typed.map((n) => `'${n}`)));
    // Numbers the site writes stay numbers.
    for (const row of rows) expect(row.priceUsd).toMatch(/^\d+(\.\d+)?$/);
  });

  it('answers 405 with Allow to a post: it is read only', async () => {
    for (const route of Object.values(apiRoutes)) {
      const answer = (route.action as () => Response)();
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});
