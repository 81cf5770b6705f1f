/**
 * The inline module a page is sent with in place of React Router's (decisions 0021 and 0029):
 * the page's own start (page-start.ts) runs at once, and React Router's start, read by
 * react-router-scripts.server.ts, runs when the visitor wants the app, its static imports made
 * `import()`s so that nothing of the app is fetched before then.
 */
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
import type { AppStart } from './react-router-scripts.server';

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
 * The inline module's code: the page's own start, then, when it starts the app, React Router's
 * modules loaded with `import()` and its start as it wrote it. `dataOnDemand`: the page is sent
 * without its hydration data, which the start fetches beside the modules and whose manifest it
 * takes; otherwise the manifest is written without React Router's indentation (about 1 KB).
 */
export function pageStartModule(start: AppStart, dataOnDemand: boolean): string {
  const effects = start.effects.map((module) => `await import(${JSON.stringify(module)});\n`);
  const names = start.routeModules.map((module) => module.name).join(', ');
  const loads = start.routeModules
    .map((module) => `import(${JSON.stringify(module.source)})`)
    .join(', ');
  const data = dataOnDemand
    ? `(${source(loadHydrationData)})(${JSON.stringify(hydrationDataParam)})`
    : 'true';
  const manifest = dataOnDemand ? 'hydrationData.manifest' : JSON.stringify(start.manifest);
  return `${pageStart}
${effects.join('')}const [${names}, hydrationData] = await Promise.all([${loads}, ${data}]);
if (!hydrationData) return;
${start.rest(manifest)}
});`;
}
