import { parse } from 'acorn';
import { createReadableStreamFromReadable } from '@react-router/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFirstStream } from './paint-first.server';

// The shape React Router 7.18 writes (app/entry.server.test.tsx renders the real one).
const start = [
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-Y.js";\n',
  'import * as route1 from "/assets/home-Z.js";\n  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-X.js",\n    "css": []\n  },\n  "version": "v1"\n};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-X.js");</script>',
].join('');
const data = [
  '<script>window.__reactRouterContext.streamController.enqueue("[\\"a \\u003c b ü\\"]");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script>',
].join('');
const pageWith = (appStart: string, hydrationData = data) =>
  [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<link rel="modulepreload" href="/assets/entry.client-X.js"/><link rel="stylesheet" href="/a.css"/>',
    '<link rel="modulepreload" href="/assets/root-Y.js"/></head>',
    '<body><p>Text about <code>&lt;link rel="modulepreload"&gt;</code>, in ünïcödé</p>',
    '<script type="application/ld+json">{"name":"a \\u003c b"}</script>',
    appStart,
    hydrationData,
    '</body></html>',
  ].join('');
const page = pageWith(start);

/** The page through the rewriter, fed in 5-byte pieces as a stream may cut it (even in a letter). */
async function rewrite(html: string, output: Parameters<typeof paintFirstStream>[0]) {
  const { input, output: sent } = paintFirstStream(output);
  const parts: string[] = [];
  sent.on('data', (part) => parts.push(String(part)));
  const ended = new Promise((resolve, reject) => sent.on('end', resolve).on('error', reject));
  const bytes = Buffer.from(html);
  for (let at = 0; at < bytes.length; at += 5) input.write(bytes.subarray(at, at + 5));
  input.end();
  await ended;
  return parts.join('');
}
const sentPage = (html: string, dataOnDemand = false) =>
  rewrite(html, { page: true, dataOnDemand });
const inlineModule = (html: string) =>
  /type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the page as it is sent', () => {
  it('drops the module preloads and keeps the rest of the page as written', async () => {
    const out = await sentPage(page);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head>');
    expect(out).toContain(
      '<p>Text about <code>&lt;link rel="modulepreload"&gt;</code>, in ünïcödé',
    );
    expect(out).toContain('<script type="application/ld+json">{"name":"a \\u003c b"}</script>');
  });

  it('reads markup as a browser does: a comment, a quoted > and a title are not scripts', async () => {
    const markup =
      '<!-- <script>not a script</script> --><p title="a>b <script>">t</p>' +
      '<textarea><link rel="modulepreload" href="/x.js"></textarea>';
    const out = await sentPage(page.replace('<body>', `<body>${markup}`));
    expect(out).toContain(`<body>${markup}<p>Text about`);
    expect(inlineModule(out)).toContain('import(');
  });

  it('records the page’s analytics at once and starts the app only when it is wanted', async () => {
    const script = inlineModule(await sentPage(page));
    expect(script).not.toMatch(/import \* as/);
    const recordView = script.indexOf('(record, read, document.referrer)');
    const whenWanted = script.indexOf('("peptidia_app", async () => {');
    expect(recordView).toBeGreaterThan(0);
    expect(whenWanted).toBeGreaterThan(recordView);
    const load = script.indexOf(
      'const [route0, route1, hydrationData] = await Promise.all([import("/assets/root-Y.js"), import("/assets/home-Z.js"), true]);',
    );
    expect(load).toBeGreaterThan(whenWanted);
    const routes = script.indexOf('window.__reactRouterRouteModules = {"root":route0');
    expect(routes).toBeGreaterThan(load);
    expect(script.indexOf('import("/assets/entry.client-X.js")')).toBeGreaterThan(routes);
  });

  it('writes a module the browser can parse, with no comments of the source in it', async () => {
    const code = inlineModule(await sentPage(page));
    expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    expect(code).not.toMatch(/\/\/ |\/\*/);
  });

  it('writes the route manifest without its indentation, the same object', async () => {
    expect(await sentPage(page)).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-X.js","css":[]},"version":"v1"};',
    );
  });

  it('keeps the hydration data of a page that is not public', async () => {
    const out = await sentPage(page);
    expect(out).toContain(`${data}</body></html>`);
    expect(out).not.toContain('_hydration');
  });

  it('leaves a public page’s hydration data for the app to fetch when it starts', async () => {
    const out = await sentPage(page, true);
    expect(out).not.toContain('streamController.enqueue("');
    expect(out).not.toContain('streamController.close();</script>');
    expect(inlineModule(out)).toContain('("_hydration")]);\nif (!hydrationData) return;');
    expect(inlineModule(out)).toContain('window.__reactRouterManifest = hydrationData.manifest;');
    expect(out).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('answers a page’s hydration data alone: the strings of its stream and its manifest', async () => {
    expect(JSON.parse(await rewrite(page, { page: false }))).toEqual({
      chunks: ['["a < b ü"]', '[1]'],
      manifest: { entry: { module: '/assets/entry.client-X.js', css: [] }, version: 'v1' },
    });
  });
});

describe('a visitor who goes before the page is sent', () => {
  it('cancels the page without an error that nobody hears (which would end the process)', async () => {
    const unheard = vi.fn();
    process.on('uncaughtException', unheard);
    try {
      const { input, output } = paintFirstStream({ page: true, dataOnDemand: false });
      const reader = createReadableStreamFromReadable(output).getReader();
      input.write(page.slice(0, 200));
      await reader.read();
      await reader.cancel(new Error('Premature close'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(output.destroyed).toBe(true);
      expect(unheard).not.toHaveBeenCalled();
    } finally {
      process.off('uncaughtException', unheard);
    }
  });
});

describe('a page start in a form this code does not know', () => {
  const changed = (what: string) => `React Router's page start changed: ${what}`;

  it('fails in tests, naming what was not found', async () => {
    const noRouteModules = start.replace('window.__reactRouterRouteModules', 'window.modules');
    await expect(sentPage(pageWith(noRouteModules))).rejects.toThrow(
      changed('no assignment to window.__reactRouterRouteModules'),
    );
    const named = start.replace('import * as route1', 'import { route1 }');
    await expect(sentPage(pageWith(named))).rejects.toThrow(changed('an import of another form'));
    const noManifest = start.replace('window.__reactRouterManifest', 'window.manifest');
    await expect(sentPage(pageWith(noManifest))).rejects.toThrow(changed('no route manifest'));
    await expect(sentPage(pageWith(''))).rejects.toThrow(changed('no inline module script'));
    const renamedStream = data.replaceAll('streamController', 'controller');
    await expect(sentPage(pageWith(start, renamedStream), true)).rejects.toThrow(
      changed('no hydration data closing its stream'),
    );
    await expect(rewrite(pageWith(start, ''), { page: false })).rejects.toThrow(
      changed('no hydration data closing its stream'),
    );
  });

  it('in production, is logged once and the page’s start goes as React Router wrote it', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const noRouteModules = start.replace('window.__reactRouterRouteModules', 'window.modules');
    for (const dataOnDemand of [false, true]) {
      const out = await sentPage(pageWith(noRouteModules), dataOnDemand);
      expect(out).toContain(noRouteModules);
      expect(out).toContain(data);
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain(
      changed('no assignment to window.__reactRouterRouteModules'),
    );
  });
});
