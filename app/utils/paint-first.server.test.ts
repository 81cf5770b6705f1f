import { describe, expect, it } from 'vitest';
import { hydrationChunks, paintFirst } from './paint-first.server';

// The shape React Router 7.18 writes (tests/e2e/page-weight.spec.ts checks the real pages).
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-X.js"/><link rel="stylesheet" href="/a.css"/>',
  '<link rel="modulepreload" href="/assets/root-Y.js"/></head>',
  '<body><p>Text about <code>&lt;link rel="modulepreload"&gt;</code></p>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-Y.js";\n',
  'import * as route1 from "/assets/home-Z.js";\n  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-X.js",\n    "css": []\n  },\n  "version": "v1"\n};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-X.js");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[\\"a \\u003c b\\"]");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('paintFirst', () => {
  const out = paintFirst(page);

  it('drops the head’s module preloads and keeps the rest of the head', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<p>Text about <code>&lt;link rel="modulepreload"&gt;</code></p>');
    expect(out).toContain('<meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head>');
  });

  it('records the page’s analytics at once and starts the app only when it is wanted', () => {
    expect(out).not.toMatch(/import \* as/);
    const script = out.slice(out.indexOf('<script nonce="n1" type="module" async="">'));
    const recordView = script.indexOf('(record, read, document.referrer)');
    const whenWanted = script.indexOf('("peptidia_app", async () => {');
    expect(recordView).toBeGreaterThan(0);
    expect(whenWanted).toBeGreaterThan(recordView);
    const load = script.indexOf(
      'const [route0, route1, hydrationData] = await Promise.all([import("/assets/root-Y.js"), import("/assets/home-Z.js"), true]);',
    );
    expect(load).toBeGreaterThan(whenWanted);
    const start = script.indexOf('window.__reactRouterRouteModules = {"root":route0');
    expect(start).toBeGreaterThan(load);
    expect(script.indexOf('import("/assets/entry.client-X.js")')).toBeGreaterThan(start);
    expect(out).toContain('<script>window.__reactRouterContext.streamController.close();');
    expect(out).not.toContain('_hydration');
  });

  it('writes a module the browser can parse, with no comments of the source in it', () => {
    const code = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(() => new Function(`return async () => {${code}}`)).not.toThrow();
    expect(code).not.toMatch(/\/\/ |\/\*/);
  });

  it('reads the hydration data as React Router feeds it to its stream', () => {
    expect(hydrationChunks(page)).toEqual(['["a < b"]', '[1]']);
  });

  it('leaves a public page’s hydration data for the app to fetch when it starts', () => {
    const onDemand = paintFirst(page, { dataOnDemand: true });
    expect(onDemand).not.toContain('<script>window.__reactRouterContext.streamController');
    expect(onDemand).toContain('("_hydration")]);\nif (!hydrationData) return;');
    expect(onDemand).toMatch(/<\/script><\/body><\/html>$/);
    expect(hydrationChunks(onDemand)).toEqual([]);
  });

  it('writes the route manifest without its indentation, the same object', () => {
    expect(out).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-X.js","css":[]},"version":"v1"};',
    );
  });

  it('sends a page without React Router’s scripts unchanged', () => {
    const plain =
      '<html><head></head><body><script type="module">import "/x.js";</script></body></html>';
    expect(paintFirst(plain)).toBe(plain);
    // Without a start to fetch it, a page keeps its hydration data.
    const withData = plain.replace(
      '</body>',
      '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script></body>',
    );
    expect(paintFirst(withData, { dataOnDemand: true })).toBe(withData);
  });
});
