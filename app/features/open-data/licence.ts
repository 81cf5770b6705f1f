/**
 * The terms every open data answer carries (docs/api.md): Creative Commons Attribution, so anyone
 * may reuse the figures if they name Peptidia; the rest restates the site's own terms of use.
 */
export const openDataLicence =
  'CC BY 4.0 — Peptidia, research and education only, not medical advice';
export const openDataLicenceUrl = 'https://creativecommons.org/licenses/by/4.0/';

/** What every body starts with: the licence and the day the answer was made. */
export interface OpenDataHeader {
  licence: typeof openDataLicence;
  licenceUrl: typeof openDataLicenceUrl;
  /** YYYY-MM-DD (UTC): the day freshness was judged on. */
  generatedOn: string;
  /** YYYY-MM-DD: how old the data is (each endpoint says which day it names, docs/api.md). */
  asOf: string | null;
}

export const openDataHeader = (generatedOn: string, asOf: string | null): OpenDataHeader => ({
  licence: openDataLicence,
  licenceUrl: openDataLicenceUrl,
  generatedOn,
  asOf,
});

/** The oldest of some days (YYYY-MM-DD compare as text), or null for none. */
export const oldestDay = (days: readonly string[]): string | null =>
  days.reduce<string | null>((min, day) => (min === null || day < min ? day : min), null);
