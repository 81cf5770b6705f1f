/**
 * An editor confirming every proposal the site made for a price feed's items at once (the
 * editors' page does it one by one): for tests and the price bench, which need matched items.
 */
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database/client';
import { priceFeedItems } from '../../database/schema';

const i = priceFeedItems;

/** Matches every item with a proposed amount (among those `where` selects) as proposed. */
export function confirmEveryProposal(db: DatabaseHandle['db'], where?: SQL) {
  return db
    .update(i)
    .set({
      status: 'matched',
      peptide: sql`${i.proposal}->>'peptide'`,
      amount: sql`(${i.proposal}->>'amount')::numeric`,
      unit: sql`${i.proposal}->>'unit'`,
      notes: sql`${i.proposal}->>'notes'`,
    })
    .where(and(isNotNull(sql`${i.proposal}->>'amount'`), where))
    .returning({ id: i.id });
}
