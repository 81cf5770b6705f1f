/**
 * Where a phone's "show more" (`.phone-more`) cuts a list of `total` items: after the
 * first `shown`, but only when two or more would wait behind it, as a single one takes about the
 * room of its summary. Returns how many show before the summary (`total`: no summary).
 */
export function phoneFoldAt(total: number, shown: number): number {
  return total > shown + 1 ? shown : total;
}
