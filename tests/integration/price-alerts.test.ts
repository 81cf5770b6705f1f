/**
 * Price alerts: a price an editor or a feed publishes notifies the followers of its peptide and
 * of its vendor when it drops 10 % or more (9.9 % does not), becomes the lowest per mg listed, or
 * comes back in stock; at most once per member, offer and day. The alert is in /notifications.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profiles, user } from '../../database/schema';
import { sendDueDigests } from '../../app/features/notifications/digest.server';
import { mailText } from '../support/mail-body';
import type { DatabaseHandle } from '../../database/client';
import * as prices from '../../app/routes/admin-prices';
import * as notificationsPage from '../../app/routes/notifications';
import { addFeedPrices } from '../../app/features/editorial/feed-price-writes.server';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';
import { alertsOf, followPost } from './follows-test-utils';

let database: DatabaseHandle;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { isAdmin: true });
  ann = await createTestUser(database.db);
  bob = await createTestUser(database.db);
  await followPost(
    database,
    { intent: 'follow', kind: 'peptide', key: 'bpc-157' },
    {
      cookie: ann.cookie,
    },
  );
});
afterEach(() => database.close());

const today = () => new Date().toISOString().slice(0, 10);

/** An editor's price for Swiss Chems' BPC-157 at `amount` mg, through /admin/prices. */
async function editorPrice(amount: number, price: string) {
  const answer = await run<{ ok: boolean }>(
    prices.action as (args: never) => unknown,
    formPost(
      '/admin/prices',
      {
        intent: 'one',
        vendor: 'swiss-chems',
        peptide: 'BPC-157',
        amount: String(amount),
        unit: 'mg',
        price,
        observedOn: today(),
        sourceUrl: 'https://swisschems.is/bpc-157',
        notes: '',
      },
      { cookie: admin.cookie },
    ),
    createTestContext(database),
  );
  expect(answer.data).toMatchObject({ ok: true });
}

/** What a feed's check publishes, through the same write the price round uses. */
async function feedPrice(amount: number, price: number, inStock = true) {
  const vendorId = (
    (await database.db.execute(`select id from vendors where slug = 'swiss-chems'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
  await database.db.transaction((tx) =>
    addFeedPrices(tx, null, [
      {
        vendor: 'swiss-chems',
        vendorId,
        peptide: 'BPC-157',
        amount,
        unit: 'mg',
        notes: null,
        price,
        inStock,
        sourceUrl: 'https://swisschems.is/products.json',
        observedOn: today(),
      },
    ]),
  );
}

describe('price alerts', () => {
  it('tells a follower of a 10 % drop by an editor, and not of a 9.9 % drop', async () => {
    await editorPrice(7, '100');
    await editorPrice(7, '90.10');
    expect(await alertsOf(database, ann.id)).toEqual([]);
    await editorPrice(8, '100');
    await editorPrice(8, '90');
    expect(await alertsOf(database, ann.id)).toEqual([
      'BPC-157 8 mg at Swiss Chems dropped 10 % to $90.00.',
    ]);
    expect(await alertsOf(database, bob.id)).toEqual([]);
  });

  it('tells of a drop published by a feed, once a day per offer, in /notifications', async () => {
    await feedPrice(7, 100);
    await feedPrice(7, 85);
    await feedPrice(7, 70);
    expect(await alertsOf(database, ann.id)).toEqual([
      'BPC-157 7 mg at Swiss Chems dropped 15 % to $85.00.',
    ]);
    const page = await run<{ items: { text: string; followed: unknown }[] }>(
      notificationsPage.loader as (args: never) => unknown,
      pageGet('/notifications', ann.cookie),
      createTestContext(database),
    );
    expect(page.data?.items[0]).toMatchObject({
      text: 'BPC-157 7 mg at Swiss Chems dropped 15 % to $85.00.',
      followed: { kind: 'peptide', key: 'bpc-157' },
    });
  });

  it('tells a vendor’s follower too, and a member who follows both only once', async () => {
    await followPost(
      database,
      { intent: 'follow', kind: 'vendor', key: 'swiss-chems' },
      {
        cookie: ann.cookie,
      },
    );
    await followPost(
      database,
      { intent: 'follow', kind: 'vendor', key: 'swiss-chems' },
      {
        cookie: bob.cookie,
      },
    );
    await feedPrice(7, 100);
    await feedPrice(7, 80);
    expect(await alertsOf(database, ann.id)).toHaveLength(1);
    expect(await alertsOf(database, bob.id)).toEqual([
      'BPC-157 7 mg at Swiss Chems dropped 20 % to $80.00.',
    ]);
  });

  it('tells when a price becomes the lowest per mg listed, not when a new one is dear', async () => {
    await editorPrice(30, '900');
    expect(await alertsOf(database, ann.id)).toEqual([]);
    await editorPrice(20, '1');
    expect(await alertsOf(database, ann.id)).toEqual([
      'BPC-157 20 mg at Swiss Chems ($1.00) is now the lowest price per mg listed for BPC-157.',
    ]);
  });

  it('tells when an offer comes back in stock, not when it goes out', async () => {
    await feedPrice(7, 100);
    await feedPrice(7, 100, false);
    expect(await alertsOf(database, ann.id)).toEqual([]);
    await feedPrice(7, 100);
    expect(await alertsOf(database, ann.id)).toEqual([
      'BPC-157 7 mg at Swiss Chems is back in stock at $100.00.',
    ]);
  });

  it('puts the alert in the member’s e-mail digest', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'peptidia-alert-digest-'));
    try {
      await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, ann.id));
      await database.db
        .update(profiles)
        .set({ emailNotifications: true })
        .where(eq(profiles.userId, ann.id));
      await feedPrice(7, 100);
      await feedPrice(7, 85);
      const base = createTestContext(database);
      expect(await sendDueDigests(database.db, { ...base.env, DATA_DIR: dataDir })).toBe(1);
      const [file] = readdirSync(join(dataDir, 'outbox'));
      const mail = mailText(readFileSync(join(dataDir, 'outbox', file!), 'utf8'));
      expect(mail).toContain('BPC-157 7 mg at Swiss Chems dropped 15 % to $85.00.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops telling a member who unfollowed', async () => {
    await followPost(
      database,
      { intent: 'unfollow', kind: 'peptide', key: 'bpc-157' },
      {
        cookie: ann.cookie,
      },
    );
    await feedPrice(7, 100);
    await feedPrice(7, 50);
    expect(await alertsOf(database, ann.id)).toEqual([]);
  });
});
