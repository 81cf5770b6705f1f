/**
 * What every page does before the app's JavaScript, and whether it loads it at all (
 * decision 0029). A page works whole without JavaScript (decision 0016), so a visitor who reads
 * never loads the framework: the app starts when they first reach for a control it improves
 * (pointing at, pressing or focusing a field, button, menu or `data-app` widget), and right
 * after the first paint on every later page of that tab; its data comes with it
 * (loadHydrationData). Meanwhile the page itself records local analytics: its page view, the
 * events it declares in `data-analytics-view`, and clicks on `data-analytics-click` elements.
 *
 * Each function here is self-contained (no imports, no outer names): paint-first.server.ts writes
 * their source into the page's inline module, and the app calls the same functions
 * (utils/analytics.ts), so there is one way to record an event.
 */

/** sessionStorage key: set once the visitor has used the app in this tab. */
export const appWantedKey = 'peptidia_app';

type RecordEvent = (event: string, data: Record<string, unknown>) => void;

/**
 * The text of a `data-analytics-view` or `data-analytics-click` attribute: the event's name,
 * then each field as `name=value` (URI-encoded) or `name:=number`, separated by spaces. Shorter
 * than JSON, whose quotes an attribute spells `&quot;`: these sit on every catalogue card.
 */
export const declareEvent = (event: string, data: Record<string, string | number>) =>
  [
    event,
    ...Object.entries(data).map(([name, value]) =>
      typeof value === 'number' ? `${name}:=${value}` : `${name}=${encodeURIComponent(value)}`,
    ),
  ].join(' ');

/** An event declared by declareEvent, read back; null for text that is not one. */
export function readDeclaredEvent(
  text: string | null,
): [event: string, data: Record<string, unknown>] | null {
  const [event, ...fields] = (text ?? '').split(' ');
  if (!event) return null;
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const number = field.indexOf(':=');
    const equals = field.indexOf('=');
    if (number > 0) data[field.slice(0, number)] = Number(field.slice(number + 2));
    else if (equals > 0) data[field.slice(0, equals)] = decodeURIComponent(field.slice(equals + 1));
    else return null;
  }
  return [event, data];
}

/** Appends one event to the events kept in localStorage under `key`, keeping the last `limit`. */
export function storeAnalyticsEvent(
  key: string,
  limit: number,
  event: string,
  data: Record<string, unknown>,
): void {
  const timestamp = new Date().toISOString();
  const entry = {
    event,
    data: { ...data, url: window.location.href, userAgent: navigator.userAgent, timestamp },
    timestamp,
  };
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    const events = Array.isArray(stored) ? stored : [];
    window.localStorage.setItem(key, JSON.stringify([...events, entry].slice(-limit)));
  } catch {
    return;
  }
}

/** Records the page view of the page on screen and the events it declares for being viewed. */
export function recordPageView(
  record: RecordEvent,
  read: typeof readDeclaredEvent,
  referrer: string,
): void {
  record('page_view', { path: window.location.pathname, title: document.title, referrer });
  for (const element of document.querySelectorAll('[data-analytics-view]')) {
    const declared = read(element.getAttribute('data-analytics-view'));
    if (declared) record(...declared);
  }
}

/** Records the event an element declares when it (or something in it) is clicked. */
export function recordDeclaredClicks(record: RecordEvent, read: typeof readDeclaredEvent): void {
  document.addEventListener(
    'click',
    (click) => {
      const source = click.target instanceof Element ? click.target : null;
      const declared = read(
        source?.closest('[data-analytics-click]')?.getAttribute('data-analytics-click') ?? null,
      );
      if (declared) record(...declared);
    },
    true,
  );
}

/**
 * "Copy link" (`data-copy-link` links) copies at the first click, before and without the app:
 * the click is the user gesture the clipboard asks for, and the link says "Link copied"
 * (`data-copied`, styled in its markup). Once the app runs it handles the click itself (and
 * cancels it); without a clipboard, or if copying fails, the link is simply followed.
 */
export function copyLinksAtOnce(): void {
  window.addEventListener('click', (click) => {
    const source = click.target instanceof Element ? click.target : null;
    const link = source?.closest('a[data-copy-link]');
    if (!(link instanceof HTMLAnchorElement) || click.defaultPrevented || !navigator.clipboard) {
      return;
    }
    click.preventDefault();
    navigator.clipboard.writeText(link.href).then(
      () => link.setAttribute('data-copied', ''),
      () => window.location.assign(link.href),
    );
  });
}

/**
 * Runs `loadApp` after the first paint if the visitor has used the app in this tab, otherwise
 * when they first point at, press or focus a field, button, menu or `data-app` widget (plain
 * links navigate on their own and do not load it). With storage blocked, every page waits.
 */
export function startAppWhenWanted(flagKey: string, loadApp: () => void): void {
  const intents = ['pointerover', 'pointerdown', 'focusin'];
  const remember = (value: string | null) => {
    try {
      return value === null
        ? window.sessionStorage.getItem(flagKey)
        : window.sessionStorage.setItem(flagKey, value);
    } catch {
      return null;
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    remember('1');
    requestAnimationFrame(() => setTimeout(loadApp));
  };
  function onIntent(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('input, select, textarea, button, summary, [data-app]')) start();
  }
  if (remember(null) === '1') start();
  else for (const type of intents) document.addEventListener(type, onIntent, true);
}

/**
 * Fetches the hydration data of a page sent without it (the same address with `param`): the
 * strings of React Router's stream, handed to it as the page's own scripts would have, and its
 * route manifest. Null when it cannot be had (offline, the site briefly unavailable): then the
 * app does not start, and the page goes on working without it.
 */
export async function loadHydrationData(param: string): Promise<{ manifest: unknown } | null> {
  const url = new URL(window.location.href);
  url.hash = '';
  url.searchParams.set(param, '1');
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.headers.get('Content-Type')?.startsWith('application/json')) return null;
    const data: { chunks?: unknown; manifest: unknown } = await response.json();
    if (!Array.isArray(data.chunks)) return null;
    const { streamController } = (
      window as unknown as {
        __reactRouterContext: { streamController: ReadableStreamDefaultController<unknown> };
      }
    ).__reactRouterContext;
    for (const chunk of data.chunks) streamController.enqueue(chunk);
    streamController.close();
    return data;
  } catch {
    return null;
  }
}
