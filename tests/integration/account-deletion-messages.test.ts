/**
 * Deleting an account takes the contact messages its member sent while signed in, and only
 * those: a message signed with the same address by a visitor or by another member (a report
 * about that address, say) stays on the admin Messages page.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { contactMessages } from '../../database/schema';
import { action } from '../../app/routes/profile';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { formPost, run } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('deleting an account and the contact messages', () => {
  it('removes the member’s own messages and keeps strangers’ signed with the same address', async () => {
    const member = await createTestUser(database.db, { email: 'mo.member@example.test' });
    const reporter = await createTestUser(database.db);
    await database.db.insert(contactMessages).values([
      { userId: member.id, email: member.email, body: 'Mine, sent signed in.' },
      { userId: member.id, body: 'Mine, signed in, no address given.' },
      { email: 'MO.MEMBER@example.test', body: 'Abuse report about this address (visitor).' },
      { userId: reporter.id, email: member.email, body: 'Another member, same address typed.' },
    ]);

    const outcome = await run(
      action,
      formPost(
        '/profile',
        { intent: 'delete-account', password: member.password },
        { cookie: member.cookie },
      ),
      createTestContext(database),
    );
    expect(outcome.status).toBe(302);

    const kept = await database.db.select({ body: contactMessages.body }).from(contactMessages);
    expect(kept.map((message) => message.body).sort()).toEqual([
      'Abuse report about this address (visitor).',
      'Another member, same address typed.',
    ]);
  });
});
