/** The CSV file the price import reads, shared by the form's help and the import. */

/** The header row, in any order; `notes` may be left out. */
export const priceCsvColumns = [
  'vendor',
  'peptide',
  'amount',
  'unit',
  'price',
  'observed_on',
  'source_url',
  'notes',
] as const;

/** Rows per file: a file this size fits the host's 64 KB form limit with room to spare. */
export const priceCsvMaxRows = 500;
