/** Shared by the open data tests: the API's answers as a client reads them, and the OpenAPI file. */
import { readFileSync } from 'node:fs';
import * as labTests from '../../app/routes/api-lab-tests';
import * as peptides from '../../app/routes/api-peptides';
import * as prices from '../../app/routes/api-prices';
import * as pricesCsv from '../../app/routes/api-prices-csv';
import * as vendors from '../../app/routes/api-vendors';
import { pageGet } from './auth-test-utils';
import { context } from './editorial-test-utils';

/** Every API route by its path, as app/routes.ts lists it. */
export const apiRoutes = {
  '/api/v1/vendors': vendors,
  '/api/v1/prices': prices,
  '/api/v1/prices.csv': pricesCsv,
  '/api/v1/lab-tests': labTests,
  '/api/v1/peptides': peptides,
} as const;

export type ApiPath = keyof typeof apiRoutes;

/** The route's answer to a GET of `path` (its loader always returns a Response). */
export async function apiGet(path: ApiPath) {
  const route = apiRoutes[path] as { loader: (args: unknown) => Response | Promise<Response> };
  const request = pageGet(path);
  const response = await route.loader({ request, context: context(), params: {} });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export async function apiJson<T = Record<string, unknown>>(path: ApiPath): Promise<T> {
  return JSON.parse((await apiGet(path)).text) as T;
}

export interface PriceRow {
  vendorSlug: string;
  peptide: string;
  dosage: string;
  priceUsd: number;
  pricePerUnit: number;
  bestValue: boolean;
  observedOn: string;
  checkedAt: string;
  source: 'feed' | 'editor';
  sourceUrl: string | null;
  fresh: boolean;
  [field: string]: unknown;
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
};
export const openApi = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as {
  paths: Record<
    string,
    { get: { responses: Record<string, { content?: Record<string, { schema: Schema }> }> } }
  >;
  components: { schemas: Record<string, Schema> };
};

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(openApi.components.schemas[schema.$ref.split('/').pop()!]!) : schema;

/** Where `value` lacks a field its schema requires (or has the wrong kind of value): paths. */
export function schemaMisses(value: unknown, given: Schema, at = '$'): string[] {
  const schema = resolve(given);
  if (schema.oneOf) {
    const fits = schema.oneOf.map((option) => schemaMisses(value, option, at));
    return fits.some((misses) => misses.length === 0) ? [] : fits.flat();
  }
  const types = [schema.type ?? []].flat();
  if (value === null) return types.includes('null') ? [] : [`${at} is null`];
  if (types.includes('array')) {
    if (!Array.isArray(value)) return [`${at} is not an array`];
    return value.flatMap((item, i) => schemaMisses(item, schema.items ?? {}, `${at}[${i}]`));
  }
  if (types.includes('object')) {
    const object = value as Record<string, unknown>;
    const missing = (schema.required ?? []).filter((field) => !(field in object));
    return [
      ...missing.map((field) => `${at}.${field} is missing`),
      ...Object.entries(schema.properties ?? {}).flatMap(([field, property]) =>
        field in object ? schemaMisses(object[field], property, `${at}.${field}`) : [],
      ),
    ];
  }
  const kind =
    typeof value === 'number' && Number.isInteger(value) ? ['integer', 'number'] : [typeof value];
  return types.length === 0 || types.some((type) => kind.includes(type))
    ? []
    : [`${at} is ${typeof value}`];
}
