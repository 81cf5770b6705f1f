/**
 * What a check does with a matched item's price: publish it at once within ±40 % of the last
 * published price, hold it for an editor outside that range, and only confirm it (its checked
 * time) when neither the price nor the stock changed. A price an editor rejected is not held twice.
 */
export const publishRange = 0.4;

export type PublishDecision = 'publish' | 'confirm' | 'hold' | 'rejected';

export interface SeenPrice {
  price: number;
  inStock: boolean;
}

export function decidePublish(
  last: SeenPrice | null,
  seen: SeenPrice,
  rejectedPrice: number | null,
): PublishDecision {
  if (!last) return 'publish';
  if (last.price === seen.price) return last.inStock === seen.inStock ? 'confirm' : 'publish';
  const change = Math.abs(seen.price - last.price) / last.price;
  if (change <= publishRange + 1e-9) return 'publish';
  return rejectedPrice === seen.price ? 'rejected' : 'hold';
}

const money = (price: number) => `$${price.toFixed(2)}`;

/** "Price change held: BPC-157 5 mg $45.00 → $9.00" */
export function heldSentence(offer: string, from: number, to: number) {
  return `Price change held: ${offer} ${money(from)} → ${money(to)}`;
}
