/**
 * Second half of `npm run build`: bundles the Node host (server/main.ts and the app and
 * database modules it imports) into one plain JavaScript file, <build>/host/main.js, so
 * production runs `node build/host/main.js` without a TypeScript compiler loaded at run time
 * (tsx costs memory and start-up time in every process). npm packages stay external: they
 * load from node_modules as they do for React Router's server build.
 *
 * esbuild is the one tsx uses (a dependency); it reads tsconfig.json's `paths` (`~/*`,
 * `#database/*`) by itself.
 */
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createEmptyCluster, emptyClusterDir } from '../database/pglite-settings';

// The same folder react-router.config.ts builds into.
const buildDir = process.env.BUILD_DIR ?? 'build';
const hostDir = join(buildDir, 'host');

rmSync(hostDir, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: join(hostDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
// database/client.ts finds its migrations beside itself (new URL('./migrations',
// import.meta.url)); bundled, "itself" is host/main.js, so they go beside it.
cpSync('database/migrations', join(hostDir, 'migrations'), { recursive: true });
// A new embedded database starts from a copy of this instead of running initdb in the server
// process (database/pglite-settings.ts says why).
await createEmptyCluster(join(hostDir, basename(emptyClusterDir)));
