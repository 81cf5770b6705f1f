/**
 * What each vendor score is, in a few words: shown beside the scores on the
 * directory and the vendor pages, each legend linked to /methods.
 */
export const vendorScoreLegend = [
  'Lab grade A–E from independent tests',
  'Trust 0–100, editorial',
  '★ /10 rating, editorial',
] as const;

/** The vendor page shows the rating and the lab grade; the facts are the directory's own. */
export const vendorPageLegend = [
  '★ /10 rating, editorial',
  'Lab grade A–E from independent tests',
  'Founding year and shipping unverified',
] as const;
