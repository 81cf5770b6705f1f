/**
 * A loader's query parameters, checked against its page's cache declaration. The host answers a
 * request whose query names none of the declared `query` parameters (publicPageCache /
 * memberPageCache, utils/http-cache.ts) with the page it keeps, rendered without a query: a
 * parameter a loader reads but its route does not declare is silently ignored for every visitor.
 * Reading one (get, has, getAll) is reported instead (utils/page-cache-checks.server.ts): thrown
 * in development and tests, logged once in production, where the loader still gets its value.
 *
 * Loaders read query parameters only through pageQuery (a lint rule refuses
 * `new URL(request.url).searchParams` in routes and features).
 */
import type { AppLoadContext } from 'react-router';
import type { PageCacheOptions } from './http-cache';
import { readerLocation, reportDeclarationMistake } from './page-cache-checks.server';

/** What a loader's page declares: its cache options, or 'not kept' for a page with none. */
export type QueryDeclaration = PageCacheOptions | 'not kept';

function undeclaredMessage(path: string, name: string, declared: readonly string[]) {
  const { reader, routeFile } = readerLocation(['page-query.server']);
  const list = declared.map((item) => `'${item}'`).join(', ');
  const message =
    `${path} read the query parameter '${name}' in ${reader}, which its page cache ` +
    `declaration does not list (query: [${list}]): a request with ?${name}= would get the page ` +
    `kept for every visitor, rendered without it. Add '${name}' to the query of the ` +
    `publicPageCache(…) or memberPageCache(…) in ${routeFile}.`;
  return { place: `query ${name} ${reader}`, message };
}

class DeclaredSearchParams extends URLSearchParams {
  readonly #check: (name: string) => void;

  constructor(search: string, check: (name: string) => void) {
    super(search);
    this.#check = check;
  }

  override get(name: string) {
    this.#check(name);
    return super.get(name);
  }

  override getAll(name: string) {
    this.#check(name);
    return super.getAll(name);
  }

  override has(name: string, value?: string) {
    this.#check(name);
    return value === undefined ? super.has(name) : super.has(name, value);
  }
}

/**
 * The request's query parameters. With a declared `query`, reading a name it does not list is a
 * declaration mistake; without one (any query string renders the page for itself) or for a page
 * that is 'not kept', every name may be read.
 */
export function pageQuery(
  request: Request,
  context: AppLoadContext,
  declaration: QueryDeclaration,
): URLSearchParams {
  const url = new URL(request.url);
  const declared = declaration === 'not kept' ? undefined : declaration.query;
  if (!declared) return url.searchParams;
  const names = new Set(declared);
  return new DeclaredSearchParams(url.search, (name) => {
    if (names.has(name)) return;
    const { place, message } = undeclaredMessage(url.pathname, name, declared);
    reportDeclarationMistake(context.env, place, message);
  });
}
