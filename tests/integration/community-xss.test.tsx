/**
 * XSS: script and markup payloads stored in every text field members control (titles, content,
 * comments, replies, review comments, display names, usernames, avatar links, a failed form's
 * echoed values) are rendered by the real pages from the real loaders, and stay inert text.
 */
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import AdminPage, { loader as adminLoader } from '~/routes/admin';
import CommunityPage, { loader as communityLoader } from '~/routes/community';
import DiscussionDetailPage, { loader as detailLoader } from '~/routes/discussion-detail';
import DiscussionsPage, { loader as listLoader } from '~/routes/discussions';
import NewDiscussionPage, { loader as newDiscussionLoader } from '~/routes/new-discussion';
import { loader as vendorLoader } from '~/routes/vendor-detail';
import { VendorReviews } from '~/features/reviews/vendor-reviews';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { renderPage } from '../support/render-page';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, pageGet } from './community-test-utils';

const payloads = [
  '<script>alert("xss-1")</script>',
  '<img src=x onerror=alert("xss-2")>',
  '"><svg onload=alert("xss-3")>',
  "'><iframe src=javascript:alert('xss-4')></iframe>",
  '<a href="javascript:alert(\'xss-5\')">click</a>',
  'javascript:alert("xss-6")',
  '<style>body{display:none}</style>',
  '</textarea><script>alert("xss-7")</script>',
];
const payload = payloads.join(' \n ');

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;
let discussionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, {
    displayName: payloads[1]!,
    avatarUrl: 'javascript:alert("xss-avatar")',
  });
  // A username can only hold safe characters through sign-up; a row written another way (as
  // createTestUser writes it) must still render inert.
  admin = await createTestUser(database.db, {
    isAdmin: true,
    username: payloads[0]!,
    displayName: null,
    email: 'admin@example.test',
    avatarUrl: '"><script>alert(1)</script>',
  });
  const discussion = await insertDiscussion(database.db, member.id, {
    title: payloads[2]!.slice(0, 200),
    content: payload,
    categorySlug: 'safety',
  });
  discussionId = discussion.id;
  const top = await insertComment(database.db, admin.id, discussion.id, { content: payload });
  await insertComment(database.db, member.id, discussion.id, {
    content: payload,
    parentCommentId: top.id,
  });
  await insertDiscussion(database.db, member.id, {
    status: 'pending',
    title: payloads[0]!,
    content: payload,
  });
  await insertComment(database.db, member.id, discussion.id, {
    status: 'pending',
    content: payload,
  });
  await insertReview(database.db, member.id, { comment: payload.slice(0, 500) });
  await insertReview(database.db, admin.id, { comment: payload.slice(0, 500), status: 'pending' });
});
afterAll(() => database.close());

async function load(loader: (args: never) => unknown, path: string, cookie: string, params = {}) {
  const result = await call(loader, pageGet(path, cookie), createTestContext(database), params);
  expect(result.status, path).toBe(200);
  return result.data;
}

/**
 * Every element of the page with its attributes. React always double-quotes attribute values
 * and escapes '"', '<' and '>' inside them and in text, so this tokenizer is exact for its output.
 */
function elements(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>"]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    ([, tag, attributes]) => ({
      tag: tag!.toLowerCase(),
      attributes: [...(attributes ?? '').matchAll(/\s+([^\s=>"]+)(?:="([^"]*)")?/g)].map(
        ([, name, value]) => ({ name: name!.toLowerCase(), value: value ?? '' }),
      ),
    }),
  );
}

function expectInert(html: string) {
  const found = elements(html);
  expect(found.length).toBeGreaterThan(10);
  for (const element of found) {
    expect(['script', 'iframe', 'style', 'object', 'embed', 'base', 'meta', 'link']).not.toContain(
      element.tag,
    );
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tag} ${attribute.name}`).not.toMatch(/^on/);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        expect(attribute.value.trim(), `${element.tag} ${attribute.name}`).toMatch(
          /^(https:|http:|\/|#|\?|$)/,
        );
      }
    }
    // Avatars are the only images, and only from https links.
    if (element.tag === 'img') {
      expect(element.attributes.find((a) => a.name === 'src')?.value).toMatch(/^https:\/\//);
    }
  }
  // The payloads are on the page, as text.
  expect(html).toContain('&lt;script&gt;');
}

describe('user content renders inert on every page', () => {
  it('(the check itself catches live markup)', () => {
    const page = (extra: string) => `${'<p>x</p>'.repeat(11)}&lt;script&gt;${extra}`;
    expect(() => expectInert(page(''))).not.toThrow();
    expect(() => expectInert(page('<script>alert(1)</script>'))).toThrow();
    expect(() => expectInert(page('<img src="x" onerror="alert(1)">'))).toThrow();
    expect(() => expectInert(page('<a href="javascript:alert(1)">x</a>'))).toThrow();
    expect(() => expectInert(page('<svg onload="alert(1)"></svg>'))).toThrow();
  });

  it('community home', async () => {
    expectInert(
      await renderPage(CommunityPage, await load(communityLoader, '/community', member.cookie)),
    );
  });

  it('discussions list', async () => {
    const html = await renderPage(
      DiscussionsPage,
      await load(listLoader, '/community/discussions', member.cookie),
    );
    expect(html).toContain('&quot;&gt;&lt;svg onload=');
    expectInert(html);
  });

  it('discussion detail with comments and replies', async () => {
    const data = await load(detailLoader, `/community/discussion/${discussionId}`, member.cookie, {
      id: discussionId,
    });
    expectInert(await renderPage(DiscussionDetailPage, data));
  });

  it('new discussion form echoing a refused submission', async () => {
    const data = await load(newDiscussionLoader, '/community/new-discussion', member.cookie);
    const html = await renderPage(NewDiscussionPage, data, {
      fieldErrors: { title: 'Please keep the title under 200 characters.' },
      values: { title: payloads[0], content: payload, categoryId: payloads[2] },
    });
    expectInert(html);
  });

  it('admin dashboard with pending items', async () => {
    expectInert(await renderPage(AdminPage, await load(adminLoader, '/admin', admin.cookie)));
  });

  it('vendor reviews', async () => {
    const data = (await load(vendorLoader, '/vendors/peptide-sciences', member.cookie, {
      vendorSlug: 'peptide-sciences',
    })) as { reviews: Parameters<typeof VendorReviews>[0]['reviews'] };
    const Section = () => <VendorReviews reviews={data.reviews} />;
    expectInert(await renderPage(Section as ComponentType<never>, data));
  });
});
