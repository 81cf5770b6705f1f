/**
 * Many price observations from one CSV file, checked as a whole: every bad row is
 * reported by its line number, and nothing is written unless every row is good. csv-parse reads
 * the file (quotes, commas in fields, CRLF); the price form's schema checks each row, its cells
 * held to the rule for text from outside and its dates to real days.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { Database } from '#database/client';
import { priceObservationSchema, type PriceObservationInput } from './editorial-schemas';
import { addPriceObservations, vendorIdsBySlug } from './editorial-writes.server';
import { priceCsvColumns, priceCsvMaxRows } from './price-csv-format';

export type CsvImportResult =
  { ok: true; imported: number } | { ok: false; errors: { line: number; message: string }[] };

const requiredColumns = priceCsvColumns.filter((column) => column !== 'notes');

type Row = { line: number; values: Record<string, string>; wrongLength: boolean };

function readRows(csv: string): Row[] | CsvImportResult {
  let records: {
    record: Record<string, string>;
    info: { lines: number; invalid_field_length: number };
  }[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      bom: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return {
      ok: false,
      errors: [{ line, message: `The file cannot be read as CSV: ${error.message}` }],
    };
  }
  return records.map(({ record, info }) => ({
    line: info.lines,
    values: record,
    wrongLength: info.invalid_field_length > 0,
  }));
}

function checkHeader(rows: Row[]): CsvImportResult | undefined {
  const header = Object.keys(rows[0]?.values ?? {});
  const missing = requiredColumns.filter((column) => !header.includes(column));
  const unknown = header.filter(
    (column) => !(priceCsvColumns as readonly string[]).includes(column),
  );
  if (rows.length === 0)
    return { ok: false, errors: [{ line: 1, message: 'The file has no price rows.' }] };
  if (missing.length || unknown.length) {
    const parts = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    return {
      ok: false,
      errors: [
        {
          line: 1,
          message: `Header: ${parts.join('; ')}. Expected: ${priceCsvColumns.join(',')}.`,
        },
      ],
    };
  }
  if (rows.length > priceCsvMaxRows) {
    return {
      ok: false,
      errors: [
        {
          line: 1,
          message: `At most ${priceCsvMaxRows} rows a file; this one has ${rows.length}.`,
        },
      ],
    };
  }
  return undefined;
}

/** One row checked with the price form's schema: the observation, or what is wrong with it. */
function readRow(row: Row, fields: number): PriceObservationInput | string {
  if (row.wrongLength) return `Expected ${fields} fields.`;
  const { observed_on, source_url, notes, ...rest } = row.values;
  const parsed = priceObservationSchema.safeParse({
    ...rest,
    observedOn: observed_on,
    sourceUrl: source_url,
    notes: notes ?? '',
  });
  if (!parsed.success) return parsed.error.issues.map((issue) => issue.message).join(' ');
  return parsed.data;
}

/**
 * Checks every row, then looks up the vendors of the good ones (a cell the schema refused never
 * reaches a query); writes them all in one transaction only when none is bad.
 */
export async function importPriceCsv(
  db: Database,
  actorId: string,
  csv: string,
): Promise<CsvImportResult> {
  const rows = readRows(csv);
  if (!Array.isArray(rows)) return rows;
  const headerProblem = checkHeader(rows);
  if (headerProblem) return headerProblem;
  const fields = Object.keys(rows[0]?.values ?? {}).length;
  const read = rows.map((row) => ({ line: row.line, result: readRow(row, fields) }));
  const good = read.flatMap(({ line, result }) =>
    typeof result === 'string' ? [] : [{ line, observation: result }],
  );
  const vendorIds = await vendorIdsBySlug(
    db,
    good.map(({ observation }) => observation.vendor),
  );
  const errors = read.flatMap(({ line, result }) => {
    if (typeof result === 'string') return [{ line, message: result }];
    if (vendorIds.has(result.vendor)) return [];
    return [{ line, message: `No vendor with the slug '${result.vendor}'.` }];
  });
  if (errors.length) return { ok: false, errors };
  const observations = good.map(({ observation }) => observation);
  await addPriceObservations(db, actorId, observations, vendorIds);
  return { ok: true, imported: observations.length };
}
