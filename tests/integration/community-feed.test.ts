/**
 * The Atom feeds of new approved discussions: approved only, newest first, per
 * category too, every text escaped; an unknown category is a 404.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { loader } from '../../app/routes/community-feed';
import { insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestUser } from '../support/users';
import { createTestDatabase } from '../support/test-database';
import { pageGet } from './community-test-utils';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await createTestDatabase();
  const author = await createTestUser(database.db, { displayName: 'Ann & <Co>' });
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
  await insertDiscussion(database.db, author.id, {
    title: 'Older <b>research</b> note',
    categorySlug: 'research',
    createdAt: at(0),
  });
  await insertDiscussion(database.db, author.id, { title: 'Newest general', createdAt: at(5) });
  await insertDiscussion(database.db, author.id, { title: 'Still pending', status: 'pending' });
});
afterEach(() => database.close());

async function feed(path: string, slug?: string) {
  const response = await loader({
    request: pageGet(path),
    context: createTestContext(database),
    params: slug ? { slug } : {},
  } as never);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    xml: await response.text(),
  };
}

const titles = (xml: string) =>
  [...xml.matchAll(/<entry>[\s\S]*?<title>(.*?)<\/title>/g)].map((m) => m[1]);

describe('community feeds', () => {
  it('lists approved discussions, newest first, as Atom with every text escaped', async () => {
    const { status, type, xml } = await feed('/community/feed.xml');
    expect(status).toBe(200);
    expect(type).toBe('application/atom+xml; charset=utf-8');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(titles(xml)).toEqual(['Newest general', 'Older &#60;b&#62;research&#60;/b&#62; note']);
    expect(xml).toContain('<name>Ann &#38; &#60;Co&#62;</name>');
    expect(xml).not.toContain('Still pending');
  });

  it('has one feed per category, and a 404 for a category that does not exist', async () => {
    const { xml } = await feed('/community/category/research/feed.xml', 'research');
    expect(titles(xml)).toEqual(['Older &#60;b&#62;research&#60;/b&#62; note']);
    await expect(feed('/community/category/nope/feed.xml', 'nope')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('dates an empty category feed at the moment it is written, not in 1970', async () => {
    const before = Date.now();
    const { status, xml } = await feed('/community/category/handling/feed.xml', 'handling');
    expect(status).toBe(200);
    expect(titles(xml)).toEqual([]);
    const updated = Date.parse(/<feed[\s\S]*?<updated>(.*?)<\/updated>/.exec(xml)![1]!);
    expect(updated).toBeGreaterThanOrEqual(before - 1_000);
    expect(updated).toBeLessThanOrEqual(Date.now());
  });
});
