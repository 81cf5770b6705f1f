/**
 * When a newly published price is worth telling its followers, and in what words: a drop of 10 %
 * or more, the lowest price per mg listed for the peptide, or back in stock. One sentence per
 * price; a drop is said before the lowest, the lowest before back in stock.
 */
export interface PublishedPrice {
  peptide: string;
  vendorName: string;
  amount: number;
  unit: string;
  newPrice: number;
  oldPrice: number | null;
  inStock: boolean;
  wasInStock: boolean | null;
  /** Whether this price is now the lowest per mg listed for the peptide and was not before. */
  becameLowest: boolean;
}

/** The smallest drop that alerts, as a share of the old price. */
export const alertingDrop = 0.1;

const dollars = (amount: number) => `$${amount.toFixed(2)}`;
const amountLabel = (amount: number, unit: string) => `${amount} ${unit}`;

/** Whole percent, rounded down so that a 9.96 % drop never reads as "10 %". */
export function dropShare(oldPrice: number, newPrice: number): number {
  // Cents, so that floating point never makes 10 % into 9.999… %.
  const oldCents = Math.round(oldPrice * 100);
  return (oldCents - Math.round(newPrice * 100)) / oldCents;
}

/** The alert's sentence, or null when the price is not worth an alert. */
export function priceAlertText(price: PublishedPrice): string | null {
  const item = `${price.peptide} ${amountLabel(price.amount, price.unit)} at ${price.vendorName}`;
  if (!price.inStock) return null;
  if (price.oldPrice !== null) {
    const share = dropShare(price.oldPrice, price.newPrice);
    if (share >= alertingDrop) {
      const percent = Math.floor(share * 100);
      return `${item} dropped ${percent} % to ${dollars(price.newPrice)}.`;
    }
  }
  if (price.becameLowest) {
    return `${item} (${dollars(price.newPrice)}) is now the lowest price per mg listed for ${price.peptide}.`;
  }
  if (price.wasInStock === false) return `${item} is back in stock at ${dollars(price.newPrice)}.`;
  return null;
}
