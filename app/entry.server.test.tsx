/**
 * A real page through React Router's own request handler, our root layout and entry.server, with
 * the installed React Router: if an upgrade writes the page's start in another form, these fail
 * with "React Router's page start changed: <what was not found>" (paint-first.server.ts).
 */
import { createRequestHandler, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoute, serverBuild } from '../tests/support/server-build';
import { createTestContext } from '../tests/support/test-context';
import { createTestDatabase } from '../tests/support/test-database';
import type { DatabaseHandle } from '../database/client';
import * as root from './root';

const words = 'a < b </script><script>alert(1)</script>';

function Words() {
  const data = useLoaderData<{ words: string }>();
  return <p>{data.words}</p>;
}

/** A public page (cached by the host, so its hydration data is fetched when the app starts). */
const publicPage = {
  default: Words,
  loader: () => ({ words }),
  headers: () => ({ 'Cache-Control': 'public, max-age=60' }),
};
/** A page of one member's own (its data stays inline). */
const privatePage = { default: Words, loader: () => ({ words }) };

const assetsRoute = (id: string, path?: string) => ({
  id,
  path,
  parentId: id === 'root' ? undefined : 'root',
  module: `/assets/${id.replace('/', '-')}-hash.js`,
  imports: [`/assets/chunk-of-${id.replace('/', '-')}.js`],
  css: [],
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === 'root',
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

const build = serverBuild(
  {
    root: buildRoute('root', root, ''),
    'routes/public': buildRoute('routes/public', publicPage, 'public'),
    'routes/own': buildRoute('routes/own', privatePage, 'own'),
  },
  {
    entry: { module: '/assets/entry.client-hash.js', imports: ['/assets/react-hash.js'] },
    routes: {
      root: assetsRoute('root', ''),
      'routes/public': assetsRoute('routes/public', 'public'),
      'routes/own': assetsRoute('routes/own', 'own'),
    },
    url: '/assets/manifest-hash.js',
    version: 'hash',
  },
);

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

async function request(path: string) {
  const handler = createRequestHandler(build, 'production');
  return handler(new Request(`http://localhost:3000${path}`), createTestContext(database));
}

const inlineModule = (html: string) =>
  /type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('a page rendered through entry.server', () => {
  it('goes without preloads, and its inline start imports the route modules when wanted', async () => {
    const response = await request('/public');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public\b/);
    const html = await response.text();
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<p>a &lt; b &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const code = inlineModule(html);
    expect(code, 'the inline module').toBeDefined();
    expect(code).not.toMatch(/import \* as/);
    expect(code).toContain(
      'await Promise.all([import("/assets/root-hash.js"), import("/assets/routes-public-hash.js"), (async function loadHydrationData(',
    );
    expect(code).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/public":route1};',
    );
    expect(code).toContain('window.__reactRouterManifest = hydrationData.manifest;');
    expect(code).toContain('import("/assets/entry.client-hash.js")');
    // The hydration data is not in the page: the start fetches it.
    expect(html).not.toContain('window.__reactRouterContext.streamController.enqueue("');
    expect(html).not.toContain(
      '<script nonce="test-nonce">window.__reactRouterContext.streamController.close()',
    );
  });

  it('answers a public page’s hydration data and manifest at its address, as JSON', async () => {
    const response = await request('/public?_hydration=1');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const data = (await response.json()) as { chunks: string[]; manifest: { routes: object } };
    expect(Object.keys(data.manifest.routes)).toEqual(['root', 'routes/public']);
    expect(data.chunks.join('')).toContain(JSON.stringify(words));
    expect(data.chunks.join('')).toContain('"routes/public"');
  });

  it('keeps the hydration data of a page that is not public in the page', async () => {
    const html = await (await request('/own')).text();
    expect(html).not.toContain('modulepreload');
    expect(inlineModule(html)).toContain('import("/assets/routes-own-hash.js"), true]);');
    expect(inlineModule(html)).toContain('window.__reactRouterManifest = {"entry":');
    expect(html).toContain('window.__reactRouterContext.streamController.enqueue(');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
  });

  it('fails, naming what it did not find, when React Router writes no start it knows', async () => {
    const withoutScripts = {
      ...root,
      Layout: ({ children }: { children: React.ReactNode }) => (
        <html lang="en">
          <head />
          <body>{children}</body>
        </html>
      ),
    };
    const changed = { ...build, routes: { ...build.routes } };
    changed.routes.root = { ...build.routes.root!, module: withoutScripts };
    const handler = createRequestHandler(changed, 'production');
    const response = await handler(
      new Request('http://localhost:3000/own'),
      createTestContext(database),
    );
    await expect(response.text()).rejects.toThrow(
      "React Router's page start changed: no inline module script",
    );
  });
});
