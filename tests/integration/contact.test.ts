/**
 * /contact and the admin Messages page: a visitor's or member's message is kept (and
 * mailed to CONTACT_EMAIL when set); bad input, a filled honeypot, a cross-site post and the
 * sixth message in an hour are refused with nothing kept; only admins read or mark messages.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { contactMessages } from '../../database/schema';
import { action } from '../../app/routes/contact';
import {
  action as messagesAction,
  loader as messagesLoader,
} from '../../app/routes/admin-messages';
import { createTestContext, testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
const outbox = join('.tmp', 'test-contact-outbox');
beforeEach(async () => {
  database = await createTestDatabase();
  await rm(outbox, { recursive: true, force: true });
});
afterEach(() => database.close());

const context = (env: Partial<typeof testEnv> = {}) =>
  createTestContext(database, { env: { ...testEnv, ...env } });
const message = 'The BPC-157 page lists a vendor that closed in October.';
const send = (
  fields: Record<string, string>,
  options: Parameters<typeof formPost>[2] = {},
  env: Partial<typeof testEnv> = {},
) => run(action, formPost('/contact', { message, ...fields }, options), context(env));
const kept = () => database.db.select().from(contactMessages);

describe('/contact', () => {
  it('keeps a visitor’s message and mails it to CONTACT_EMAIL when set', async () => {
    const env = { CONTACT_EMAIL: 'team@peptidia.example', DATA_DIR: outbox };
    const sent = await send({ name: 'Ann', email: 'ann@example.test' }, {}, env);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe('/contact?toast=message-sent');
    expect(await kept()).toMatchObject([
      { name: 'Ann', email: 'ann@example.test', body: message, userId: null },
    ]);
    // The mail is written after the answer, to a '.partial' file renamed when whole.
    const written = async () =>
      (await readdir(join(outbox, 'outbox')).catch(() => [])).filter((name) =>
        name.endsWith('.eml'),
      );
    await expect.poll(async () => (await written()).length).toBe(1);
    const [file] = await written();
    const mail = await readFile(join(outbox, 'outbox', file!), 'utf8');
    expect(mail).toContain('To: team@peptidia.example');
    expect(mail).toContain('vendor that closed in October');
  });

  it('keeps a member’s message with their account, e-mail optional', async () => {
    const member = await createTestUser(database.db);
    expect((await send({}, { cookie: member.cookie })).status).toBe(302);
    expect(await kept()).toMatchObject([{ email: null, userId: member.id }]);
  });

  it('refuses bad input, a filled honeypot and a cross-site post, keeping nothing', async () => {
    const short = await send({ message: 'hi' });
    expect(short.status).toBe(400);
    expect(short.data).toMatchObject({ fieldErrors: { message: 'Write at least 10 characters.' } });
    expect(short.headers.get('cache-control')).toBe('private, no-store');
    expect((await send({ email: 'not-an-address' })).status).toBe(400);
    expect((await send({ message: 'x'.repeat(5001) })).status).toBe(400);
    expect((await send({ name: 'n'.repeat(101) })).status).toBe(400);
    const bot = await send({ website: 'http://spam.example' });
    expect(bot.location).toBe('/contact?toast=message-sent');
    const foreign = await send({}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await kept()).toEqual([]);
  });

  it('refuses the sixth message in an hour from one address', async () => {
    for (let i = 0; i < 5; i++) expect((await send({})).status).toBe(302);
    const sixth = await send({});
    expect(sixth.status).toBe(429);
    expect(await kept()).toHaveLength(5);
  });
});

describe('/admin/messages', () => {
  it('is for admins only, who read and mark messages', async () => {
    await send({ name: 'Ann' });
    const id = (await kept())[0]!.id;
    const member = await createTestUser(database.db);
    const admin = await createTestUser(database.db, { isAdmin: true });
    expect((await run(messagesLoader, pageGet('/admin/messages'), context())).location).toMatch(
      /^\/auth/,
    );
    expect(
      (await run(messagesLoader, pageGet('/admin/messages', member.cookie), context())).location,
    ).toBe('/community');
    const mark = (cookie: string) =>
      run(
        messagesAction,
        formPost('/admin/messages', { id, handled: 'yes' }, { cookie }),
        context(),
      );
    expect((await mark(member.cookie)).location).toBe('/community');
    expect((await kept())[0]?.handledAt).toBeNull();
    const page = await run<{ messages: { body: string; handled: boolean }[] }>(
      messagesLoader,
      pageGet('/admin/messages', admin.cookie),
      context(),
    );
    expect(page.data?.messages).toMatchObject([{ body: message, handled: false }]);
    expect((await mark(admin.cookie)).status).toBe(200);
    expect((await kept())[0]?.handledAt).not.toBeNull();
  });
});
