/**
 * Search of a common word ranks a bounded candidate set, the newest matches
 * (community-search-candidates.server.ts): more approved comments than the window holds, most of
 * them with a common word, one with a rare word older than all of them. The common word is found
 * among the newest rows; the rare one still exhaustively; who finds what is unchanged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { windowRows } from '../../app/features/site-search/community-search-candidates.server';
import { findResults, type SearchFound } from '../../app/features/site-search/search.server';
import { insertComment, insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestUser, type TestUser } from '../support/users';
import { memberAndAdmin, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;

// One database for the file: its tests only read, and its 5,500 rows take long to write.
beforeAll(async () => {
  ({ database, member, admin } = await memberAndAdmin());
  const db = database.db;
  const other = await createTestUser(db);
  const thread = await insertDiscussion(db, other.id, {
    title: 'Fridge notes',
    content: 'Where do you keep your vials?',
  });
  // More rows than the window, newest first by a second; nine in ten with the common word. The
  // per-row triggers (reply notices, the discussion's figures) are off: nothing here reads them,
  // and 5,500 runs of them outlast the test database's statement timeout.
  await db.execute(sql`alter table comments disable trigger user`);
  await db.execute(sql`
    insert into comments (content, discussion_id, author_id, status, created_at)
    select case when i % 10 = 0 then 'Shipping took a week, number ' || i
                else 'Fridge storage note number ' || i end,
           ${thread.id}, ${other.id}, 'approved', now() - make_interval(secs => i)
      from generate_series(1, ${windowRows + 500}) as i`);
  await db.execute(sql`alter table comments enable trigger user`);
  // Older than every one of them: outside the window.
  const old = sql`now() - interval '1 year'`;
  await db.execute(sql`
    insert into comments (content, discussion_id, author_id, status, created_at)
    values ('A zymogen remark from long ago', ${thread.id}, ${other.id}, 'approved', ${old})`);
  await insertComment(db, member.id, thread.id, {
    content: 'My own zymogen storage draft',
    status: 'pending',
  });
});
afterAll(() => database.close());

function search(q: string, cookie?: string): Promise<SearchFound> {
  const path = `/search?q=${encodeURIComponent(q)}`;
  return findResults(pageGet(path, cookie), createTestContext(database));
}
const snippets = (data: SearchFound) => data.results?.comments.map((hit) => hit.snippet) ?? [];

describe('search of a common word', () => {
  it('shows the best of the newest matches, and the same again when asked again', async () => {
    const first = await search('storage');
    expect(first.results?.comments).toHaveLength(8);
    for (const snippet of snippets(first)) expect(snippet).toContain('\u0001storage\u0002');
    // All ranks are equal here: the newest come first (numbers 1 to 9, not 10).
    const numbers = snippets(first).map((snippet) => Number(/number (\d+)/.exec(snippet)?.[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(snippets(await search('storage'))).toEqual(snippets(first));
  });

  it('still finds a rare word exhaustively, older than every row of the window', async () => {
    expect(snippets(await search('zymogen'))).toEqual([
      'A \u0001zymogen\u0002 remark from long ago',
    ]);
    // Two words, one common and one rare: only the rows with both.
    expect(await search('storage zymogen')).toMatchObject({ results: { comments: [] } });
  });

  it("finds a member's own pending comment for them and an admin only", async () => {
    const own = await search('zymogen', member.cookie);
    expect(own.results?.comments.map((hit) => hit.status).sort()).toEqual(['approved', 'pending']);
    const all = await search('zymogen', admin.cookie);
    expect(all.results?.comments).toHaveLength(2);
    const stranger = await createTestUser(database.db);
    expect(snippets(await search('zymogen', stranger.cookie))).toHaveLength(1);
  });
});
