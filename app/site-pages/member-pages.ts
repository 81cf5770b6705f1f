/** The pages only members, or only admins, can open (a visitor is sent to sign in). */
import type { SitePage } from './types';

/** Admin screens: opened at 360 px by an admin; each shows what the moderators have queued. */
const adminScreen = (pattern: `/${string}`, file: SitePage['file']): SitePage => ({
  kind: 'page',
  pattern,
  file,
  audience: 'admin',
  sitemap: { noindex: 'an admin screen' },
  checks: { phoneWidth: { as: ['admin'] } },
  unchecked: 'only the phone width: what it shows depends on the queue',
});

const memberPage = (
  pattern: `/${string}`,
  file: SitePage['file'],
  rest: Pick<SitePage, 'checks' | 'unchecked'>,
): SitePage => ({
  kind: 'page',
  pattern,
  file,
  audience: 'member',
  sitemap: { noindex: 'a member’s own page' },
  ...rest,
});

/** Why a member page is only in the phone-width check. */
const memberOnly = 'only the phone width: each shows the member’s own data';

export const memberPages: SitePage[] = [
  memberPage('/community/discussions', 'routes/discussions.tsx', {
    checks: { phoneWidth: { as: ['member'] } },
    unchecked: memberOnly,
  }),
  memberPage('/community/discussion/:id', 'routes/discussion-detail.tsx', {
    checks: {},
    unchecked:
      'no fixed sample: tests/e2e/phone-layouts posts a discussion and opens it at 360 px itself',
  }),
  memberPage('/community/new-discussion', 'routes/new-discussion.tsx', {
    checks: { phoneWidth: { as: ['member'] } },
    unchecked: memberOnly,
  }),
  memberPage('/community/my-posts', 'routes/my-posts.tsx', {
    checks: { phoneWidth: { as: ['member'] } },
    unchecked: memberOnly,
  }),
  memberPage('/profile', 'routes/profile.tsx', {
    checks: {
      phoneWidth: { as: ['member'], paths: ['/profile', '/profile?toast=profile-updated'] },
    },
    unchecked: memberOnly,
  }),
  memberPage('/notifications', 'routes/notifications.tsx', {
    checks: { phoneWidth: { as: ['member'] } },
    unchecked: memberOnly,
  }),
  adminScreen('/admin', 'routes/admin.tsx'),
  adminScreen('/admin/members', 'routes/admin-members.tsx'),
  adminScreen('/admin/messages', 'routes/admin-messages.tsx'),
  adminScreen('/admin/prices', 'routes/admin-prices.tsx'),
  adminScreen('/admin/lab-results', 'routes/admin-lab-results.tsx'),
  adminScreen('/admin/vendors', 'routes/admin-vendors.tsx'),
  adminScreen('/admin/editorial-log', 'routes/admin-editorial-log.tsx'),
  adminScreen('/admin/price-feeds', 'routes/admin-price-feeds.tsx'),
];
