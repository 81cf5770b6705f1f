/**
 * The world of the outside-text tests: a fresh database per test with a member, an admin, a
 * discussion and a pending review; what every form could write; a form posted as its user.
 */
import { afterEach, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import * as schema from '../../database/schema';
import { insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { formPost, run } from './auth-test-utils';

/** A fresh database per test with a member, an admin, a discussion and a pending review. */
export const world = {} as {
  database: DatabaseHandle;
  member: TestUser;
  admin: TestUser;
  discussionId: string;
  reviewId: string;
};

export function withWorld() {
  beforeEach(async () => {
    const database = await createTestDatabase();
    const member = await createTestUser(database.db, { username: 'member_one' });
    const admin = await createTestUser(database.db, { isAdmin: true });
    const discussionId = (await insertDiscussion(database.db, admin.id)).id;
    const reviewId = (await insertReview(database.db, admin.id, { status: 'pending' })).id;
    Object.assign(world, { database, member, admin, discussionId, reviewId });
  });
  afterEach(() => world.database.close());
}

export const context = () => createTestContext(world.database);

/** Every row a form could write: the same before and after a refused post. */
export async function everything() {
  const { db } = world.database;
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
export type Form = {
  route: Route;
  path: string;
  fields: () => Record<string, string>;
  field: string;
  as?: () => TestUser;
  params?: () => Record<string, string>;
};

/** Posts a form's fields (or others) as its user, to its route. */
export const postForm = (form: Form, fields = form.fields()) =>
  run(
    form.route.action as (args: never) => unknown,
    formPost(form.path, fields, { cookie: form.as?.().cookie }),
    context(),
    form.params?.() ?? {},
  );
