/**
 * The host answers a request whose query names none of a page's declared `query` parameters
 * with the page it keeps, rendered without a query. A loader reading a parameter its route did not
 * declare would give every visitor the unfiltered page, silently: reading it through pageQuery
 * fails in tests and development with the declaration to extend (even when the request has no
 * query, as the host's render has none), and in production is logged once, value kept out.
 * A direct `new URL(request.url).searchParams` in a route or feature fails the lint.
 */
import { ESLint } from 'eslint';
import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { loader as comparePricesLoader } from '~/routes/compare-prices';
import { loader as vendorsLoader } from '~/routes/vendors';
import { loadEnv } from '~/utils/env.server';
import { pageQuery } from '~/utils/page-query.server';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { pageGet } from './auth-test-utils';

/** Production on PostgreSQL (CI's second pass sets DATABASE_URL) needs a secret of its own. */
const productionSecret = { AUTH_SECRET: 'production-test-secret-0123456789abcdef' };

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => {
  vi.restoreAllMocks();
  return database.close();
});

/** A newcomer's filter for a price page: reads ?peptide= but declares only 'sort'. */
const plantedCache = { query: ['sort'], depends: ['editorial'] } as const;
function plantedLoader(request: Request, context: AppLoadContext) {
  return { peptide: pageQuery(request, context, plantedCache).get('peptide') };
}

const declaredCache = { query: ['sort', 'peptide'], depends: ['editorial'] } as const;
function declaredLoader(request: Request, context: AppLoadContext) {
  return { peptide: pageQuery(request, context, declaredCache).get('peptide') };
}

const productionEnv = () =>
  loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: '.tmp/test-data',
    ...productionSecret,
  });

describe('a loader reading a query parameter its page cache does not declare', () => {
  it('fails, naming the path, the parameter, the reader and the declaration', () => {
    const context = createTestContext(database);
    // The host renders the page it keeps without a query: the mistake shows there too.
    for (const path of ['/compare-prices', '/compare-prices?peptide=bpc-157']) {
      const read = () => plantedLoader(pageGet(path), context);
      expect(read).toThrow(
        "/compare-prices read the query parameter 'peptide' in plantedLoader (tests/integration/page-query.test.ts:",
      );
      expect(read).toThrow("which its page cache declaration does not list (query: ['sort'])");
      expect(read).toThrow(
        "Add 'peptide' to the query of the publicPageCache(…) or memberPageCache(…)",
      );
    }
  });

  it('fails for has() and getAll() too; declared names and iteration are allowed', () => {
    const params = pageQuery(pageGet('/x?sort=a&other=b'), createTestContext(database), {
      query: ['sort'],
    });
    expect(() => params.has('peptide')).toThrow("read the query parameter 'peptide'");
    expect(() => params.getAll('peptide')).toThrow("read the query parameter 'peptide'");
    expect(params.get('sort')).toBe('a');
    expect([...params.keys()]).toEqual(['sort', 'other']);
  });

  it('works when the route declares it', () => {
    const context = createTestContext(database);
    expect(declaredLoader(pageGet('/compare-prices?peptide=bpc-157'), context)).toEqual({
      peptide: 'bpc-157',
    });
    expect(declaredLoader(pageGet('/compare-prices'), context)).toEqual({ peptide: null });
  });

  it('allows any name on a page that is not kept, or that declares no query list', () => {
    const context = createTestContext(database);
    const request = pageGet('/admin?q=x');
    expect(pageQuery(request, context, 'not kept').get('q')).toBe('x');
    expect(pageQuery(request, context, { depends: ['editorial'] }).get('q')).toBe('x');
  });

  it("in production, keeps the loader's value and logs once, without the value", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = createTestContext(database, { env: productionEnv() });
    const secret = 'reset-token-0123456789abcdef';
    for (let i = 0; i < 3; i++) {
      const page = plantedLoader(pageGet(`/compare-prices?peptide=${secret}`), context);
      expect(page).toEqual({ peptide: secret });
    }
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes("query parameter 'peptide'"))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(secret);
  });
});

describe("the site's cached pages read only what they declare", () => {
  it('the price comparison and the vendor directory, with every declared parameter', async () => {
    const context = createTestContext(database);
    const prices = await comparePricesLoader({
      request: pageGet('/compare-prices?sort=price&peptide=bpc-157'),
      context,
    } as never);
    expect(prices).toBeTruthy();
    const vendors = await vendorsLoader({
      request: pageGet('/vendors?q=lab&sort=name&filter=all&utm_source=mail'),
      context,
    } as never);
    expect(vendors).toBeTruthy();
  });
});

describe('the lint rule for direct reads', () => {
  const planted = [
    "import type { Route } from './+types/planted';",
    "export const headers = () => ({ 'Cache-Control': 'public, s-maxage=60' });",
    'export function loader({ request }: Route.LoaderArgs) {',
    "  return { peptide: new URL(request.url).searchParams.get('peptide') };",
    '}',
    '',
  ].join('\n');

  it("refuses a route's `new URL(request.url).searchParams` and names pageQuery", async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(planted, { filePath: 'app/routes/planted.tsx' });
    const messages = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('pageQuery(request, context, pageCache)');
    const url = planted
      .replace('new URL(request.url).searchParams', 'url.searchParams')
      .replace(
        'export function loader({ request }: Route.LoaderArgs) {',
        'export function loader({ request }: Route.LoaderArgs) {\n  const url = new URL(request.url);',
      );
    const [second] = await eslint.lintText(url, { filePath: 'app/routes/planted.tsx' });
    expect(second!.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });
});
