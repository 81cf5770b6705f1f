/**
 * What a page's scripts do before the app, and whether it loads (decisions 0021 and
 * 0029). React Router's `<Scripts />` writes `<link rel="modulepreload">` tags, which React
 * hoists into the head and a phone fetches before its first paint, and an inline module whose
 * static `import`s start the app at once. Here the preloads go, and the inline module runs the
 * page's own start (page-start.ts): local analytics at once, and the same modules with `import()`
 * when the visitor wants the app, then the app exactly as before. A public page also leaves
 * out React Router's hydration data, which the app fetches when it starts (hydration-data.ts).
 *
 * Only React Router's own tags are touched, found by their exact form in the version we pin; a
 * page where they are not found is sent unchanged (tests/e2e/page-weight.spec.ts and the unit
 * test would show it).
 */
import { Transform } from 'node:stream';
import { analyticsEventLimit, analyticsStorageKey } from './analytics';
import { hydrationDataParam } from './hydration-data';
import {
  appWantedKey,
  copyLinksAtOnce,
  loadHydrationData,
  readDeclaredEvent,
  recordDeclaredClicks,
  recordPageView,
  startAppWhenWanted,
  storeAnalyticsEvent,
} from './page-start';

const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
const appStart =
  /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)(<\/script>)/;
const staticImport = /import \* as (\w+) from "([^"]+)";\n?/g;
const manifestAssignment = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;
/** React Router's hydration data: the strings it feeds its stream, and the stream's end. */
const hydrationScript =
  /<script(?: nonce="[^"]*")?>window\.__reactRouterContext\.streamController\.(?:enqueue\(("(?:[^"\\]|\\.)*")\)|close\(\));<\/script>/g;

/** React Router's route manifest in a page's code, if it is plain JSON (as it is written). */
function manifestIn(code: string): { found: string; manifest: unknown } | null {
  const found = manifestAssignment.exec(code);
  if (!found) return null;
  try {
    return { found: found[0], manifest: JSON.parse(found[2]!) };
  } catch {
    return null;
  }
}

/**
 * The inline module's manifest: read from the hydration data when the page goes without it,
 * else written without the two-space indentation React Router gives it (about 1 KB of blanks).
 */
function manifestFor(code: string, dataOnDemand: boolean): string {
  const manifest = manifestIn(code);
  if (!manifest) return code;
  const value = dataOnDemand ? 'hydrationData.manifest' : JSON.stringify(manifest.manifest);
  return code.replace(manifest.found, () => `window.__reactRouterManifest = ${value};`);
}

/**
 * A function's compiled source as it goes into a page: the build minifies page-start.ts
 * (vite.config.ts); elsewhere (development, tests) its indentation and annotations go.
 */
const source = (code: (...args: never[]) => unknown) =>
  String(code)
    .replace(/\/\* @__PURE__ \*\/ ?/g, '')
    .replace(/\n\s+/g, '\n');

/** The page's own start (page-start.ts): analytics at once, the app when the visitor wants it. */
const pageStart = `const record = (event, data) => (${source(storeAnalyticsEvent)})(${JSON.stringify(
  analyticsStorageKey,
)}, ${analyticsEventLimit}, event, data);
const read = ${source(readDeclaredEvent)};
(${source(recordPageView)})(record, read, document.referrer);
(${source(recordDeclaredClicks)})(record, read);
(${source(copyLinksAtOnce)})();
(${source(startAppWhenWanted)})(${JSON.stringify(appWantedKey)}, async () => {`;

/**
 * The inline module's code: the page's own start, and the app's static imports made `import()`s
 * run when it starts the app (never before the first paint). `dataOnDemand`: the page was sent
 * without its hydration data, which the start fetches beside the modules.
 */
function whenWanted(code: string, dataOnDemand: boolean): string | null {
  const imports = [...code.matchAll(staticImport)];
  if (imports.length === 0) return null;
  const names = imports.map((found) => found[1]).join(', ');
  const loads = imports.map((found) => `import(${JSON.stringify(found[2])})`).join(', ');
  const rest = manifestFor(code.replace(staticImport, ''), dataOnDemand);
  const data = dataOnDemand
    ? `(${source(loadHydrationData)})(${JSON.stringify(hydrationDataParam)})`
    : 'true';
  return `${pageStart}
const [${names}, hydrationData] = await Promise.all([${loads}, ${data}]);
if (!hydrationData) return;${rest}
});`;
}

/** The strings of React Router's hydration data in a rendered page, in order. */
export function hydrationChunks(html: string): string[] {
  return [...html.matchAll(hydrationScript)].flatMap((found) =>
    found[1] === undefined ? [] : [JSON.parse(found[1]) as string],
  );
}

/**
 * What a page's app fetches when it starts, if the page was sent without it: React Router's
 * hydration data and its route manifest (loadHydrationData in page-start.ts).
 */
export function hydrationData(html: string): { chunks: string[]; manifest: unknown } {
  return { chunks: hydrationChunks(html), manifest: manifestIn(html)?.manifest ?? null };
}

/**
 * The page as the browser gets it: without module preloads, the app started when wanted
 * (page-start.ts) and, with `dataOnDemand` (a public page, read again at no risk), without its
 * hydration data, which the app fetches when it starts.
 */
export function paintFirst(html: string, { dataOnDemand = false } = {}): string {
  const headEnd = html.indexOf('</head>');
  let page =
    headEnd === -1 ? html : html.slice(0, headEnd).replace(modulePreload, '') + html.slice(headEnd);
  const fetchData = dataOnDemand && hydrationChunks(page).length > 0;
  let started = false;
  page = page.replace(appStart, (whole, open: string, code: string, close: string) => {
    const later = whenWanted(code, fetchData);
    started = later !== null;
    return later === null ? whole : `${open}${later}${close}`;
  });
  // The data leaves the page only for a start that fetches it.
  return fetchData && started ? page.replace(hydrationScript, '') : page;
}

/**
 * A rendered page, whole, made into what is sent (paintFirst, or its hydration data alone): the
 * page is rendered whole (entry.server.tsx), so nothing waits.
 */
export function wholePageStream(finish: (html: string) => string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, finish(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
