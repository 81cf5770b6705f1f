/**
 * Every page of the site at 360 px, for the phone-layout spec: what a visitor, a member and an
 * admin can open. A page scrolls sideways when the document is wider than the screen.
 */
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

const plan =
  '/dosage-calculator/planner?name1=BPC-157&amount1=5&name2=TB-500&amount2=5&water=2&dose=250&freq=daily&perday=2&weeks=2&start=2026-12-07&time=08:00&product=bpc-157-tb-500-blend';

export const visitorPaths = [
  '/',
  '/peptides',
  '/peptide/bpc-157',
  '/stack/glow-peptide-stack',
  '/vendors',
  '/vendors/swiss-chems',
  '/compare-prices',
  '/guides',
  '/methods',
  '/dosage-calculator',
  plan,
  '/articles/peptides-101',
  '/community',
  '/auth',
  '/auth?tab=sign-up',
  '/auth?tab=reset',
  '/auth?toast=account-created',
  '/search?q=bpc',
  '/contact',
  '/terms',
  '/privacy',
  '/notifications/unsubscribe',
  '/no-such-page',
];

export const memberPaths = [
  '/profile',
  '/profile?toast=profile-updated',
  '/notifications',
  '/community',
  '/community/discussions',
  '/community/new-discussion',
  '/community/my-posts',
  '/vendors/swiss-chems',
  plan,
];

export const adminPaths = [
  '/admin',
  '/admin/members',
  '/admin/messages',
  '/admin/prices',
  '/admin/lab-results',
  '/admin/vendors',
  '/admin/editorial-log',
];

/** The document's width at 360 px, once the page has loaded (and its app started: `hydrate`). */
export async function widthAt(page: Page, path: string, hydrate = false) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * Opens each path at 360 px as the server sends it (what a phone shows until the app starts);
 * the ones wider than the screen, with their widths, fail together.
 */
export async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    const width = await widthAt(page, path);
    if (width > 360) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
}
