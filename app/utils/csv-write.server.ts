/**
 * Every CSV the site writes goes through `writeCsv`: csv-stringify (its quoting, not ours) with
 * one rule on top. A spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` as a formula
 * (`=HYPERLINK(...)` opens a page; a tab or carriage return in front hides the same), so such a
 * text cell is written quoted after a single quote, and the spreadsheet shows it as text.
 * Only text is changed: a number the site writes as a number stays a number (a negative one is a
 * number to a spreadsheet, never a formula; prices and amounts are never negative anyway).
 */
import { stringify, type Input, type Options } from 'csv-stringify/sync';

const formulaStart = /^[=+\-@\t\r]/;

/** The text a spreadsheet shows as it is: a would-be formula gets a leading `'`. */
export function spreadsheetText(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

type StringCast = NonNullable<NonNullable<Options['cast']>['string']>;

/** csv-stringify's `stringify`, with every text cell (after the caller's own cast) made safe. */
export function writeCsv(records: Input, options: Options = {}): string {
  const own: StringCast = options.cast?.string ?? ((value) => value);
  const string: StringCast = (value, context) => {
    const cast = own(value, context);
    if (typeof cast !== 'string' || !formulaStart.test(cast)) return cast;
    return { value: spreadsheetText(cast), quoted: true };
  };
  return stringify(records, { ...options, cast: { ...options.cast, string } });
}
