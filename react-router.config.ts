import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Tests may build into their own folder so parallel runs do not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Each v8 behaviour named, so the build does not warn about it on every run. On: splitting
  // changes only routes with clientLoader/clientAction/HydrateFallback, and we have none. Off
  // until the move to v8, each a change to test then: middleware changes the loaders' `context`
  // (our database and viewer come through it); the Environment API changes how the dev host
  // loads the server build (server/start-server.ts); pass-through requests and trailing-slash
  // data URLs change the URLs the page cache keys on (server/page-cache.ts).
  future: {
    v8_splitRouteModules: true,
    v8_middleware: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
