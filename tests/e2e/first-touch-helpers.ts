/**
 * A first visit on a phone-like device for tests/e2e/first-touch.spec.ts: a fresh tab (no flag of
 * an app already used, so the app starts when the visitor reaches for a control), throttled as
 * Lighthouse's mobile run is, typed into from the moment the document arrives.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { signIn, signUp, type E2EUser } from './auth-helpers';

export const keyDelayMs = 60;

/** A new tab without the app-used flag, throttled like Lighthouse's mobile run. */
export async function freshPage(browser: Browser, member?: E2EUser): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  if (member) await signIn(page, member);
  await throttleLikeMobileLighthouse(page);
  return page;
}

/** Lighthouse's mobile throttling: 150 ms, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4x slower. */
export async function throttleLikeMobileLighthouse(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` and hands over as soon as the document arrives, before it is fully parsed. */
export async function openAtOnce(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Types into a field as soon as it is in the document, a key every 60 ms. */
export async function typeAtOnce(field: Locator, text: string) {
  await field.waitFor({ state: 'attached' });
  await field.pressSequentially(text, { delay: keyDelayMs });
}

/**
 * Picks a date (YYYY-MM-DD) as soon as the field is in the document, whole, as a phone's date
 * picker gives it. Typed digit by digit in desktop Chromium's date field, the segment being typed
 * when the app starts begins again (decision 0031 says why); phones pick dates from a picker.
 */
export async function pickDateAtOnce(field: Locator, isoDate: string) {
  await field.waitFor({ state: 'attached' });
  await field.fill(isoDate);
}

/** Waits for the app to have started and settled (root.tsx marks <html>). */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

/** Marks an element so that a later check can tell whether it is still the same one. */
export async function mark(field: Locator) {
  await field.evaluate((element) => element.setAttribute('data-touched', ''));
}
export const stillThere = (field: Locator) =>
  field.evaluate((element) => element.isConnected && element.hasAttribute('data-touched'));

/** A new member's account, signed up in a context of its own. */
export async function newMember(browser: Browser): Promise<E2EUser> {
  return signUp(await (await browser.newContext()).newPage());
}
