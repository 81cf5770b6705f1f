/**
 * One measured first touch for scripts/bench-first-touch.ts: a fresh context throttled as
 * Lighthouse's mobile run, a recorder installed before any of the page's own scripts, the form's
 * steps from the moment the document arrives, and what the fields hold once the app has started.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { throttleLikeMobileLighthouse } from '../tests/e2e/first-touch-helpers';

export const keyDelayMs = 60;

type Find = (page: Page) => Locator;
/** Text typed into a field; a key pressed on a select; a tap on a radio's label. */
export type Step =
  | { type: string; into: Find }
  | { press: string; on: Find; expected: string }
  | { tap: Find; checks: Find };

export interface Run {
  /** Characters typed (a select's or radio's choice counts as one) that are not in the fields. */
  lost: number;
  /** From the first key or tap to the control's response being painted; null: it never came. */
  responseMs: number | null;
}

/**
 * Runs in the page before its own scripts. The first trusted keydown or pointerdown on a control
 * (a label stands for its control) is the first touch; its `timeStamp` is when the browser got
 * the event, so a main thread busy starting the app counts. The response is the first trusted
 * `input` or `change` on that control, timed after the next paint (a frame, then a task).
 */
// Plain JavaScript in a string: tsx wraps named functions in a helper the page does not have.
const recordFirstTouch = `(() => {
  const record = {};
  window.firstTouch = record;
  let control = null;
  addEventListener('keydown', touched, true);
  addEventListener('pointerdown', touched, true);
  addEventListener('input', responded, true);
  addEventListener('change', responded, true);
  function touched(event) {
    if (!event.isTrusted || record.touchedAt !== undefined) return;
    control = event.target.closest('label')?.control ?? event.target;
    record.touchedAt = event.timeStamp;
  }
  function responded(event) {
    if (!event.isTrusted || event.target !== control || record.shownAt !== undefined) return;
    record.shownAt = -1;
    requestAnimationFrame(() => setTimeout(() => (record.shownAt = performance.now())));
  }
})();`;

/** A new context (no app-used flag, an empty cache), signed in when asked, then throttled. */
export async function throttledPage(browser: Browser, baseURL: string, signIn?: Signer) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript({ content: recordFirstTouch });
  const page = await context.newPage();
  if (signIn) await signIn(page);
  await throttleLikeMobileLighthouse(page);
  return page;
}
export type Signer = (page: Page) => Promise<void>;

async function act(page: Page, step: Step) {
  if ('type' in step) {
    await step.into(page).waitFor({ state: 'attached' });
    await step.into(page).pressSequentially(step.type, { delay: keyDelayMs });
  } else if ('press' in step) {
    await step.on(page).waitFor({ state: 'attached' });
    await step.on(page).focus();
    await page.keyboard.press(step.press);
  } else {
    await step.tap(page).waitFor({ state: 'attached' });
    await step.tap(page).click();
  }
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
};

async function lostIn(page: Page, step: Step) {
  if ('type' in step) {
    return step.type.length - commonPrefix(step.type, await step.into(page).inputValue());
  }
  if ('press' in step) return (await step.on(page).inputValue()) === step.expected ? 0 : 1;
  return (await step.checks(page).isChecked()) ? 0 : 1;
}

/** Opens `path` at the document's arrival, does every step, and reads the fields once started. */
export async function measureOnce(page: Page, path: string, steps: Step[]): Promise<Run> {
  await page.goto(path, { waitUntil: 'commit' });
  for (const step of steps) await act(page, step);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  let lost = 0;
  for (const step of steps) lost += await lostIn(page, step);
  const shown = await page
    .waitForFunction(
      () => {
        const { touchedAt, shownAt } = (window as { firstTouch?: Record<string, number> })
          .firstTouch!;
        return touchedAt !== undefined && shownAt !== undefined && shownAt >= 0
          ? shownAt - touchedAt
          : false;
      },
      null,
      { timeout: 5_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  await page.context().close();
  return { lost, responseMs: shown };
}
