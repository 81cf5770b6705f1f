import { afterEach, describe, expect, it } from 'vitest';
import { discussionCategories } from './schema';
import { createTestDatabase } from '../tests/support/test-database';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle | undefined;
afterEach(() => database?.close());

describe('database', () => {
  it('is migrated and seeded with forum categories, each with a hex colour', async () => {
    database = await createTestDatabase();
    const categories = await database.db
      .select({ name: discussionCategories.name, color: discussionCategories.color })
      .from(discussionCategories);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const category of categories) expect(category.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('rejects a category colour that is not hex', async () => {
    database = await createTestDatabase();
    await expect(
      database.db
        .insert(discussionCategories)
        .values({ name: 'X', color: 'red', slug: 'x', description: 'x' }),
    ).rejects.toThrow();
  });

  it('answers the health ping', async () => {
    database = await createTestDatabase();
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
