import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { discussionCategories, discussions } from '#database/schema';
import { insertDiscussion } from '../../../tests/support/community-fixtures';
import { createTestUser, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import {
  createDiscussion,
  getVisibleDiscussion,
  latestDiscussions,
  listCategories,
  listDiscussions,
} from './discussions.server';

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
    expect((await listDiscussions(database.db, { page: 1, categoryId: null })).discussions).toEqual(
      [],
    );
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

    const list = await listDiscussions(database.db, { page: 1, categoryId: null });
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

  it('pages by 20, clamps a page past the end and filters by category', async () => {
    const [safety] = await database.db
      .select({ id: discussionCategories.id })
      .from(discussionCategories)
      .where(eq(discussionCategories.slug, 'safety'));
    await database.db.insert(discussions).values(
      Array.from({ length: 45 }, (_, i) => ({
        title: `Discussion ${i}`,
        content: 'x',
        status: 'approved' as const,
        authorId: member.id,
        categoryId: i < 5 ? safety!.id : null,
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const first = await listDiscussions(database.db, { page: 1, categoryId: null });
    expect(first).toMatchObject({ page: 1, hasNextPage: true });
    expect(first.discussions).toHaveLength(20);
    expect(first.discussions[0]!.title).toBe('Discussion 0');
    const third = await listDiscussions(database.db, { page: 3, categoryId: null });
    expect(third.hasNextPage).toBe(false);
    expect(third.discussions.map((discussion) => discussion.title)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Discussion ${40 + i}`),
    );
    expect((await listDiscussions(database.db, { page: 99, categoryId: null })).page).toBe(3);
    const filtered = await listDiscussions(database.db, { page: 1, categoryId: safety!.id });
    expect(filtered.discussions).toHaveLength(5);
    expect(filtered.hasNextPage).toBe(false);
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
