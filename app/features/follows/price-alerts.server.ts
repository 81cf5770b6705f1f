/**
 * Price alerts: after prices are published (a feed's check or an editor's form or CSV), each new
 * price that the rules of price-alert-rules.ts find worth telling notifies the followers of its
 * peptide and of its vendor, at most once per member, offer and day (notify-followers.server.ts).
 * Runs in the publishing transaction, so an alert never names a price that was rolled back.
 */
import { sql } from 'drizzle-orm';
import { activePrice, type LabFigures } from '~/features/prices/active-price';
import { joinPreviousPrice } from '~/features/prices/previous-price.server';
import { peptideSlugOf, type FollowSubject } from './follow-subjects';
import {
  followedSubjects,
  notifyFollowers,
  subjectKey,
  type Writer,
} from './notify-followers.server';
import { priceAlertText } from './price-alert-rules';

type Row = Record<string, unknown>;
const rowsOf = async (db: Writer, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const num = (value: unknown) => (value === null ? null : Number(value));

/** Who may hear of a price: the followers of its peptide (when we list it) and of its vendor. */
function subjectsOf(vendorSlug: string, peptide: string): FollowSubject[] {
  const peptideSlug = peptideSlugOf(peptide);
  const vendor: FollowSubject = { kind: 'vendor', key: vendorSlug };
  return peptideSlug ? [{ kind: 'peptide', key: peptideSlug }, vendor] : [vendor];
}

/** The new price with the one before it for the same offer (vendor, peptide, amount, variant). */
const publishedPrice = (id: number) => sql`
  select o.id, o.vendor_id, v.slug, v.name, o.peptide, o.amount, o.unit, o.notes, o.price_usd,
         o.in_stock, prev.price_usd as old_price, prev.in_stock as was_in_stock
  from price_observations o
  join vendors v on v.id = o.vendor_id
  ${joinPreviousPrice}
  where o.id = ${id}`;

/** Every in-stock current price of the peptide sold by the mg, with its vendor's newest lab result. */
const peptideOffers = (peptide: string) => sql`
  select o.id, o.vendor_id, o.amount, o.notes, o.price_usd,
         l.peptide as lab_peptide, l.purity_percent, l.label_mg, l.measured_mg,
         l.tested_on::text as tested_on, l.expires_on::text as expires_on, l.num_tests
  from current_prices cp
  join price_observations o on o.id = cp.observation_id
  left join lateral (
    select r.peptide, r.purity_percent, r.label_mg, r.measured_mg, r.tested_on, r.expires_on,
           r.num_tests
    from lab_results r
    where r.vendor_id = cp.vendor_id and lower(r.peptide) = lower(cp.peptide)
    order by r.tested_on desc, r.id desc limit 1
  ) l on true
  where cp.peptide = ${peptide} and cp.unit = 'mg' and o.in_stock`;

function labOf(row: Row): LabFigures | undefined {
  if (row.lab_peptide === null) return undefined;
  return {
    peptide: String(row.lab_peptide),
    purityPercent: num(row.purity_percent),
    labelMg: num(row.label_mg),
    measuredMg: num(row.measured_mg),
    testDate: String(row.tested_on),
    expiryDate: String(row.expires_on),
    numTests: Number(row.num_tests),
  };
}

/** The adjusted price per mg, as the price tables show it: per active mg when a fresh lab says. */
function perMg(peptide: string, amount: number, price: number, lab: LabFigures | undefined) {
  const today = new Date().toISOString().slice(0, 10);
  const active = activePrice({ peptide, amount, unit: 'mg', price }, lab, today);
  return active?.kind === 'adjusted' ? active.perActiveMg : price / amount;
}

/** Whether the new price is now the lowest per mg for its peptide and the old one was not. */
async function becameLowest(db: Writer, price: Row): Promise<boolean> {
  if (price.unit !== 'mg' || !price.in_stock) return false;
  const peptide = String(price.peptide);
  const offers = await rowsOf(db, peptideOffers(peptide));
  const own = offers.find((offer) => Number(offer.id) === Number(price.id));
  const others = offers.filter((offer) => offer !== own);
  if (!own || others.length === 0) return false;
  const lowest = Math.min(
    ...others.map((o) => perMg(peptide, Number(o.amount), Number(o.price_usd), labOf(o))),
  );
  const amount = Number(price.amount);
  if (perMg(peptide, amount, Number(price.price_usd), labOf(own)) > lowest) return false;
  if (price.old_price === null || price.was_in_stock === false) return true;
  return perMg(peptide, amount, Number(price.old_price), labOf(own)) > lowest;
}

async function alertOne(db: Writer, id: number) {
  const [price] = await rowsOf(db, publishedPrice(id));
  if (!price) return;
  const vendorSlug = String(price.slug);
  const peptideSlug = peptideSlugOf(String(price.peptide));
  const subjects = subjectsOf(vendorSlug, String(price.peptide));
  const text = priceAlertText({
    peptide: String(price.peptide),
    vendorName: String(price.name),
    amount: Number(price.amount),
    unit: String(price.unit),
    newPrice: Number(price.price_usd),
    oldPrice: num(price.old_price),
    inStock: Boolean(price.in_stock),
    wasInStock: price.was_in_stock === null ? null : Boolean(price.was_in_stock),
    becameLowest: await becameLowest(db, price),
  });
  if (!text) return;
  await notifyFollowers(db, subjects, {
    kind: 'price_alert',
    message: text,
    link: peptideSlug ? `/peptide/${peptideSlug}` : `/vendors/${vendorSlug}`,
    itemKey: [vendorSlug, price.peptide, price.amount, price.unit, price.notes ?? ''].join('|'),
  });
}

/** Alerts the followers of each newly published price that the rules find worth it. */
export async function alertFollowersOfPrices(db: Writer, observations: readonly { id: number }[]) {
  if (observations.length === 0) return;
  // A feed's round publishes hundreds of prices: one read finds the few that anyone follows, and
  // only those are judged (their history and the peptide's offers read).
  const ids = sql.join(
    observations.map(({ id }) => sql`${id}`),
    sql`, `,
  );
  const published = await rowsOf(
    db,
    sql`select o.id, v.slug, o.peptide from price_observations o
      join vendors v on v.id = o.vendor_id where o.id in (${ids}) order by o.id`,
  );
  const subjects = published.map((row) => subjectsOf(String(row.slug), String(row.peptide)));
  const followed = await followedSubjects(db, subjects.flat());
  for (const [index, row] of published.entries()) {
    const heard = subjects[index]!.some((subject) => followed.has(subjectKey(subject)));
    if (heard) await alertOne(db, Number(row.id));
  }
}
