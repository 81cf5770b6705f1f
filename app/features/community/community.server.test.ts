import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { discussions } from '#database/schema';
import { insertDiscussion } from '../../../tests/support/community-fixtures';
import { createTestUser, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import {
  createDiscussion,
  getVisibleDiscussion,
  latestDiscussions,
  listCategories,
} from './discussions.server';
import { listDiscussions } from './discussion-list.server';

const firstPage = { start: { first: true }, categoryId: null, categorySlug: null } as const;

let database: DatabaseHandle;
let member: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, { username: 'alice', displayName: 'Alice A.' });
});
afterEach(() => database.close());

describe('categories', () => {
  it('lists the eight seeded categories by name', async () => {
    const categories = await listCategories(database.db);
    expect(categories).toHaveLength(8);
    expect(categories.map((category) => category.name)).toEqual(
      [...categories.map((category) => category.name)].sort(),
    );
  });
});

describe('creating discussions', () => {
  it('stores a pending discussion, invisible on every member-facing read', async () => {
    const [category] = await listCategories(database.db);
    const result = await createDiscussion(database.db, member.id, {
      title: 'Storage of BPC-157',
      content: 'How long does it keep?',
      categoryId: category!.id,
    });
    expect(result.ok).toBe(true);
    const [row] = await database.db.select().from(discussions);
    expect(row).toMatchObject({
      status: 'pending',
      isPinned: false,
      replyCount: 0,
      authorId: member.id,
    });
    expect(await getVisibleDiscussion(database.db, row!.id)).toBeNull();
    expect((await listDiscussions(database.db, firstPage)).discussions).toEqual([]);
    expect(await latestDiscussions(database.db, 6)).toEqual([]);
  });

  it('answers an unknown category with a field error and writes nothing', async () => {
    const result = await createDiscussion(database.db, member.id, {
      title: 'T',
      content: 'C',
      categoryId: crypto.randomUUID(),
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { categoryId: 'Please choose a category from the list.' },
    });
    expect(await database.db.select().from(discussions)).toEqual([]);
  });

  it('is refused by PostgreSQL itself with a blank or over-long title', async () => {
    await expect(insertDiscussion(database.db, member.id, { title: '   ' })).rejects.toThrow();
    await expect(
      insertDiscussion(database.db, member.id, { title: 'x'.repeat(201) }),
    ).rejects.toThrow();
    await expect(insertDiscussion(database.db, member.id, { content: ' ' })).rejects.toThrow();
  });
});

describe('reading discussions', () => {
  it('lists approved discussions pinned first then newest, with author and category', async () => {
    const admin = await createTestUser(database.db, { username: 'mod', isAdmin: true });
    const base = Date.now() - 60_000;
    await insertDiscussion(database.db, member.id, { title: 'old', createdAt: new Date(base) });
    await insertDiscussion(database.db, admin.id, {
      title: 'pinned',
      isPinned: true,
      categorySlug: 'safety',
      createdAt: new Date(base - 1000),
    });
    await insertDiscussion(database.db, member.id, {
      title: 'new',
      createdAt: new Date(base + 1000),
    });
    await insertDiscussion(database.db, member.id, { title: 'waiting', status: 'pending' });
    await insertDiscussion(database.db, member.id, { title: 'refused', status: 'rejected' });

    const list = await listDiscussions(database.db, firstPage);
    expect(list.discussions.map((discussion) => discussion.title)).toEqual([
      'pinned',
      'new',
      'old',
    ]);
    expect(list.discussions[0]).toMatchObject({
      isPinned: true,
      category: { name: 'Safety & Side Effects', color: '#b91c1c', slug: 'safety' },
      author: { username: 'mod', isAdmin: true },
    });
    expect(list.discussions[1]!.author).toEqual({
      username: 'alice',
      displayName: 'Alice A.',
      avatarUrl: null,
      isAdmin: false,
    });
    expect(JSON.stringify(list)).not.toContain(member.id);

    const latest = await latestDiscussions(database.db, 6);
    expect(latest.map((discussion) => discussion.title)).toEqual(['new', 'old', 'pinned']);
  });

  it('opens only approved discussions', async () => {
    const approved = await insertDiscussion(database.db, member.id, { content: 'line 1\nline 2' });
    const pending = await insertDiscussion(database.db, member.id, { status: 'pending' });
    const rejected = await insertDiscussion(database.db, member.id, { status: 'rejected' });
    expect(await getVisibleDiscussion(database.db, approved.id)).toMatchObject({
      content: 'line 1\nline 2',
      replyCount: 0,
    });
    expect(await getVisibleDiscussion(database.db, pending.id)).toBeNull();
    expect(await getVisibleDiscussion(database.db, rejected.id)).toBeNull();
    expect(await getVisibleDiscussion(database.db, crypto.randomUUID())).toBeNull();
  });
});
