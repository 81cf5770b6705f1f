/**
 * Search: the forum part through the real database, as the /search loader runs it.
 * Approved content for everybody; a member's own pending or rejected content for them and the
 * admins only; a comment in a discussion nobody may see stays hidden with it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { loader } from '../../app/routes/search';
import type { SearchPageData } from '../../app/features/site-search/search-page.server';
import { findResults, type SearchFound } from '../../app/features/site-search/search.server';
import { searchMessages } from '../../app/features/site-search/search-query';
import { searchPageParts } from '../../app/features/site-search/search-page.server';
import { framePartToken } from '../../app/utils/page-frame.server';
import { insertComment, insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestUser, type TestUser } from '../support/users';
import { call, memberAndAdmin, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;
let other: TestUser;

beforeEach(async () => {
  ({ database, member, admin } = await memberAndAdmin());
  other = await createTestUser(database.db);
  const db = database.db;
  const approved = await insertDiscussion(db, other.id, {
    title: 'Reconstitution with bacteriostatic water',
    content: 'How much water do you add to a 5 mg vial of BPC-157?',
  });
  await insertComment(db, other.id, approved.id, { content: 'I use two millilitres of water.' });
  await insertDiscussion(db, member.id, {
    title: 'Tendon healing log',
    content: 'My own pending notes on tendon healing.',
    status: 'pending',
  });
  const hidden = await insertDiscussion(db, other.id, {
    title: 'Rejected post',
    content: 'Tendon claims that were rejected.',
    status: 'rejected',
  });
  await insertComment(db, other.id, hidden.id, { content: 'A tendon comment under it.' });
});
afterEach(() => database.close());

/** What the page's search finds (search-page.server.ts makes the page's markup of it). */
function search(q: string, cookie?: string): Promise<SearchFound> {
  const path = `/search?q=${encodeURIComponent(q)}`;
  return findResults(pageGet(path, cookie), createTestContext(database));
}
const titles = (data: SearchFound, group: 'discussions' | 'comments') =>
  data.results?.[group].map((hit) => hit.title) ?? [];

describe('search', () => {
  it('finds words by their start and phrases as written, across the site and the forum', async () => {
    const data = await search('bacterio');
    expect(titles(data, 'discussions')).toEqual(['Reconstitution with bacteriostatic water']);
    expect(data.results?.guides.length).toBeGreaterThan(0); // the guide mentions it too
    // Whole words, then the start of the last one, as a search box is typed.
    const typing = await search('reconstitution bacterio');
    expect(titles(typing, 'discussions')).toEqual(['Reconstitution with bacteriostatic water']);
    const phrase = await search('"two millilitres"');
    expect(titles(phrase, 'comments')).toEqual(['Reconstitution with bacteriostatic water']);
    expect(titles(await search('"millilitres two"'), 'comments')).toEqual([]);
    const peptide = await search('bpc');
    expect(peptide.results?.peptides.map((hit) => hit.title)).toContain('BPC-157');
  });

  it('answers each search with its own words when a statement of its shape is reused', async () => {
    // One word, as a member: the same prepared statement each time, past the five runs after
    // which PostgreSQL may keep one plan for it.
    const expected = [
      ['reconstitution', ['Reconstitution with bacteriostatic water']],
      ['tendon', ['Tendon healing log']],
      ['nothingmatches', []],
    ] as const;
    for (let round = 0; round < 3; round++) {
      for (const [word, found] of expected) {
        expect(titles(await search(word, member.cookie), 'discussions')).toEqual(found);
      }
    }
    // The other member, with the same shape: not the first member's pending post.
    expect(
      titles(await search('tendon', (await createTestUser(database.db)).cookie), 'discussions'),
    ).toEqual([]);
  });

  it('marks the matched words in the passage', async () => {
    const [hit] = (await search('water')).results!.comments;
    expect(hit?.snippet).toContain('\u0001water\u0002');
    expect(hit?.href).toMatch(/^\/community\/discussion\/[0-9a-f-]{36}#comment-[0-9a-f-]{36}$/);
  });

  it('never shows pending or rejected content to visitors or other members', async () => {
    const stranger = await createTestUser(database.db);
    for (const cookie of [undefined, stranger.cookie]) {
      const data = await search('tendon', cookie);
      expect(titles(data, 'discussions')).not.toContain('Tendon healing log');
      expect(titles(data, 'discussions')).not.toContain('Rejected post');
      expect(titles(data, 'comments')).toEqual([]);
    }
  });

  it('shows its author their own pending post, marked, and an admin everything', async () => {
    const own = await search('tendon', member.cookie);
    expect(own.results?.discussions.map((hit) => [hit.title, hit.status])).toEqual([
      ['Tendon healing log', 'pending'],
    ]);
    const all = await search('tendon', admin.cookie);
    expect(titles(all, 'discussions').sort()).toEqual(['Rejected post', 'Tendon healing log']);
    expect(titles(all, 'comments')).toEqual(['Rejected post']);
  });

  it('answers an empty, junk or overlong query with a message and no results', async () => {
    expect(await search('')).toMatchObject({ message: searchMessages.empty, results: null });
    expect(await search('%%% !!!')).toMatchObject({ message: searchMessages.junk, results: null });
    const long = await search('a'.repeat(201));
    expect(long).toMatchObject({ message: searchMessages.tooLong, results: null });
    // Query syntax is only ever a value: these find nothing rather than fail.
    for (const q of ["' or 1=1 --", 'a & b | !c', 'x:* <-> y']) {
      expect((await search(q)).results?.discussions).toEqual([]);
    }
  });

  it('a first visit shows the empty box without a message', async () => {
    const result = await call<SearchPageData>(
      loader,
      pageGet('/search'),
      createTestContext(database),
    );
    expect(result.data).toEqual({ text: '', message: null, resultsHtml: null });
  });
});

describe('the search page', () => {
  const page = async (q: string, frame?: true) => {
    const context = { ...createTestContext(database), ...(frame ? { frame } : {}) };
    const request = pageGet(`/search?q=${encodeURIComponent(q)}`, member.cookie);
    return (await call<SearchPageData>(loader, request, context)).data!;
  };

  it('shows the results as markup: links, marked words, the typed text as text', async () => {
    const { text, resultsHtml } = await page('water <b>');
    expect(text).toBe('water <b>');
    expect(resultsHtml).toMatch(
      /<a href="\/community\/discussion\/[0-9a-f-]{36}"[^>]*>Reconstitution with bacteriostatic water<\/a>/,
    );
    const mark = '<mark class="rounded-sm bg-amber-100 px-0.5 text-slate-900">';
    expect(resultsHtml).toContain(`${mark}water</mark> do you add`);
    const none = await page('<i>zzqq');
    expect(none.resultsHtml).toContain('No results for “&lt;i&gt;zzqq”.');
    expect(none.resultsHtml).not.toContain('<i>');
  });

  it("gives the host's frame tokens, and each search the parts that fill them", async () => {
    expect(await page('water', true)).toEqual({
      text: framePartToken('text'),
      message: null,
      resultsHtml: framePartToken('html'),
    });
    const context = createTestContext(database);
    const parts = await searchPageParts(pageGet('/search?q=water'), context);
    expect(parts).toEqual({ text: 'water', html: (await page('water')).resultsHtml });
    // A query that is none gets its message page rendered whole.
    expect(await searchPageParts(pageGet('/search?q=%25%25'), context)).toBeNull();
  });

  it('never puts pending content in the parts of a visitor or another member', async () => {
    const parts = await searchPageParts(pageGet('/search?q=tendon'), createTestContext(database));
    expect(parts?.html).not.toContain('Tendon healing log');
    expect(parts?.html).not.toContain('Rejected post');
  });
});
