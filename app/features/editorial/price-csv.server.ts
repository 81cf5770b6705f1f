/**
 * Many price observations from one CSV file (issue 14), checked as a whole: every bad row is
 * reported by its line number, and nothing is written unless every row is good. csv-parse reads
 * the file (quotes, commas in fields, CRLF); the price form's schema checks each row.
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

/** Checks every row; writes them all in one transaction only when none is bad. */
export async function importPriceCsv(
  db: Database,
  actorId: string,
  csv: string,
): Promise<CsvImportResult> {
  const rows = readRows(csv);
  if (!Array.isArray(rows)) return rows;
  const headerProblem = checkHeader(rows);
  if (headerProblem) return headerProblem;
  const vendorIds = await vendorIdsBySlug(
    db,
    rows.map((row) => row.values.vendor ?? ''),
  );
  const errors: { line: number; message: string }[] = [];
  const good: PriceObservationInput[] = [];
  for (const row of rows) {
    if (row.wrongLength) {
      errors.push({
        line: row.line,
        message: `Expected ${Object.keys(rows[0]?.values ?? {}).length} fields.`,
      });
      continue;
    }
    const { observed_on, source_url, notes, ...rest } = row.values;
    const parsed = priceObservationSchema.safeParse({
      ...rest,
      observedOn: observed_on,
      sourceUrl: source_url,
      notes: notes ?? '',
    });
    if (!parsed.success) {
      errors.push({
        line: row.line,
        message: parsed.error.issues.map((issue) => issue.message).join(' '),
      });
    } else if (!vendorIds.has(parsed.data.vendor)) {
      errors.push({ line: row.line, message: `No vendor with the slug '${parsed.data.vendor}'.` });
    } else {
      good.push(parsed.data);
    }
  }
  if (errors.length) return { ok: false, errors };
  await addPriceObservations(db, actorId, good, vendorIds);
  return { ok: true, imported: good.length };
}
