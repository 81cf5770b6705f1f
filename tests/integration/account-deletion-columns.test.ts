/**
 * Every column that can hold a member's personal value, and what deleting the account does to
 * it. The list is read from the database: a new table or column fails the first test until it is
 * classified here, and every "erased" column is searched for the member's values after a deletion.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import {
  contactMessages,
  deletedMemberId,
  discussions,
  editorialActions,
  editorialLog,
  flags,
  moderationLog,
  notifications,
  priceObservations,
  rateLimits,
  session,
  vendors,
} from '../../database/schema';
import { action } from '../../app/routes/profile';
import { insertComment, insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { erasedColumnsHolding, schemaColumns } from '../support/erased-columns';
import { personalColumns } from '../support/personal-columns';
import { createAddressProof, redeemAddressProof } from '~/features/auth/address-proof.server';
import { formPost, run } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());
const holding = (values: string[]) => erasedColumnsHolding(database.db, values);

const personal = {
  username: 'zed_quasar',
  displayName: 'Zed Quasarian',
  email: 'zed.quasarian@example.test',
  avatarUrl: 'https://images.example.test/zed-quasarian.png',
};
const formerEmail = 'zed.former@example.test';
const ip = '203.0.113.77';
const userAgent = 'ZedBrowser/9.1';

/** The member as an admin who moderated, edited prices, was suspended once and wrote to us. */
async function memberWithTraces() {
  const member = await createTestUser(database.db, { ...personal, isAdmin: true });
  const admin = await createTestUser(database.db, { isAdmin: true });
  const other = await createTestUser(database.db);
  await database.db
    .update(session)
    .set({ ipAddress: ip, userAgent })
    .where(eq(session.userId, member.id));
  const quoted = `${personal.displayName} <${personal.email}>, @${personal.username}`;
  const own = await insertDiscussion(database.db, member.id);
  await database.db.update(discussions).set({ hiddenReason: `Spam by ${quoted}` });
  const theirs = await insertDiscussion(database.db, other.id);
  const reply = await insertComment(database.db, member.id, theirs.id);
  await insertComment(database.db, other.id, own.id);
  await database.db.insert(flags).values({
    userId: other.id,
    commentId: reply.id,
    reason: 'spam',
    note: `${quoted} again`,
    resolvedBy: member.id,
  });
  await database.db.insert(notifications).values({
    userId: other.id,
    kind: 'content_hidden',
    discussionId: theirs.id,
    reason: `Copied from ${quoted}`,
  });
  await database.db.insert(moderationLog).values([
    { actorId: member.id, action: 'approve', targetKind: 'discussion', targetId: theirs.id },
    {
      ...{ actorId: admin.id, action: 'suspend', targetKind: 'user', targetId: member.id },
      reason: `Spam sent from ${quoted}`,
    },
    { actorId: member.id, action: 'grant_admin', targetKind: 'user', targetId: other.id },
  ]);
  const [vendor] = await database.db.select({ id: vendors.id }).from(vendors).limit(1);
  await database.db.insert(editorialLog).values({
    ...{ actorId: member.id, action: editorialActions[0], vendorId: vendor!.id },
    summary: `Prices checked by ${personal.displayName}`,
  });
  await database.db.insert(priceObservations).values({
    ...{ vendorId: vendor!.id, peptide: 'BPC-157', amount: 5, unit: 'mg', priceUsd: 30 },
    ...{ observedOn: '2026-01-02', sourceUrl: 'https://shop.example/bpc', enteredBy: member.id },
  });
  await database.db
    .insert(rateLimits)
    .values(
      [
        `signInFailuresPerAccount:${personal.email}`,
        `resetRequestPerEmail:${personal.email}`,
        `vote:user:${member.id}`,
        `passwordChangePerUser:${member.id}`,
      ].map((key) => ({ key, count: 1 })),
    );
  // A counter from before an e-mail change, its window long over.
  await database.db.insert(rateLimits).values({
    key: `signInFailuresPerAccount:${formerEmail}`,
    count: 3,
    windowStartedAt: new Date(Date.now() - 2 * 3600_000),
  });
  await database.db.insert(contactMessages).values({
    ...{ userId: member.id, name: personal.displayName, email: formerEmail },
    body: 'Sent while signed in, signed with my former address.',
  });
  return { member, admin, other };
}

const deleteAccount = (member: TestUser) => {
  const form = { intent: 'delete-account', password: member.password };
  return run(
    action,
    formPost('/profile', form, { cookie: member.cookie }),
    createTestContext(database),
  );
};

describe('the personal values of a deleted account', () => {
  it('are classified for every column of every table', async () => {
    const found = (await schemaColumns(database.db)).map(
      ({ table, column }) => `${table}.${column}`,
    );
    const listed = Object.entries(personalColumns).flatMap(([table, kinds]) =>
      Object.keys(kinds).map((column) => `${table}.${column}`),
    );
    expect(found.filter((column) => !listed.includes(column))).toEqual([]);
    expect(listed.filter((column) => !found.includes(column))).toEqual([]);
  });

  it('are in no erased column after the deletion, and the audit trail keeps its entries', async () => {
    const { member } = await memberWithTraces();
    const values = [...Object.values(personal), formerEmail, ip, userAgent, member.id];
    expect((await holding(values)).length).toBeGreaterThan(10); // the fixture put them there
    const auditBefore = await database.db.select().from(moderationLog).orderBy(moderationLog.id);

    expect((await deleteAccount(member)).status).toBe(302);

    expect(await holding(values)).toEqual([]);
    const auditAfter = await database.db.select().from(moderationLog).orderBy(moderationLog.id);
    expect(auditAfter.map((entry) => [entry.id, entry.action, entry.targetKind])).toEqual(
      auditBefore.map((entry) => [entry.id, entry.action, entry.targetKind]),
    );
    const suspension = auditAfter.find((entry) => entry.action === 'suspend');
    expect(suspension).toMatchObject({ targetId: deletedMemberId });
    expect(suspension?.reason).toMatch(/^Spam sent from /);
    const approval = auditAfter.find((entry) => entry.action === 'approve');
    expect(approval?.actorId).toBe(deletedMemberId);
  });

  it('include every username, name and address the member had before, quoted by others', async () => {
    const first = { username: 'gina_t', displayName: 'Gina Tessaro', email: 'gina@example.test' };
    const member = await createTestUser(database.db, first);
    const admin = await createTestUser(database.db, { isAdmin: true });
    const other = await createTestUser(database.db);
    const context = createTestContext(database);
    const rename = async (username: string, displayName: string) => {
      const form = { intent: 'update-profile', username, displayName, avatarUrl: '' };
      expect(
        (await run(action, formPost('/profile', form, { cookie: member.cookie }), context)).status,
      ).toBe(302);
    };
    await rename('gina_m', 'Gina Marlow');
    await rename('gina_x', 'Gina X');
    const proof = { userId: member.id, email: 'gina.new@example.test' };
    const token = new URL(await createAddressProof(database.db, context.env, proof)).searchParams;
    expect(await redeemAddressProof(context, token.get('token')!, member.id)).toBe('changed');

    const theirs = await insertDiscussion(database.db, other.id);
    const reply = await insertComment(database.db, member.id, theirs.id);
    await database.db.insert(flags).values({
      ...{ userId: other.id, commentId: reply.id, reason: 'spam' },
      note: 'gina_t (gina@example.test) again, now as gina_m',
    });
    await database.db.insert(moderationLog).values({
      ...{ actorId: admin.id, action: 'suspend', targetKind: 'user', targetId: member.id },
      reason: 'Spam from Gina Tessaro, who was gina_t (gina@example.test)',
    });
    await database.db.insert(notifications).values({
      ...{ userId: other.id, kind: 'content_hidden', discussionId: theirs.id },
      reason: 'Copied from Gina Marlow',
    });
    const formerValues = ['gina_t', 'gina@example.test', 'gina_m', 'Gina Tessaro', 'Gina Marlow'];
    expect(await holding(formerValues)).not.toEqual([]); // the fixture put them there

    expect((await deleteAccount(member)).status).toBe(302);
    expect(await holding([...formerValues, 'gina_x', 'gina.new@example.test'])).toEqual([]);
    const [flag] = await database.db.select({ note: flags.note }).from(flags);
    expect(flag?.note).toBe('a deleted member (a deleted member) again, now as a deleted member');
  });
});
