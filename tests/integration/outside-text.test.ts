/**
 * Text from outside: U+0000 (which PostgreSQL cannot store) in any field of any form, a
 * visitor's or an admin's, is refused with a message under the field, 400, and nothing written;
 * in a search query it is only dropped.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import * as schema from '../../database/schema';
import * as adminRoute from '../../app/routes/admin';
import * as adminMembers from '../../app/routes/admin-members';
import * as authRoute from '../../app/routes/auth';
import * as contactRoute from '../../app/routes/contact';
import * as detailRoute from '../../app/routes/discussion-detail';
import * as labResultsRoute from '../../app/routes/admin-lab-results';
import * as newDiscussionRoute from '../../app/routes/new-discussion';
import * as pricesRoute from '../../app/routes/admin-prices';
import * as profileRoute from '../../app/routes/profile';
import * as searchRoute from '../../app/routes/search';
import * as vendorRoute from '../../app/routes/vendor-detail';
import * as vendorsRoute from '../../app/routes/admin-vendors';
import { moderationFailed } from '../../app/features/admin/admin-actions.server';
import { outsideTextMessages } from '../../app/utils/outside-text';
import { insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, defaultTestPassword, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;
let discussionId: string;
let reviewId: string;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, { username: 'member_one' });
  admin = await createTestUser(database.db, { isAdmin: true });
  discussionId = (await insertDiscussion(database.db, admin.id)).id;
  reviewId = (await insertReview(database.db, admin.id, { status: 'pending' })).id;
});
afterEach(() => database.close());

const context = () => createTestContext(database);

/** Every row a form could write: the same before and after a refused post. */
async function everything() {
  const { db } = database;
  const tables = [
    schema.contactMessages,
    schema.user,
    schema.session,
    schema.profiles,
    schema.discussions,
    schema.comments,
    schema.flags,
    schema.vendorReviews,
    schema.moderationLog,
    schema.vendors,
    schema.priceObservations,
    schema.labResults,
    schema.editorialLog,
  ];
  return JSON.stringify(await Promise.all(tables.map((table) => db.select().from(table))));
}

type Route = { action: unknown };
type Form = {
  route: Route;
  path: string;
  fields: () => Record<string, string>;
  field: string;
  as?: () => TestUser;
  params?: () => Record<string, string>;
};

const nul = 'before\u0000after';
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const price = {
  intent: 'one',
  vendor: 'swiss-chems',
  peptide: 'BPC-157',
  amount: '5',
  unit: 'mg',
  price: '25',
  observedOn: daysAgo(1),
  sourceUrl: 'https://swisschems.is/bpc-157',
  notes: '',
};
const labResult = {
  vendor: 'felixchem',
  peptide: 'Tirzepatide',
  lab: 'Janoshik Analytical',
  testedOn: daysAgo(3),
  expiresOn: daysAgo(-300),
  grade: 'A',
  numTests: '2',
  purityPercent: '99.1',
  labelMg: '10',
  measuredMg: '9.6',
  certificateUrl: '',
};
const vendor = {
  slug: 'new-labs',
  name: 'New Labs',
  rating: '7.5',
  trustScore: '70',
  testingCompany: '',
  priceRange: '$20-90',
  location: 'USA',
  city: '',
  established: '2021',
  shippingSpeed: '2-3 business days',
  description: 'A new vendor.',
  specialties: 'Blends',
  pros: 'Cheap',
  cons: 'New',
  warnings: '',
  url: 'https://newlabs.example',
  affiliateUrl: '',
  couponCode: '',
  group: 'Specialty',
};
const asMember = () => member;
const asAdmin = () => admin;
const onDiscussion = () => ({ id: discussionId });
const onVendor = () => ({ vendorSlug: 'peptide-sciences' });
const signUp = { intent: 'sign-up', username: 'lab_rat', displayName: 'Lab Rat' };

const forms: Record<string, Form> = {
  'the contact message': {
    route: contactRoute,
    path: '/contact',
    fields: () => ({ name: 'Ann', message: `Hello there, ${nul}` }),
    field: 'message',
  },
  'the contact name': {
    route: contactRoute,
    path: '/contact',
    fields: () => ({ name: nul, message: 'Hello there, operators.' }),
    field: 'name',
  },
  'the sign-in identifier': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ intent: 'sign-in', identifier: `member_one${nul}`, password: 'x-secret-1' }),
    field: 'identifier',
  },
  'the sign-in password': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ intent: 'sign-in', identifier: 'member_one', password: `pw${nul}` }),
    field: 'password',
  },
  'the sign-up e-mail': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ ...signUp, email: `a${nul}@example.test`, password: 'secret-42' }),
    field: 'email',
  },
  'the sign-up display name': {
    route: authRoute,
    path: '/auth',
    fields: () => ({ ...signUp, displayName: nul, email: 'a@example.test', password: 'secret-42' }),
    field: 'displayName',
  },
  'a discussion title': {
    route: newDiscussionRoute,
    path: '/community/new-discussion',
    fields: () => ({ title: nul, content: 'Body' }),
    field: 'title',
    as: asMember,
  },
  'a comment': {
    route: detailRoute,
    path: '/community/discussion/x',
    fields: () => ({ intent: 'comment', content: nul }),
    field: 'content',
    as: asMember,
    params: onDiscussion,
  },
  'a flag note': {
    route: detailRoute,
    path: '/community/discussion/x',
    fields: () => ({
      intent: 'flag',
      kind: 'discussion',
      id: discussionId,
      reason: 'spam',
      note: nul,
    }),
    field: 'note',
    as: asMember,
    params: onDiscussion,
  },
  'a review': {
    route: vendorRoute,
    path: '/vendors/peptide-sciences',
    fields: () => ({ intent: 'review', rating: '4', comment: nul }),
    field: 'comment',
    as: asMember,
    params: onVendor,
  },
  'the profile display name': {
    route: profileRoute,
    path: '/profile',
    fields: () => ({ intent: 'update-profile', displayName: nul, username: 'member_one' }),
    field: 'displayName',
    as: asMember,
  },
  'a moderation reason': {
    route: adminRoute,
    path: '/admin',
    fields: () => ({
      intent: 'moderate',
      kind: 'review',
      id: reviewId,
      decision: 'approve',
      reason: nul,
    }),
    field: 'reason',
    as: asAdmin,
  },
  'a flag decision reason': {
    route: adminRoute,
    path: '/admin',
    fields: () => ({
      intent: 'flags',
      kind: 'discussion',
      id: discussionId,
      decision: 'hide',
      reason: nul,
    }),
    field: 'reason',
    as: asAdmin,
  },
  'a price note': {
    route: pricesRoute,
    path: '/admin/prices',
    fields: () => ({ ...price, notes: nul }),
    field: 'notes',
    as: asAdmin,
  },
  'a CSV cell': {
    route: pricesRoute,
    path: '/admin/prices',
    fields: () => ({
      intent: 'csv',
      csv: `vendor,peptide,amount,unit,price,observed_on,source_url\nswiss-chems${nul},BPC-157,5,mg,25,${daysAgo(1)},https://swisschems.is/x`,
    }),
    field: 'csv',
    as: asAdmin,
  },
  'a lab name': {
    route: labResultsRoute,
    path: '/admin/lab-results',
    fields: () => ({ ...labResult, lab: nul }),
    field: 'lab',
    as: asAdmin,
  },
  'a vendor description': {
    route: vendorsRoute,
    path: '/admin/vendors',
    fields: () => ({ ...vendor, description: nul }),
    field: 'description',
    as: asAdmin,
  },
};

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

describe('U+0000 in a search query', () => {
  it.each([
    ['/admin/members', adminMembers],
    ['/search', searchRoute],
  ])('in %s is answered, never with a 500', async (path, route) => {
    const answer = await run(
      (route as { loader: unknown }).loader as (args: never) => unknown,
      pageGet(`${path}?q=bpc%00157`, admin.cookie),
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
  await database.db.execute(sql`drop table moderation_log cascade`);
  const answer = await run(
    adminRoute.action as (args: never) => unknown,
    formPost(
      '/admin',
      { intent: 'moderate', kind: 'review', id: reviewId, decision: 'reject', reason: 'Spam xyz' },
      { cookie: admin.cookie },
    ),
    context(),
  );
  expect(answer.status).toBe(500);
  expect(answer.data).toEqual({ ok: false, error: moderationFailed });
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
    const answer = await run(
      form.route.action as (args: never) => unknown,
      formPost(form.path, fields, { cookie: form.as?.().cookie }),
      context(),
      form.params?.() ?? {},
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain(outsideTextMessages.lineBreak);
    expect(await everything()).toBe(before);
  });
});
