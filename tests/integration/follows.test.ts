/**
 * Following a peptide's or a vendor's prices through /follow: the member follows and unfollows
 * for themselves only, once per subject; a forged subject, another origin, a visitor and a
 * suspended member change nothing; deleting the account deletes the follows and the alerts.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { follows, notifications, profiles, user } from '../../database/schema';
import * as followRoute from '../../app/routes/follow';
import { exportAccount } from '../../app/features/account/export-account.server';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { pageGet } from './auth-test-utils';
import { followPost, followsOfMember } from './follows-test-utils';

let database: DatabaseHandle;
let ann: TestUser;
let bob: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  ann = await createTestUser(database.db);
  bob = await createTestUser(database.db);
});
afterEach(() => database.close());

const bpc = { intent: 'follow', kind: 'peptide', key: 'bpc-157' };

describe('following prices', () => {
  it('follows a peptide once, goes back to its page, and unfollows', async () => {
    const first = await followPost(database, bpc, { cookie: ann.cookie });
    expect(first.status).toBe(302);
    expect(first.location).toBe('/peptide/bpc-157');
    await followPost(database, { ...bpc, via: 'app' }, { cookie: ann.cookie });
    expect(await followsOfMember(database, ann.id)).toEqual([{ kind: 'peptide', key: 'bpc-157' }]);
    const state = (await followRoute.loader({
      request: pageGet('/follow?kind=peptide&key=bpc-157', ann.cookie),
      context: createTestContext(database),
      params: {},
    } as never)) as Response;
    expect(state.headers.get('cache-control')).toBe('private, no-store');
    expect(await state.json()).toEqual({ following: true });

    const off = await followPost(
      database,
      { ...bpc, intent: 'unfollow', via: 'app' },
      { cookie: ann.cookie },
    );
    expect(off.data).toEqual({ ok: true, following: false });
    expect(await followsOfMember(database, ann.id)).toEqual([]);
  });

  it('follows a vendor, and unfollows from a notice back to the list', async () => {
    await followPost(
      database,
      { intent: 'follow', kind: 'vendor', key: 'swiss-chems' },
      {
        cookie: ann.cookie,
      },
    );
    expect(await followsOfMember(database, ann.id)).toEqual([
      { kind: 'vendor', key: 'swiss-chems' },
    ]);
    const off = await followPost(
      database,
      { intent: 'unfollow', kind: 'vendor', key: 'swiss-chems', from: 'notifications' },
      { cookie: ann.cookie },
    );
    expect(off.location).toBe('/notifications');
    expect(await followsOfMember(database, ann.id)).toEqual([]);
  });

  it('refuses a forged subject with a 404 or 400 and writes nothing', async () => {
    const unknown = await followPost(
      database,
      { ...bpc, key: 'no-such-peptide' },
      {
        cookie: ann.cookie,
      },
    );
    expect(unknown.status).toBe(404);
    const kind = await followPost(database, { ...bpc, kind: 'lab' }, { cookie: ann.cookie });
    expect(kind.status).toBe(400);
    const stack = await followPost(
      database,
      { ...bpc, key: 'glow-peptide-stack' },
      {
        cookie: ann.cookie,
      },
    );
    expect(stack.status).toBe(404);
    expect(await followsOfMember(database, ann.id)).toEqual([]);
  });

  it('acts for the session’s member only, whatever member id the form names', async () => {
    await followPost(database, bpc, { cookie: ann.cookie });
    await followPost(
      database,
      { ...bpc, intent: 'unfollow', userId: ann.id },
      {
        cookie: bob.cookie,
      },
    );
    expect(await followsOfMember(database, ann.id)).toHaveLength(1);
    await followPost(database, { ...bpc, userId: ann.id, key: 'tb-500' }, { cookie: bob.cookie });
    expect(await followsOfMember(database, ann.id)).toEqual([{ kind: 'peptide', key: 'bpc-157' }]);
    expect(await followsOfMember(database, bob.id)).toEqual([{ kind: 'peptide', key: 'tb-500' }]);
  });

  it('sends a visitor to sign in and back to the peptide page', async () => {
    const answer = await followPost(database, bpc);
    expect(answer.status).toBe(302);
    const target = new URL(answer.location!, 'http://localhost');
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('redirectTo')).toBe('/peptide/bpc-157');
    expect(target.searchParams.get('reason')).toBe('members-only');
    const count = await database.db.select({ id: follows.id }).from(follows);
    expect(count).toEqual([]);
  });

  it('refuses another origin and a suspended member', async () => {
    const forged = await followPost(database, bpc, {
      cookie: ann.cookie,
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    await database.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'Spam' })
      .where(eq(profiles.userId, bob.id));
    const suspended = await followPost(database, bpc, { cookie: bob.cookie });
    expect([302, 403]).toContain(suspended.status);
    expect(await followsOfMember(database, ann.id)).toEqual([]);
    expect(await followsOfMember(database, bob.id)).toEqual([]);
  });

  it('lists the follows in the data export, and deleting the account deletes them and the alerts', async () => {
    await followPost(database, bpc, { cookie: ann.cookie });
    const exported = await exportAccount(database.db, ann.id);
    expect(exported?.follows).toMatchObject([{ kind: 'peptide', key: 'bpc-157' }]);
    await database.db.insert(notifications).values({
      userId: ann.id,
      kind: 'price_alert',
      message: 'BPC-157 5 mg at Swiss Chems dropped 15 % to $38.25.',
      link: '/peptide/bpc-157',
      itemKey: 'swiss-chems|BPC-157|5|mg|',
      itemDay: '2026-11-28',
    });
    await database.db.delete(user).where(eq(user.id, ann.id));
    expect(await followsOfMember(database, ann.id)).toEqual([]);
    const left = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, ann.id));
    expect(left).toEqual([]);
  });
});
