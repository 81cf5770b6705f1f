/**
 * Where the production build (React Router's client/ and server/) is. The bundled host is
 * written into the build it belongs to, as <build>/host/main.js (scripts/build-host.ts), so it
 * takes the folder above its own and never pairs with another build's app. Run from source
 * (server/*.ts under tsx) it takes BUILD_DIR, else build/ beside server/.
 */
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function productionBuildDir(
  moduleUrl: string = import.meta.url,
  buildDirVariable: string | undefined = process.env.BUILD_DIR,
): string {
  const here = dirname(fileURLToPath(moduleUrl));
  if (basename(here) === 'host') return resolve(here, '..');
  return resolve(buildDirVariable ?? resolve(here, '../build'));
}
