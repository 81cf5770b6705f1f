/**
 * Every page of the site at 360 px, for the phone-layout spec: what a visitor, a member and an
 * admin can open, as app/site-pages/ lists them (each page's `phoneWidth`). A page scrolls
 * sideways when the document is wider than the screen.
 */
import type { Page } from '@playwright/test';
import { phoneWidthPaths } from '../../app/site-pages';
import { expect, waitForHydration } from './fixtures';

export const visitorPaths = phoneWidthPaths('visitor');
export const memberPaths = phoneWidthPaths('member');
export const adminPaths = phoneWidthPaths('admin');

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
