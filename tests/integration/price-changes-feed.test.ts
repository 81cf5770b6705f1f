/**
 * The Atom feeds of a peptide's and a vendor's price changes: valid Atom (RFC 4287: id, title,
 * updated, author, self and alternate links), newest first, bounded, kept for everyone; an
 * unknown peptide or vendor is a 404.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { loader } from '../../app/routes/price-changes-feed';
import { priceFeedSize } from '../../app/features/follows/price-changes-feed.server';
import { addPriceObservations } from '../../app/features/editorial/editorial-writes.server';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { pageGet } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

async function feed(path: string, params: Record<string, string>) {
  const response = (await loader({
    request: pageGet(path),
    context: createTestContext(database),
    params,
  } as never)) as Response;
  return { response, xml: await response.text() };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' });

async function publish(price: number) {
  const admin = await createTestUser(database.db, { isAdmin: true });
  const row = {
    vendor: 'swiss-chems',
    peptide: 'BPC-157',
    amount: 5,
    unit: 'mg' as const,
    notes: null,
    price,
    observedOn: new Date().toISOString().slice(0, 10),
    sourceUrl: 'https://swisschems.is/bpc-157',
  };
  const ids = (await database.db.execute(
    `select id from vendors where slug = 'swiss-chems'`,
  )) as unknown as { rows: { id: number }[] };
  await addPriceObservations(
    database.db,
    admin.id,
    [row],
    new Map([['swiss-chems', ids.rows[0]!.id]]),
  );
}

describe('price change feeds', () => {
  it('lists a peptide’s newest change first as valid Atom, kept for everyone', async () => {
    await publish(21.5);
    const { response, xml } = await feed('/peptide/bpc-157/prices.xml', { slug: 'bpc-157' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('public');
    const { feed: atom } = parser.parse(xml);
    expect(atom['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.id).toBe('http://localhost:3000/peptide/bpc-157/prices.xml');
    expect(atom.title).toBe('Peptidia: price changes for BPC-157');
    expect(atom.author.name).toBe('Peptidia');
    expect(atom.link).toEqual([
      { '@_rel': 'self', '@_href': 'http://localhost:3000/peptide/bpc-157/prices.xml' },
      { '@_rel': 'alternate', '@_href': 'http://localhost:3000/peptide/bpc-157' },
    ]);
    expect(atom.entry.length).toBeLessThanOrEqual(priceFeedSize);
    const [newest] = atom.entry;
    expect(newest.title).toMatch(/^BPC-157 5 mg at Swiss Chems: \$\d+\.\d\d → \$21\.50$/);
    expect(Date.parse(newest.updated)).toBeGreaterThan(Date.now() - 60_000);
    expect(atom.updated).toBe(newest.updated);
    const ids = atom.entry.map((entry: { id: string }) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = atom.entry.map((entry: { updated: string }) => Date.parse(entry.updated));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists a vendor’s changes of every peptide', async () => {
    await publish(19);
    const { xml } = await feed('/vendors/swiss-chems/prices.xml', { vendorSlug: 'swiss-chems' });
    const { feed: atom } = parser.parse(xml);
    expect(atom.title).toBe('Peptidia: price changes for Swiss Chems');
    expect(atom.entry[0].title).toMatch(/→ \$19\.00$/);
    expect(
      new Set(atom.entry.map((e: { title: string }) => e.title.split(' ')[0])).size,
    ).toBeGreaterThan(1);
  });

  it('answers 404 for a peptide or vendor that does not exist', async () => {
    await expect(feed('/peptide/nope/prices.xml', { slug: 'nope' })).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(feed('/vendors/nope/prices.xml', { vendorSlug: 'nope' })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
