/**
 * E-mail digests: off until asked for, at most one an hour listing what is unread,
 * and an unsubscribe link that works signed out and cannot be forged.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { profiles, user } from '#database/schema';
import { sendDueDigests } from '~/features/notifications/digest.server';
import { action as profileAction } from '~/routes/profile';
import { action, loader } from '~/routes/notifications-unsubscribe';
import { formPost, pageGet, run } from './auth-test-utils';
import { insertComment, insertDiscussion } from '../support/community-fixtures';
import { mailText } from '../support/mail-body';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';

let database: DatabaseHandle;
let dataDir: string;
let context: AppLoadContext;
let ada: TestUser;
let bob: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'peptidia-digest-'));
  const base = createTestContext(database);
  context = createTestContext(database, { env: { ...base.env, DATA_DIR: dataDir } });
  ada = await createTestUser(database.db, {
    username: 'ada',
    email: 'ada@example.test',
    emailVerified: true,
  });
  bob = await createTestUser(database.db, { username: 'bob' });
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const outbox = () => {
  try {
    return readdirSync(join(dataDir, 'outbox')).map((file) =>
      mailText(readFileSync(join(dataDir, 'outbox', file), 'utf8')),
    );
  } catch {
    return [];
  }
};
const digests = () => sendDueDigests(context.db, context.env);
// Signed in through the default test context (its secret signed the cookies).
const turnOn = (member: TestUser) =>
  run(
    profileAction,
    formPost(
      '/profile',
      { intent: 'email-notifications', enabled: 'on' },
      { cookie: member.cookie },
    ),
    createTestContext(database),
  );

describe('digests', () => {
  it('go only to a proved address: an unproved member waits until it is proved', async () => {
    const squatter = await createTestUser(database.db, { email: 'someone-else@example.test' });
    await turnOn(squatter);
    const discussion = await insertDiscussion(database.db, squatter.id, { title: 'Storage' });
    await insertComment(database.db, bob.id, discussion.id);
    expect(await digests()).toBe(0);
    expect(outbox()).toEqual([]);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, squatter.id));
    expect(await digests()).toBe(1);
    expect(outbox()[0]).toContain('To: someone-else@example.test');
  });

  it('are off until the member turns them on in Profile Settings', async () => {
    const discussion = await insertDiscussion(database.db, ada.id, { title: 'Storage' });
    await insertComment(database.db, bob.id, discussion.id);
    expect(await digests()).toBe(0);
    await turnOn(ada);
    expect(await digests()).toBe(1);
    const [mail] = outbox();
    expect(mail).toContain('To: ada@example.test');
    expect(mail).toMatch(/bob replied to your discussion .+Storage/);
    expect(mail).toMatch(
      /List-Unsubscribe:\s+<http:\/\/localhost:3000\/notifications\/unsubscribe\?member=/,
    );
  });

  it('go at most once an hour, each notice once', async () => {
    await turnOn(ada);
    const discussion = await insertDiscussion(database.db, ada.id);
    await insertComment(database.db, bob.id, discussion.id);
    expect(await digests()).toBe(1);
    await insertComment(database.db, bob.id, discussion.id);
    expect(await digests()).toBe(0);
    await database.db
      .update(profiles)
      .set({ lastDigestAt: sql`now() - interval '61 minutes'` })
      .where(eq(profiles.userId, ada.id));
    expect(await digests()).toBe(1);
    expect(await digests()).toBe(0);
    const mails = outbox();
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.includes('1 new notification'))).toBe(true);
  });
});

describe('the unsubscribe link', () => {
  async function linkFor() {
    await turnOn(ada);
    const discussion = await insertDiscussion(database.db, ada.id);
    await insertComment(database.db, bob.id, discussion.id);
    await digests();
    const link = /To stop them: (\S+)/.exec(outbox()[0]!)![1]!;
    return new URL(link);
  }
  const wants = async () =>
    (await database.db.select().from(profiles).where(eq(profiles.userId, ada.id)))[0]!
      .emailNotifications;

  it('works signed out, by its button (opening it changes nothing)', async () => {
    const link = await linkFor();
    const path = link.pathname + link.search;
    expect((await run(loader, pageGet(path), context)).data).toEqual({ valid: true });
    expect(await wants()).toBe(true);
    const done = await run(action, formPost(path, {}), context);
    expect(done.data).toEqual({ ok: true });
    expect(await wants()).toBe(false);
  });

  it('cannot be forged for another member', async () => {
    const link = await linkFor();
    link.searchParams.set('member', bob.id);
    const forged = await run(action, formPost(link.pathname + link.search, {}), context);
    expect(forged.status).toBe(400);
    expect(forged.data).toEqual({
      ok: false,
      message: 'This unsubscribe link is not valid. You can turn e-mails off in Profile Settings.',
    });
    const unsigned = await run(
      action,
      formPost(`/notifications/unsubscribe?member=${ada.id}`, {}),
      context,
    );
    expect(unsigned.status).toBe(400);
    expect(await wants()).toBe(true);
  });
});
