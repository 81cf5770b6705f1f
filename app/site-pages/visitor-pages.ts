/** The pages anyone can open, with the sitemap and the site-wide checks each is in. */
import type { Audience, SitePage } from './types';

/** A planner with a two-peptide plan filled in: the longest form the planner shows. */
const plan =
  '/dosage-calculator/planner?name1=BPC-157&amount1=5&name2=TB-500&amount2=5&water=2&dose=250&freq=daily&perday=2&weeks=2&start=2026-12-07&time=08:00&product=bpc-157-tb-500-blend';

/** Every site-wide check, the screenshot under `screenshot`; opened at 360 px as each of `as`. */
const everyCheck = (screenshot: string, as: readonly Audience[] = ['visitor']) =>
  ({ weighed: true, screenshot, phoneWidth: { as }, noJs: true }) as const;

/** The checks every visitor page takes when it is neither weighed nor photographed. */
const openedChecks = { phoneWidth: { as: ['visitor'] }, noJs: true } as const;

export const visitorPages: SitePage[] = [
  page('/', 'routes/home.tsx', { sitemap: true, checks: everyCheck('home') }),
  page('/peptides', 'routes/peptides.tsx', { sitemap: true, checks: everyCheck('peptides') }),
  page('/peptide/:slug', 'routes/peptide-detail.tsx', {
    id: 'peptide-detail',
    sample: '/peptide/bpc-157',
    sitemap: true,
    checks: everyCheck('peptide-bpc-157'),
  }),
  page('/stack/:slug', 'routes/peptide-detail.tsx', {
    id: 'stack-detail',
    sample: '/stack/glow-peptide-stack',
    sitemap: true,
    checks: openedChecks,
    unchecked: 'not weighed or photographed: the module and layout of a peptide page, which is',
  }),
  page('/peptides/:slug', 'routes/peptide-detail.tsx', {
    id: 'peptides-detail',
    sample: '/peptides/bpc-157',
    sitemap: { aliasOf: '/peptide/:slug' },
    checks: {},
    unchecked:
      'an older address of a peptide page, rendered the same (tests/e2e/peptides-detail-urls)',
  }),
  page('/vendors', 'routes/vendors.tsx', { sitemap: true, checks: everyCheck('vendors') }),
  page('/vendors/:vendorSlug', 'routes/vendor-detail.tsx', {
    sample: '/vendors/swiss-chems',
    sitemap: true,
    checks: everyCheck('vendor-swiss-chems', ['visitor', 'member']),
  }),
  page('/compare-prices', 'routes/compare-prices.tsx', {
    sitemap: true,
    checks: everyCheck('compare-prices'),
  }),
  page('/guides', 'routes/guides.tsx', { sitemap: true, checks: everyCheck('guides') }),
  page('/methods', 'routes/methods.tsx', { sitemap: true, checks: everyCheck('methods') }),
  page('/dosage-calculator', 'routes/dosage-calculator.tsx', {
    sitemap: true,
    checks: everyCheck('dosage-calculator'),
  }),
  page('/dosage-calculator/planner', 'routes/protocol-planner.tsx', {
    sitemap: true,
    checks: { phoneWidth: { as: ['visitor', 'member'], paths: [plan] }, noJs: true },
    unchecked: 'not yet weighed or photographed',
  }),
  page('/articles/peptides-101', 'routes/peptides-101.tsx', {
    sitemap: true,
    checks: everyCheck('peptides-101'),
  }),
  page('/community', 'routes/community.tsx', {
    sitemap: true,
    checks: everyCheck('community', ['visitor', 'member']),
  }),
  page('/auth', 'routes/auth.tsx', {
    sitemap: { noindex: 'the sign-in and sign-up forms' },
    checks: {
      ...everyCheck('auth'),
      phoneWidth: {
        as: ['visitor'],
        paths: ['/auth', '/auth?tab=sign-up', '/auth?tab=reset', '/auth?toast=account-created'],
      },
    },
  }),
  page('/profile/confirm-email', 'routes/profile-confirm-email.tsx', {
    sitemap: { noindex: 'opened from the link in an e-mail' },
    checks: {},
    unchecked: 'it needs the token of an e-mail change; tests/e2e/account-data opens one',
  }),
  page('/notifications/unsubscribe', 'routes/notifications-unsubscribe.tsx', {
    sitemap: { noindex: 'opened from the link in a digest e-mail' },
    checks: openedChecks,
    unchecked: 'not weighed or photographed: a one-button form',
  }),
  page('/search', 'routes/search.tsx', {
    sample: '/search?q=bpc',
    sitemap: { noindex: 'the answers to one query' },
    checks: openedChecks,
    unchecked: 'not weighed or photographed: its results follow the forum',
  }),
  page('/contact', 'routes/contact.tsx', {
    sitemap: true,
    checks: openedChecks,
    unchecked: 'not weighed or photographed: a short form, laid out as /auth, which is',
  }),
  page('/terms', 'routes/terms.tsx', {
    sitemap: true,
    checks: openedChecks,
    unchecked: 'not weighed or photographed: plain text, laid out as /methods, which is',
  }),
  page('/privacy', 'routes/privacy.tsx', {
    sitemap: true,
    checks: openedChecks,
    unchecked: 'not weighed or photographed: plain text, laid out as /methods, which is',
  }),
  page('*', 'routes/not-found.tsx', {
    sample: '/no-such-page',
    sitemap: { noindex: 'the not-found page' },
    checks: openedChecks,
    unchecked: 'not weighed or photographed: a short page in the frame every page has',
  }),
];

function page(
  pattern: SitePage['pattern'],
  file: SitePage['file'],
  rest: Omit<SitePage, 'kind' | 'pattern' | 'file' | 'audience'>,
): SitePage {
  return { kind: 'page', pattern, file, audience: 'visitor', ...rest };
}
