/** Who published a price: an editor by hand, or a vendor's feed read by the price check. */
export const priceSources = ['editor', 'feed'] as const;
export type PriceSource = (typeof priceSources)[number];
