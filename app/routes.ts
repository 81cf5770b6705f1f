import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every URL of the site, in one place. Peptide detail answers at three paths; one is canonical. */
export default [
  index('routes/home.tsx'),
  route('peptides', 'routes/peptides.tsx'),
  route('peptide/:slug', 'routes/peptide-detail.tsx', { id: 'peptide-detail' }),
  route('stack/:slug', 'routes/peptide-detail.tsx', { id: 'stack-detail' }),
  route('peptides/:slug', 'routes/peptide-detail.tsx', { id: 'peptides-detail' }),
  route('vendors', 'routes/vendors.tsx'),
  route('vendors/:vendorSlug', 'routes/vendor-detail.tsx'),
  route('compare-prices', 'routes/compare-prices.tsx'),
  route('guides', 'routes/guides.tsx'),
  route('dosage-calculator', 'routes/dosage-calculator.tsx'),
  route('dosage-calculator/planner', 'routes/protocol-planner.tsx'),
  route('articles/peptides-101', 'routes/peptides-101.tsx'),
  route('community', 'routes/community.tsx'),
  route('community/feed.xml', 'routes/community-feed.ts', { id: 'community-feed' }),
  route('community/category/:slug/feed.xml', 'routes/community-feed.ts', {
    id: 'community-category-feed',
  }),
  route('community/discussions', 'routes/discussions.tsx'),
  route('community/discussion/:id', 'routes/discussion-detail.tsx'),
  route('community/new-discussion', 'routes/new-discussion.tsx'),
  route('community/my-posts', 'routes/my-posts.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('sign-out', 'routes/sign-out.ts'),
  route('profile', 'routes/profile.tsx'),
  route('profile/my-data.json', 'routes/profile-data.ts'),
  route('notifications', 'routes/notifications.tsx'),
  route('notifications/unsubscribe', 'routes/notifications-unsubscribe.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('admin/members', 'routes/admin-members.tsx'),
  route('search', 'routes/search.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // URLs people guess, sent on for good.
  ...['calculator', 'login', 'signup', 'forum'].map((path) =>
    route(path, 'routes/guessed-urls.ts', { id: `guessed-${path}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
