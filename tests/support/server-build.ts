/**
 * A React Router server build of a few routes, for tests that run requests through the
 * framework's own handler (or the host in front of it) without building the app.
 */
import type { ServerBuild } from 'react-router';
import * as entry from '../../app/entry.server';

/** A route under the root (the root itself when `id` is 'root'). */
export const buildRoute = (id: string, module: object, path?: string) => ({
  id,
  path,
  parentId: id === 'root' ? undefined : 'root',
  module,
});

/** Every route given keeps its id; a stand-in root renders nothing unless one is given. */
export function serverBuild(
  routes: Record<string, ReturnType<typeof buildRoute>>,
  assets: object = {
    entry: { module: '/e.js', imports: [] },
    routes: {},
    url: '/m.js',
    version: '1',
  },
): ServerBuild {
  return {
    entry: { module: entry },
    routes: { root: buildRoute('root', { default: () => null }, ''), ...routes },
    assets,
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
