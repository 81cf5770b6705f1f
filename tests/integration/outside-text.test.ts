/**
 * Text from outside: U+0000 (which PostgreSQL cannot store) in any field of any form, a
 * visitor's or an admin's, is refused with a message under the field, 400, and nothing written;
 * in a search query it is only dropped. A line break in a single-line field is refused too.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as adminRoute from '../../app/routes/admin';
import * as adminMembers from '../../app/routes/admin-members';
import * as authRoute from '../../app/routes/auth';
import * as searchRoute from '../../app/routes/search';
import * as vendorsRoute from '../../app/routes/admin-vendors';
import { moderationFailed } from '../../app/features/admin/admin-actions.server';
import { outsideTextMessages } from '../../app/utils/outside-text';
import { defaultTestPassword } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';
import { forms } from './outside-text-forms';
import { context, everything, postForm, withWorld, world } from './outside-text-world';

withWorld();

describe('U+0000 in a form field', () => {
  it.each(Object.entries(forms))(
    'in %s is refused with a message, writing nothing',
    async (_, form) => {
      const before = await everything();
      const answer = await run(
        form.route.action as (args: never) => unknown,
        formPost(form.path, form.fields(), { cookie: form.as?.().cookie }),
        context(),
        form.params?.() ?? {},
      );
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.data)).toContain(outsideTextMessages.control);
      expect(await everything()).toBe(before);
    },
  );
});

describe('U+0000 in a query parameter that names a row', () => {
  it('in a reset link answers that the link failed', async () => {
    const answer = await run(
      authRoute.loader as (args: never) => unknown,
      pageGet('/auth?token=abc%00def'),
      context(),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ resetToken: null, linkFailed: true });
  });

  it('in the vendor editor chooses no vendor', async () => {
    const answer = await run(
      vendorsRoute.loader as (args: never) => unknown,
      pageGet('/admin/vendors?vendor=swiss%00-chems', world.admin.cookie),
      context(),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ chosen: null });
  });
});

describe('U+0000 in a search query', () => {
  it.each([
    ['/admin/members', adminMembers],
    ['/search', searchRoute],
  ])('in %s is answered, never with a 500', async (path, route) => {
    const answer = await run(
      (route as { loader: unknown }).loader as (args: never) => unknown,
      pageGet(`${path}?q=bpc%00157`, world.admin.cookie),
      context(),
    );
    expect([200, 400]).toContain(answer.status);
  });
});

it('signs in as before once the password is typed without the control character', async () => {
  const answer = await run(
    authRoute.action as (args: never) => unknown,
    formPost('/auth', {
      intent: 'sign-in',
      identifier: 'member_one',
      password: defaultTestPassword,
    }),
    context(),
  );
  expect(answer.status).toBe(302);
});

it('answers a failed moderation with its own words, never the database’s', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await world.database.db.execute(sql`drop table moderation_log cascade`);
  const answer = await run(
    adminRoute.action as (args: never) => unknown,
    formPost(
      '/admin',
      {
        intent: 'moderate',
        kind: 'review',
        id: world.reviewId,
        decision: 'reject',
        reason: 'Spam xyz',
      },
      { cookie: world.admin.cookie },
    ),
    context(),
  );
  expect(answer.status).toBe(500);
  expect(answer.data).toEqual({ ok: false, message: moderationFailed });
  const log = logged.mock.calls.flat().map(String).join('\n');
  expect(log).toContain('[admin] moderation failed');
  expect(log).not.toMatch(/moderation_log|Spam xyz/);
  logged.mockRestore();
});

describe('a line break in a single-line field', () => {
  const broken = 'Ann\nSECURITY: reset at http://evil.example';
  it.each([
    'the sign-up display name',
    'the profile display name',
    'a discussion title',
    'the contact name',
    'a moderation reason',
    'a flag decision reason',
    'a lab name',
  ])('in %s is refused with a message, writing nothing', async (label) => {
    const form = forms[label]!;
    const fields = Object.fromEntries(
      Object.entries(form.fields()).map(([key, value]) => [
        key,
        key === form.field ? broken : value,
      ]),
    );
    const before = await everything();
    const answer = await postForm(form, fields);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain(outsideTextMessages.lineBreak);
    expect(await everything()).toBe(before);
  });
});
