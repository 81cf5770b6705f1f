/**
 * /api/v1/prices.csv: the rows of /api/v1/prices as a spreadsheet, written by csv-stringify (the
 * csv-parse family the price import reads with, through `writeCsv`, which keeps a spreadsheet
 * from running a cell as a formula), so quoting is the library's, not ours. The
 * licence and the as-of day come first, as '#' comment lines (csv-parse: `comment: '#'`).
 */
import { writeCsv } from '~/utils/csv-write.server';
import type { PricesBody } from './open-data-bodies.server';

/** The columns, in order: every JSON field of a price row, by the same names. */
export const priceCsvColumns = [
  'vendorSlug',
  'vendorName',
  'peptide',
  'amount',
  'unit',
  'dosage',
  'notes',
  'priceUsd',
  'pricePerUnit',
  'bestValue',
  'observedOn',
  'checkedAt',
  'source',
  'fresh',
  'sourceUrl',
] as const satisfies readonly (keyof PricesBody['prices'][number])[];

export function pricesCsv(body: PricesBody): string {
  const preface = [
    `# Peptidia current prices. Licence: ${body.licence} (${body.licenceUrl})`,
    `# Prices as of ${body.asOf ?? 'no date'} (the oldest current price; each row has its own day). Generated on ${body.generatedOn}.`,
  ];
  const table = writeCsv(body.prices, {
    header: true,
    columns: [...priceCsvColumns],
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
  return `${preface.join('\n')}\n${table}`;
}

export const pricesCsvFileName = (body: PricesBody) => `peptidia-prices-${body.generatedOn}.csv`;
