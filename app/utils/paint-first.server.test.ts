import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first.server';

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
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>',
].join('');

describe('paintFirst', () => {
  const out = paintFirst(page);

  it('drops the head’s module preloads and keeps the rest of the head', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<p>Text about <code>&lt;link rel="modulepreload"&gt;</code></p>');
    expect(out).toContain('<meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head>');
  });

  it('loads the same modules after the first paint, then starts the app as before', () => {
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain(
      '<script nonce="n1" type="module" async="">requestAnimationFrame(() => setTimeout(async () => {',
    );
    expect(out).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-Y.js"), import("/assets/home-Z.js")]);',
    );
    const start = out.indexOf('window.__reactRouterRouteModules = {"root":route0');
    expect(start).toBeGreaterThan(out.indexOf('await Promise.all'));
    expect(out.indexOf('import("/assets/entry.client-X.js")')).toBeGreaterThan(start);
    expect(out).toContain('<script>window.__reactRouterContext.streamController.enqueue("[]");');
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
  });
});
